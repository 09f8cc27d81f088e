import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type { HttpMethod } from '../core/request-spec'
import type {
  AddProductMediaRequest,
  BulkAdjustProductPropertiesRequest,
  BulkProductsResponse,
  BulkUpdateProductsRequest,
  CreateProductRequest,
  ProductMediaToChoicesRequest,
  ProductResponse,
  RemoveProductMediaRequest,
  UpdateProductRequest,
  UpdateVariantsRequest,
  UpdateVariantsResponse,
} from '../wire'

// Product writes need the owner's API key (`apiKeyAuth`).

const PRODUCTS = '/stores/v1/products'
const at = (id: string, rest = '') => `${PRODUCTS}/${encodeURIComponent(id)}${rest}`

/** Empty answer of the void writes. */
export type EmptyResponse = Record<string, never>

function send<T>(
  client: Client,
  operation: string,
  method: HttpMethod,
  path: string,
  payload: object,
  options: CallOptions | undefined,
  idempotent = true,
): Promise<T> {
  return client.request({ operation, method, path, payload, idempotent }, options)
}

/**
 * CreateProduct (owner). `name`, `priceData.price` and `costAndProfitData.itemCost` are required;
 * options create one variant per combination of choices.
 *
 * @example
 * ```ts
 * const { product } = await createProduct(owner, {
 *   product: { name: 'Linen Apron', priceData: { price: 29 }, costAndProfitData: { itemCost: 9 } },
 * })
 * ```
 */
export function createProduct(
  client: Client,
  request: CreateProductRequest,
  options?: CallOptions,
): Promise<ProductResponse> {
  return send(client, 'createProduct', 'POST', PRODUCTS, request, options, false)
}

/**
 * UpdateProduct (owner): the fields sent replace the stored ones; new options regenerate variants.
 *
 * @example
 * ```ts
 * await updateProduct(owner, productId, { product: { ribbon: 'New', priceData: { price: 25 } } })
 * ```
 */
export function updateProduct(
  client: Client,
  id: string,
  request: UpdateProductRequest,
  options?: CallOptions,
): Promise<ProductResponse> {
  const payload = { ...request, product: { ...request.product, id } }
  return send(client, 'updateProduct', 'PATCH', at(id), payload, options)
}

/**
 * DeleteProduct (owner).
 *
 * @example
 * ```ts
 * await deleteProduct(owner, productId)
 * ```
 */
export function deleteProduct(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<EmptyResponse> {
  return client.request(
    {
      operation: 'deleteProduct',
      method: 'DELETE',
      path: at(id),
      query: encodeQuery({ id }),
      idempotent: true,
    },
    options,
  )
}

/**
 * UpdateVariants (owner, managed variants): per-variant price, cost, weight, SKU, visibility.
 * Each override selects variants by ids or by (some) choices. Answers every variant.
 *
 * @example
 * ```ts
 * await updateVariants(owner, productId, { variants: [{ choices: { Size: 'XL' }, price: 30 }] })
 * ```
 */
export function updateVariants(
  client: Client,
  id: string,
  request: UpdateVariantsRequest,
  options?: CallOptions,
): Promise<UpdateVariantsResponse> {
  return send(client, 'updateVariants', 'PATCH', at(id, '/variants'), { id, ...request }, options)
}

/**
 * ResetAllVariantData (owner): every variant back to the product's own values.
 *
 * @example
 * ```ts
 * await resetAllVariantData(owner, productId)
 * ```
 */
export function resetAllVariantData(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<EmptyResponse> {
  const path = at(id, '/variants/resetToDefault')
  return send(client, 'resetAllVariantData', 'POST', path, { id }, options)
}

/**
 * DeleteProductOptions (owner): removes every option; one default variant remains.
 *
 * @example
 * ```ts
 * await deleteProductOptions(owner, productId)
 * ```
 */
export function deleteProductOptions(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<EmptyResponse> {
  return client.request(
    {
      operation: 'deleteProductOptions',
      method: 'DELETE',
      path: at(id, '/options'),
      query: encodeQuery({ id }),
      idempotent: true,
    },
    options,
  )
}

/**
 * AddProductMedia (owner): pictures by media id or URL, optionally shown for a choice.
 *
 * @example
 * ```ts
 * await addProductMedia(owner, productId, { media: [{ url: 'https://example.com/apron.jpg' }] })
 * ```
 */
export function addProductMedia(
  client: Client,
  id: string,
  request: AddProductMediaRequest,
  options?: CallOptions,
): Promise<EmptyResponse> {
  return send(client, 'addProductMedia', 'POST', at(id, '/media'), { id, ...request }, options)
}

/**
 * RemoveProductMedia (owner).
 *
 * @example
 * ```ts
 * await removeProductMedia(owner, productId, { mediaIds: [mediaId] })
 * ```
 */
export function removeProductMedia(
  client: Client,
  id: string,
  request: RemoveProductMediaRequest,
  options?: CallOptions,
): Promise<EmptyResponse> {
  const path = at(id, '/media/delete')
  return send(client, 'removeProductMedia', 'POST', path, { id, ...request }, options)
}

/**
 * AddProductMediaToChoices (owner): shows product pictures for choices.
 *
 * @example
 * ```ts
 * await addProductMediaToChoices(owner, productId, {
 *   media: [{ option: 'Color', choice: 'Navy', mediaIds: [mediaId] }],
 * })
 * ```
 */
export function addProductMediaToChoices(
  client: Client,
  id: string,
  request: ProductMediaToChoicesRequest,
  options?: CallOptions,
): Promise<EmptyResponse> {
  const path = at(id, '/choices/media')
  return send(client, 'addProductMediaToChoices', 'PATCH', path, { id, ...request }, options)
}

/**
 * RemoveProductMediaFromChoices (owner); without `mediaIds` a choice loses all its pictures.
 *
 * @example
 * ```ts
 * await removeProductMediaFromChoices(owner, productId, { media: [{ option: 'Color', choice: 'Navy' }] })
 * ```
 */
export function removeProductMediaFromChoices(
  client: Client,
  id: string,
  request: ProductMediaToChoicesRequest,
  options?: CallOptions,
): Promise<EmptyResponse> {
  const path = at(id, '/choices/media/delete')
  return send(client, 'removeProductMediaFromChoices', 'POST', path, { id, ...request }, options)
}

/**
 * RemoveBrand (owner).
 *
 * @example
 * ```ts
 * await removeBrand(owner, productId)
 * ```
 */
export function removeBrand(client: Client, id: string, options?: CallOptions) {
  return send<EmptyResponse>(
    client,
    'removeBrand',
    'POST',
    at(id, '/remove-brand'),
    { id },
    options,
  )
}

/**
 * RemoveRibbon (owner).
 *
 * @example
 * ```ts
 * await removeRibbon(owner, productId)
 * ```
 */
export function removeRibbon(client: Client, id: string, options?: CallOptions) {
  return send<EmptyResponse>(
    client,
    'removeRibbon',
    'POST',
    at(id, '/remove-ribbon'),
    { id },
    options,
  )
}

/**
 * BulkUpdateProducts (owner): sets one value (price, cost, weight, ribbon or brand) on up to 100
 * products; unknown ids fail per item.
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await bulkUpdateProducts(owner, { ids, set: { ribbon: 'Sale' } })
 * ```
 */
export function bulkUpdateProducts(
  client: Client,
  request: BulkUpdateProductsRequest,
  options?: CallOptions,
): Promise<BulkProductsResponse> {
  return send(
    client,
    'bulkUpdateProducts',
    'POST',
    '/stores/v1/bulk/products/update',
    request,
    options,
  )
}

/**
 * BulkAdjustProductProperties (owner): adds a percentage or an amount to price, cost or weight.
 * Not repeated on failure: a repeat would adjust twice.
 *
 * @example
 * ```ts
 * await bulkAdjustProductProperties(owner, { ids, adjust: { price: { percentage: { rate: -10 } } } })
 * ```
 */
export function bulkAdjustProductProperties(
  client: Client,
  request: BulkAdjustProductPropertiesRequest,
  options?: CallOptions,
): Promise<BulkProductsResponse> {
  const path = '/stores/v1/bulk/products/adjust-properties'
  return send(client, 'bulkAdjustProductProperties', 'POST', path, request, options, false)
}
