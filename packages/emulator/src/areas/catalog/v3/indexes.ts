import type { Migration } from '../../../db/migrations'
import { V3_PRODUCTS_TABLE } from '../store'

/**
 * Indexes of the Catalog V3 product read model, an area of their own so the catalog's versions
 * stay the catalog's (areas apply in name order: `catalog` makes the table first). Each is over
 * the expressions the query engine writes for a sort (name; newest first, the default), with
 * `visible`, which a visitor's scope tests: a page walks the index in order and stops after its
 * rows. Without them a storefront's category page (SearchProducts sorted by name, 12 of 42)
 * turned every matching document to JSON text and sorted them all.
 */
export const v3IndexMigrations: Migration[] = [
  {
    area: 'catalog-v3',
    version: 1,
    up: `CREATE INDEX IF NOT EXISTS catalog_v3_products_name
        ON ${V3_PRODUCTS_TABLE} (json_extract(doc, '$.name'), id, visible);
      CREATE INDEX IF NOT EXISTS catalog_v3_products_created_desc
        ON ${V3_PRODUCTS_TABLE} (json_extract(doc, '$.createdDate') DESC, id, visible);`,
  },
]
