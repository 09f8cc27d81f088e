/**
 * `@storefront-kit/sdk/recommendations`: the recommendation algorithms a site offers
 * (RELATED_ITEMS and GLOBAL) and the items they recommend (`/v1/recommendations`).
 * @module
 */

import type { CallOptions, Client } from './core/client'
import type {
  GetRecommendationRequest,
  GetRecommendationResponse,
  ListAvailableAlgorithmsResponse,
} from './wire'

export type {
  Algorithm,
  AlgorithmConfig,
  AlgorithmInfo,
  AlgorithmType,
  GetRecommendationRequest,
  GetRecommendationResponse,
  ListAvailableAlgorithmsResponse,
  Recommendation,
} from './wire'

const BASE = '/v1/recommendations'

/**
 * Lists the algorithms installed on the site, their type and the catalogs they cover.
 *
 * @example
 * ```ts
 * const { availableAlgorithms } = await listAvailableAlgorithms(client)
 * const related = availableAlgorithms.filter((a) => a.config.algorithmType === 'RELATED_ITEMS')
 * ```
 */
export function listAvailableAlgorithms(
  client: Client,
  options?: CallOptions,
): Promise<ListAvailableAlgorithmsResponse> {
  return client.request(
    { operation: 'listAvailableAlgorithms', method: 'GET', path: `${BASE}/algorithms` },
    options,
  )
}

/**
 * Recommends items: tries the algorithms in order and answers the first result with at least
 * `minimumRecommendedItems` items, naming the algorithm used.
 *
 * @example
 * ```ts
 * const { recommendation } = await getRecommendation(client, {
 *   items: [{ catalogItemId: productId, appId: STORES_APP_ID }],
 *   algorithms: [relatedAlgorithm, bestSellersAlgorithm],
 *   minimumRecommendedItems: 3,
 * })
 * ```
 */
export function getRecommendation(
  client: Client,
  request: GetRecommendationRequest,
  options?: CallOptions,
): Promise<GetRecommendationResponse> {
  return client.request(
    {
      operation: 'getRecommendation',
      method: 'POST',
      path: `${BASE}/get`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}
