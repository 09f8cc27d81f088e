import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  V3BulkCreateProductsRequest,
  V3BulkDeleteProductsRequest,
  V3BulkProductsResponse,
  V3BulkUpdateProductsRequest,
  V3CreateProductRequest,
  V3EmptyResponse,
  V3ProductResponse,
  V3UpdateProductRequest,
} from '../wire'

const P = '/stores/v3/products'
const BULK = '/stores/v3/bulk/products'

/**
 * CreateProduct (V3, owner): a product with its options and variants (at least one; a product
 * without options has one variant with no choices). Each variant gets an inventory item.
 *
 * @example
 * ```ts
 * const { product } = await createProductV3(owner, {
 *   product: {
 *     name: 'Linen Scarf',
 *     productType: 'PHYSICAL',
 *     physicalProperties: {},
 *     variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: '35' } } }] },
 *   },
 * })
 * ```
 */
export function createProductV3(
  client: Client,
  request: V3CreateProductRequest,
  options?: CallOptions,
): Promise<V3ProductResponse> {
  return client.request(
    { operation: 'createProductV3', method: 'POST', path: P, payload: request },
    options,
  )
}

/**
 * UpdateProduct (V3, owner): changes the fields given; `revision` must be the product's current
 * one (409 otherwise: read it again and retry).
 *
 * @example
 * ```ts
 * const { product: updated } = await updateProductV3(owner, product.id, {
 *   product: { revision: product.revision, name: 'Linen Wrap' },
 * })
 * ```
 */
export function updateProductV3(
  client: Client,
  productId: string,
  request: V3UpdateProductRequest,
  options?: CallOptions,
): Promise<V3ProductResponse> {
  return client.request(
    {
      operation: 'updateProductV3',
      method: 'PATCH',
      path: `${P}/${encodeURIComponent(productId)}`,
      payload: { ...request, product: { ...request.product, id: productId } },
    },
    options,
  )
}

/**
 * DeleteProduct (V3, owner): the product, its variants and inventory items.
 *
 * @example
 * ```ts
 * await deleteProductV3(owner, productId)
 * ```
 */
export function deleteProductV3(
  client: Client,
  productId: string,
  options?: CallOptions,
): Promise<V3EmptyResponse> {
  return client.request(
    {
      operation: 'deleteProductV3',
      method: 'DELETE',
      path: `${P}/${encodeURIComponent(productId)}`,
      query: encodeQuery({ productId }),
    },
    options,
  )
}

/**
 * BulkCreateProducts (V3, owner): up to 100; each result says whether its item succeeded.
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await bulkCreateProductsV3(owner, { products, returnEntity: true })
 * ```
 */
export function bulkCreateProductsV3(
  client: Client,
  request: V3BulkCreateProductsRequest,
  options?: CallOptions,
): Promise<V3BulkProductsResponse> {
  return client.request(
    { operation: 'bulkCreateProductsV3', method: 'POST', path: `${BULK}/create`, payload: request },
    options,
  )
}

/**
 * BulkUpdateProducts (V3, owner): up to 100, each with its id and current revision.
 *
 * @example
 * ```ts
 * await bulkUpdateProductsV3(owner, {
 *   products: [{ product: { id: product.id, revision: product.revision, visible: false } }],
 * })
 * ```
 */
export function bulkUpdateProductsV3(
  client: Client,
  request: V3BulkUpdateProductsRequest,
  options?: CallOptions,
): Promise<V3BulkProductsResponse> {
  return client.request(
    { operation: 'bulkUpdateProductsV3', method: 'POST', path: `${BULK}/update`, payload: request },
    options,
  )
}

/**
 * BulkDeleteProducts (V3, owner): up to 100 ids.
 *
 * @example
 * ```ts
 * await bulkDeleteProductsV3(owner, { productIds: [first, second] })
 * ```
 */
export function bulkDeleteProductsV3(
  client: Client,
  request: V3BulkDeleteProductsRequest,
  options?: CallOptions,
): Promise<V3BulkProductsResponse> {
  return client.request(
    { operation: 'bulkDeleteProductsV3', method: 'POST', path: `${BULK}/delete`, payload: request },
    options,
  )
}
