import {
  bulkDecrementInventoryItemsRequestSchema,
  bulkIncrementInventoryItemsRequestSchema,
  bulkUpdateInventoryItemsRequestSchema,
  inventoryItemIdRequestSchema,
  queryInventoryItemsRequestSchema,
  queryVariantsRequestSchema,
  searchInventoryItemsRequestSchema,
  searchVariantsRequestSchema,
  updateInventoryItemRequestSchema,
  v3BulkCreateProductsRequestSchema,
  v3BulkDeleteProductsRequestSchema,
  v3BulkUpdateProductsRequestSchema,
  v3CountProductsRequestSchema,
  v3CreateProductRequestSchema,
  v3DeleteProductRequestSchema,
  v3GetProductBySlugRequestSchema,
  v3GetProductRequestSchema,
  v3QueryProductsRequestSchema,
  v3SearchProductsRequestSchema,
  v3UpdateProductRequestSchema,
} from '@storefront-kit/wire'
import { OWNER, SIGNED } from '../../../http/caller'
import { type RouteDef, route } from '../../../http/route'
import type { CatalogContext } from '../context'
import type { Writer } from '../product-writes'
import { bulkUpdateInventoryItems, moveInventory, updateInventoryItem } from './inventory-writes'
import {
  allProductsCategory,
  countV3Products,
  getV3Product,
  getV3ProductBySlug,
  queryV3Products,
  searchV3Products,
} from './product-reads'
import {
  bulkCreateV3Products,
  bulkDeleteV3Products,
  bulkUpdateV3Products,
  createV3Product,
  deleteV3Product,
  updateV3Product,
} from './product-writes'
import {
  getInventoryItem,
  queryInventoryItems,
  queryVariants,
  searchInventoryItems,
  searchVariants,
} from './variant-reads'

const P = '/stores/v3/products'
const BULK = '/stores/v3/bulk'
const I = '/stores/v3/inventory-items'

/** Catalog V3 products, read-only variants and inventory items; static paths before `:id`. */
export function v3ProductRoutes(ctx: CatalogContext): RouteDef[] {
  const by = (r: { caller: Writer['caller'] }): Writer => ({ ctx, caller: r.caller })
  return [
    route({
      method: 'GET',
      path: '/stores/v3/all-products-category',
      allow: SIGNED,
      handle: () => allProductsCategory(),
    }),
    route({
      method: 'GET',
      path: `${P}/query`,
      allow: SIGNED,
      postFallback: true,
      input: v3QueryProductsRequestSchema,
      handle: (r) => queryV3Products(by(r), r.input),
    }),
    route({
      method: 'GET',
      path: `${P}/search`,
      allow: SIGNED,
      postFallback: true,
      input: v3SearchProductsRequestSchema,
      handle: (r) => searchV3Products(by(r), r.input),
    }),
    route({
      method: 'GET',
      path: `${P}/count`,
      allow: SIGNED,
      postFallback: true,
      input: v3CountProductsRequestSchema,
      handle: (r) => countV3Products(by(r), r.input),
    }),
    route({
      method: 'POST',
      path: `${P}/query-variants`,
      allow: SIGNED,
      write: false,
      input: queryVariantsRequestSchema,
      handle: (r) => queryVariants(by(r), r.input),
    }),
    route({
      method: 'POST',
      path: `${P}/search-variants`,
      allow: SIGNED,
      write: false,
      input: searchVariantsRequestSchema,
      handle: (r) => searchVariants(by(r), r.input),
    }),
    route({
      method: 'GET',
      path: `${P}/slug/:slug`,
      allow: SIGNED,
      input: v3GetProductBySlugRequestSchema,
      handle: (r) => getV3ProductBySlug(by(r), r.input.slug, r.input.fields),
    }),
    route({
      method: 'GET',
      path: `${P}/:productId`,
      allow: SIGNED,
      input: v3GetProductRequestSchema,
      handle: (r) => getV3Product(by(r), r.input.productId, r.input.fields),
    }),
    route({
      method: 'POST',
      path: P,
      allow: OWNER,
      input: v3CreateProductRequestSchema,
      handle: (r) => createV3Product(by(r), r.input.product, r.input.fields),
    }),
    route({
      method: 'PATCH',
      path: `${P}/:id`,
      params: { id: 'product.id' },
      allow: OWNER,
      input: v3UpdateProductRequestSchema,
      handle: (r) => updateV3Product(by(r), r.input.product, r.input.fields),
    }),
    route({
      method: 'DELETE',
      path: `${P}/:productId`,
      allow: OWNER,
      input: v3DeleteProductRequestSchema,
      handle: (r) => deleteV3Product(by(r), r.input.productId),
    }),
    route({
      method: 'POST',
      path: `${BULK}/products/create`,
      allow: OWNER,
      input: v3BulkCreateProductsRequestSchema,
      handle: (r) =>
        bulkCreateV3Products(by(r), r.input.products, r.input.returnEntity, r.input.fields),
    }),
    route({
      method: 'POST',
      path: `${BULK}/products/update`,
      allow: OWNER,
      input: v3BulkUpdateProductsRequestSchema,
      handle: (r) =>
        bulkUpdateV3Products(
          by(r),
          r.input.products.map((p) => p.product),
          r.input.returnEntity,
          r.input.fields,
        ),
    }),
    route({
      method: 'POST',
      path: `${BULK}/products/delete`,
      allow: OWNER,
      input: v3BulkDeleteProductsRequestSchema,
      handle: (r) => bulkDeleteV3Products(by(r), r.input.productIds),
    }),
    route({
      method: 'GET',
      path: `${I}/query`,
      allow: SIGNED,
      postFallback: true,
      input: queryInventoryItemsRequestSchema,
      handle: (r) => queryInventoryItems(by(r), r.input),
    }),
    route({
      method: 'GET',
      path: `${I}/search`,
      allow: SIGNED,
      postFallback: true,
      input: searchInventoryItemsRequestSchema,
      handle: (r) => searchInventoryItems(by(r), r.input),
    }),
    route({
      method: 'GET',
      path: `${I}/:inventoryItemId`,
      allow: SIGNED,
      input: inventoryItemIdRequestSchema,
      handle: (r) => getInventoryItem(by(r), r.input.inventoryItemId),
    }),
    route({
      method: 'PATCH',
      path: `${I}/:id`,
      params: { id: 'inventoryItem.id' },
      allow: OWNER,
      input: updateInventoryItemRequestSchema,
      handle: (r) => updateInventoryItem(by(r), r.input.inventoryItem, r.input.reason),
    }),
    route({
      method: 'POST',
      path: `${BULK}/inventory-items/update`,
      allow: OWNER,
      input: bulkUpdateInventoryItemsRequestSchema,
      handle: (r) =>
        bulkUpdateInventoryItems(
          by(r),
          r.input.inventoryItems.map((i) => i.inventoryItem),
          r.input.returnEntity,
          r.input.reason,
        ),
    }),
    route({
      method: 'POST',
      path: `${BULK}/inventory-items/decrement`,
      allow: OWNER,
      input: bulkDecrementInventoryItemsRequestSchema,
      handle: (r) =>
        moveInventory(
          by(r),
          r.input.decrementData.map((d) => ({ id: d.inventoryItemId, delta: -d.decrementBy })),
          r.input.restrictInventory ?? true,
          r.input.returnEntity,
        ),
    }),
    route({
      method: 'POST',
      path: `${BULK}/inventory-items/increment`,
      allow: OWNER,
      input: bulkIncrementInventoryItemsRequestSchema,
      handle: (r) =>
        moveInventory(
          by(r),
          r.input.incrementData.map((d) => ({ id: d.inventoryItemId, delta: d.incrementBy })),
          true,
          r.input.returnEntity,
        ),
    }),
  ]
}
