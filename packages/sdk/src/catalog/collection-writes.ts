import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import type {
  CollectionProductIdsRequest,
  CreateCollectionRequest,
  GetCollectionResponse,
  UpdateCollectionRequest,
} from '../wire'
import type { EmptyResponse } from './product-writes'

// Collection writes need the owner's API key (`apiKeyAuth`).

const COLLECTIONS = '/stores/v1/collections'
const at = (id: string, rest = '') => `${COLLECTIONS}/${encodeURIComponent(id)}${rest}`

/**
 * CreateCollection (owner); the slug comes from the name unless given.
 *
 * @example
 * ```ts
 * const { collection } = await createCollection(owner, { collection: { name: 'Summer' } })
 * ```
 */
export function createCollection(
  client: Client,
  request: CreateCollectionRequest,
  options?: CallOptions,
): Promise<GetCollectionResponse> {
  return client.request(
    { operation: 'createCollection', method: 'POST', path: COLLECTIONS, payload: request },
    options,
  )
}

/**
 * UpdateCollection (owner): the fields sent replace the stored ones.
 *
 * @example
 * ```ts
 * await updateCollection(owner, collectionId, { collection: { name: 'Summer Sale' } })
 * ```
 */
export function updateCollection(
  client: Client,
  id: string,
  request: UpdateCollectionRequest,
  options?: CallOptions,
): Promise<GetCollectionResponse> {
  return client.request(
    {
      operation: 'updateCollection',
      method: 'PATCH',
      path: at(id),
      payload: { ...request, collection: { ...request.collection, id } },
      idempotent: true,
    },
    options,
  )
}

/**
 * DeleteCollection (owner); its products stay in the store.
 *
 * @example
 * ```ts
 * await deleteCollection(owner, collectionId)
 * ```
 */
export function deleteCollection(
  client: Client,
  id: string,
  options?: CallOptions,
): Promise<EmptyResponse> {
  return client.request(
    {
      operation: 'deleteCollection',
      method: 'DELETE',
      path: at(id),
      query: encodeQuery({ id }),
      idempotent: true,
    },
    options,
  )
}

/**
 * AddProductsToCollection (owner).
 *
 * @example
 * ```ts
 * await addProductsToCollection(owner, collectionId, { productIds: [productId] })
 * ```
 */
export function addProductsToCollection(
  client: Client,
  id: string,
  request: CollectionProductIdsRequest,
  options?: CallOptions,
): Promise<EmptyResponse> {
  return client.request(
    {
      operation: 'addProductsToCollection',
      method: 'POST',
      path: at(id, '/productIds'),
      payload: { id, ...request },
      idempotent: true,
    },
    options,
  )
}

/**
 * RemoveProductsFromCollection (owner).
 *
 * @example
 * ```ts
 * await removeProductsFromCollection(owner, collectionId, { productIds: [productId] })
 * ```
 */
export function removeProductsFromCollection(
  client: Client,
  id: string,
  request: CollectionProductIdsRequest,
  options?: CallOptions,
): Promise<EmptyResponse> {
  return client.request(
    {
      operation: 'removeProductsFromCollection',
      method: 'POST',
      path: at(id, '/productIds/delete'),
      payload: { id, ...request },
      idempotent: true,
    },
    options,
  )
}
