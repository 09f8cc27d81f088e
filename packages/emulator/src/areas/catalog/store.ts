import { STORES_TREE, type StoreVariant } from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { DocumentStore } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'
import { untilWrite } from '../../db/until-write'
import type { MediaRef, StoredCollection, StoredProduct } from './model'
import { ProductTable } from './product-table'

/** Table names the query engine runs over. */
export const PRODUCTS_TABLE = 'catalog_products'
export const COLLECTIONS_TABLE = 'catalog_collections'
export const VARIANTS_TABLE = 'catalog_variants'
/** Catalog V3 read models, kept in step with the products on a V3 site (see `v3/read-model.ts`). */
export const V3_PRODUCTS_TABLE = 'catalog_v3_products'
export const V3_VARIANTS_TABLE = 'catalog_v3_variants'
export const V3_INVENTORY_TABLE = 'catalog_v3_inventory'

export const catalogMigrations: Migration[] = [
  {
    area: 'catalog',
    version: 1,
    up: `${documentTable(PRODUCTS_TABLE, 'body TEXT NOT NULL, slug TEXT NOT NULL, visible INTEGER NOT NULL, numeric_id INTEGER NOT NULL, collection_ids TEXT NOT NULL')}
      CREATE UNIQUE INDEX IF NOT EXISTS catalog_products_slug ON ${PRODUCTS_TABLE} (slug);
      ${documentTable(COLLECTIONS_TABLE, 'slug TEXT NOT NULL, visible INTEGER NOT NULL')}
      CREATE UNIQUE INDEX IF NOT EXISTS catalog_collections_slug ON ${COLLECTIONS_TABLE} (slug);
      ${documentTable(VARIANTS_TABLE, 'product_id TEXT NOT NULL, visible INTEGER NOT NULL')}
      CREATE INDEX IF NOT EXISTS catalog_variants_product ON ${VARIANTS_TABLE} (product_id);`,
  },
  {
    area: 'catalog',
    version: 2,
    up: `${documentTable(V3_PRODUCTS_TABLE, 'visible INTEGER NOT NULL')}
      ${documentTable(V3_VARIANTS_TABLE, 'product_id TEXT NOT NULL, visible INTEGER NOT NULL')}
      CREATE INDEX IF NOT EXISTS catalog_v3_variants_product ON ${V3_VARIANTS_TABLE} (product_id);
      ${documentTable(V3_INVENTORY_TABLE, 'product_id TEXT NOT NULL, visible INTEGER NOT NULL')}
      CREATE INDEX IF NOT EXISTS catalog_v3_inventory_product ON ${V3_INVENTORY_TABLE} (product_id);`,
  },
]

/** A Catalog V3 read-model row: the document and whether visitors may see it. */
export interface V3Row<T> {
  doc: T & { id: string }
  visible: boolean
}

/** A store variant as stored: the wire shape plus the picture to show, URL filled when answering. */
export type StoredVariant = StoreVariant & { id: string; _image?: MediaRef }

/** SQL of the catalog: products (with their store variants kept in step) and collections. */
export function catalogStore(db: Database) {
  const products = new ProductTable(db, PRODUCTS_TABLE)
  const collections = new DocumentStore<StoredCollection>(db, COLLECTIONS_TABLE)
  const variants = new DocumentStore<StoredVariant>(db, VARIANTS_TABLE)
  const v3 = {
    products: new DocumentStore<{ id: string }>(db, V3_PRODUCTS_TABLE),
    variants: new DocumentStore<{ id: string }>(db, V3_VARIANTS_TABLE),
    inventory: new DocumentStore<{ id: string }>(db, V3_INVENTORY_TABLE),
  }
  const dropV3 = (productId: string) => {
    db.sql.prepare(`DELETE FROM ${V3_PRODUCTS_TABLE} WHERE id = ?`).run(productId)
    for (const table of [V3_VARIANTS_TABLE, V3_INVENTORY_TABLE])
      db.sql.prepare(`DELETE FROM ${table} WHERE product_id = ?`).run(productId)
  }
  return {
    v3,
    /** Replaces a product's Catalog V3 read-model rows. */
    saveV3(
      productId: string,
      product: V3Row<object>,
      variantRows: V3Row<object>[],
      items: V3Row<object>[],
    ) {
      dropV3(productId)
      v3.products.put(product.doc, { visible: product.visible ? 1 : 0 })
      for (const row of variantRows)
        v3.variants.put(row.doc, { product_id: productId, visible: row.visible ? 1 : 0 })
      for (const row of items)
        v3.inventory.put(row.doc, { product_id: productId, visible: row.visible ? 1 : 0 })
    },
    products,
    collections,
    variants,
    /** Saves a product and replaces its store variant rows. */
    saveProduct(product: StoredProduct, storeVariants: StoredVariant[]) {
      products.put(product, {
        slug: product.slug,
        visible: product.visible ? 1 : 0,
        numeric_id: Number(product.numericId),
        // A small copy of the memberships, so counting them never parses whole documents.
        collection_ids: JSON.stringify(product.collectionIds),
      })
      db.sql.prepare(`DELETE FROM ${VARIANTS_TABLE} WHERE product_id = ?`).run(product.id)
      for (const variant of storeVariants)
        variants.put(variant, {
          product_id: product.id,
          visible: product.visible ? 1 : 0,
        })
    },
    deleteProduct(id: string): boolean {
      db.sql.prepare(`DELETE FROM ${VARIANTS_TABLE} WHERE product_id = ?`).run(id)
      dropV3(id)
      return products.delete(id)
    },
    productBySlug: (slug: string) => products.where('slug = ?', slug)[0],
    saveCollection(collection: StoredCollection) {
      // Category queries filter on the tree; every row is in the Stores tree.
      const doc = { ...collection, treeReference: { appNamespace: STORES_TREE } }
      collections.put(doc, { slug: collection.slug, visible: collection.visible ? 1 : 0 })
    },
    collectionBySlug: (slug: string) => collections.where('slug = ?', slug)[0],
    /** The next numeric id: one above the highest so far. */
    nextNumericId(): string {
      const row = db.sql.prepare(`SELECT MAX(numeric_id) AS n FROM ${PRODUCTS_TABLE}`).get() as {
        n: number | null
      }
      return String(Math.max(Number(row.n ?? 0), 1_000_000) + 1)
    },
    /** Products in a collection. */
    productsIn: (collectionId: string) =>
      products.where(
        'EXISTS (SELECT 1 FROM json_each(collection_ids) WHERE value = ?)',
        collectionId,
      ),
    /**
     * Products per collection id (every membership, including "All Products"). Read-only: the
     * map is shared by the reads until the next write (it walked every product to count).
     */
    productCounts: untilWrite(
      db,
      (visibleOnly: boolean): ReadonlyMap<string, number> => {
        const rows = db.sql
          .prepare(
            `SELECT j.value AS id, COUNT(*) AS n FROM ${PRODUCTS_TABLE} AS t, json_each(t.collection_ids) AS j
           ${visibleOnly ? 'WHERE t.visible = 1' : ''} GROUP BY j.value`,
          )
          .all() as { id: string; n: number }[]
        return new Map(rows.map((row) => [row.id, Number(row.n)]))
      },
      { tables: [PRODUCTS_TABLE] },
    ),
  }
}

export type CatalogStore = ReturnType<typeof catalogStore>
