import {
  ALL_PRODUCTS_COLLECTION_ID,
  type Algorithm,
  type CatalogReference,
  type GetRecommendationRequest,
  type GetRecommendationResponse,
  type ListAvailableAlgorithmsResponse,
} from '@storefront-kit/wire'
import { applicationError, notFound } from '../../http/api-error'
import { type CatalogItem, STORES_APP_ID } from '../catalog/index'
import { ALGORITHMS, type AlgorithmKind, algorithmKind } from './algorithms'
import type { RecommendationsContext } from './context'

/** Recommendations hold at most this many items. */
const MAX_ITEMS = 100

/** `GET /v1/recommendations/algorithms`. */
export const listAvailableAlgorithms = (): ListAvailableAlgorithmsResponse => ({
  availableAlgorithms: ALGORITHMS.map((algorithm) => structuredClone(algorithm)),
})

const reference = (productId: string): CatalogReference => ({
  catalogItemId: productId,
  appId: STORES_APP_ID,
})

/** Products sharing collections with the inputs (the all-products collection does not count). */
function sameCollection(inputs: Set<string>, catalog: CatalogItem[]): string[] {
  const collections = new Set(
    catalog
      .filter((item) => inputs.has(item.productId))
      .flatMap((item) => item.collectionIds)
      .filter((id) => id !== ALL_PRODUCTS_COLLECTION_ID),
  )
  return catalog
    .filter((item) => item.visible && !inputs.has(item.productId))
    .map((item, index) => ({
      id: item.productId,
      index,
      shared: item.collectionIds.filter((id) => collections.has(id)).length,
    }))
    .filter((candidate) => candidate.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .map((candidate) => candidate.id)
}

function recommend(
  ctx: RecommendationsContext,
  kind: AlgorithmKind,
  inputs: Set<string>,
  catalog: CatalogItem[],
): string[] {
  const visible = new Set(catalog.filter((item) => item.visible).map((item) => item.productId))
  const stats = ctx.orders
  const fromSales = (sales: { catalogItemId: string; appId: string }[]) =>
    sales
      .filter((sale) => sale.appId === STORES_APP_ID && visible.has(sale.catalogItemId))
      .map((sale) => sale.catalogItemId)
  switch (kind) {
    case 'sameCollection':
      return sameCollection(inputs, catalog)
    case 'boughtTogether':
      return fromSales(stats.boughtWith(STORES_APP_ID, [...inputs], MAX_ITEMS * 2))
    case 'bestSellers':
      return fromSales(stats.bestSellers(MAX_ITEMS * 2))
  }
}

/** Every algorithm must be one of ours, from a provider we know. */
function checkAlgorithms(algorithms: Algorithm[]): AlgorithmKind[] {
  const foreign = algorithms.filter((algorithm) => algorithm.appId !== STORES_APP_ID)
  if (foreign.length)
    throw notFound(
      'RECOMMENDATIONS_PROVIDER_NOT_FOUND',
      `No recommendations provider ${foreign[0]?.appId}`,
      {
        appIds: foreign.map((algorithm) => algorithm.appId),
      },
    )
  const unsupported = algorithms.filter((algorithm) => !algorithmKind(algorithm.id))
  if (unsupported.length)
    throw applicationError(
      400,
      'ALGORITHM_NOT_SUPPORTED',
      'Some algorithms are not available on this site',
      {
        unsupportedAlgorithms: unsupported,
      },
    )
  return algorithms.map((algorithm) => algorithmKind(algorithm.id) as AlgorithmKind)
}

/**
 * `POST /v1/recommendations/get`: tries the algorithms in order and answers the first result
 * with at least `minimumRecommendedItems` items (at most 100, visible products only), naming
 * the algorithm; when none has enough, no items and no algorithm.
 * @throws ApiError 404 `RECOMMENDATIONS_PROVIDER_NOT_FOUND`; 400 `ALGORITHM_NOT_SUPPORTED`,
 * `ITEM_APP_ID_NOT_SUPPORTED`.
 */
export function getRecommendation(
  ctx: RecommendationsContext,
  request: GetRecommendationRequest,
): GetRecommendationResponse {
  const kinds = checkAlgorithms(request.algorithms)
  const items = request.items ?? []
  const foreignItems = items.filter((item) => item.appId !== STORES_APP_ID)
  if (foreignItems.length)
    throw applicationError(
      400,
      'ITEM_APP_ID_NOT_SUPPORTED',
      'Only Stores items can be recommended from',
      {
        items: foreignItems,
        algorithms: request.algorithms,
      },
    )
  const inputs = new Set(items.map((item) => item.catalogItemId))
  const catalog = ctx.catalog.list()
  const minimum = request.minimumRecommendedItems ?? 0
  for (const [index, kind] of kinds.entries()) {
    const found = recommend(ctx, kind, inputs, catalog).slice(0, MAX_ITEMS)
    const algorithm = request.algorithms[index]
    if (found.length >= minimum && algorithm)
      return { recommendation: { items: found.map(reference), algorithm } }
  }
  return { recommendation: { items: [] } }
}
