/**
 * Recommendation hooks: the algorithms a site offers and the items they recommend.
 * @module
 */
import type { Client } from '@storefront-kit/sdk'
import {
  type GetRecommendationRequest,
  type GetRecommendationResponse,
  getRecommendation,
  type ListAvailableAlgorithmsResponse,
  listAvailableAlgorithms,
} from '@storefront-kit/sdk/recommendations'
import { queryHook } from './core/define'
import { queryCall } from './core/query-call'
import { STOREFRONT_KEY } from './core/types'
import { storefrontQueryOptions } from './core/use-storefront'

const ALL = [...STOREFRONT_KEY, 'recommendations'] as const

/**
 * Query keys of recommendations.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: recommendationKeys.all })
 * ```
 */
export const recommendationKeys = {
  all: ALL,
  algorithms: () => [...ALL, 'algorithms'] as const,
  items: (request: GetRecommendationRequest) => [...ALL, 'items', request] as const,
}

/**
 * Query options of the site's recommendation algorithms (`listAvailableAlgorithms`).
 * @example const { availableAlgorithms } = await queryClient.fetchQuery(algorithmsQueryOptions(client))
 */
export function algorithmsQueryOptions(client: Client) {
  return storefrontQueryOptions({
    queryKey: recommendationKeys.algorithms(),
    queryFn: ({ signal }): Promise<ListAvailableAlgorithmsResponse> =>
      listAvailableAlgorithms(client, queryCall(signal)),
  })
}

/**
 * The recommendation algorithms the site offers.
 *
 * @example
 * ```tsx
 * const { data } = useAvailableAlgorithms()
 * const related = data?.availableAlgorithms.find((a) => a.config.type === 'RELATED_ITEMS')
 * ```
 */
export const useAvailableAlgorithms = /* @__PURE__ */ queryHook(algorithmsQueryOptions, 0)

/**
 * Query options of recommended items (`getRecommendation`, a read although sent as a POST).
 * @example await queryClient.prefetchQuery(recommendationQueryOptions(client, { algorithms, items }))
 */
export function recommendationQueryOptions(client: Client, request: GetRecommendationRequest) {
  return storefrontQueryOptions({
    queryKey: recommendationKeys.items(request),
    queryFn: ({ signal }): Promise<GetRecommendationResponse> =>
      getRecommendation(client, request, queryCall(signal)),
  })
}

/**
 * Items recommended for the given items ("you may also like").
 *
 * @example
 * ```tsx
 * const { data } = useRecommendation({ algorithms: [algorithm], items: [catalogReference] })
 * return data?.recommendation.items.map((item) => <ProductTile key={item.catalogItemId} id={item.catalogItemId} />)
 * ```
 */
export const useRecommendation = /* @__PURE__ */ queryHook(recommendationQueryOptions, 1)
