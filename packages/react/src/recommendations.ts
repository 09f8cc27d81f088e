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
import { useStorefrontClient } from './core/provider'
import { STOREFRONT_KEY, type StorefrontQueryOptions } from './core/types'
import { storefrontQueryOptions, useStorefrontQuery } from './core/use-storefront'

/**
 * Query keys of recommendations.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: recommendationKeys.all })
 * ```
 */
export const recommendationKeys = {
  all: [...STOREFRONT_KEY, 'recommendations'] as const,
  algorithms: () => [...recommendationKeys.all, 'algorithms'] as const,
  items: (request: GetRecommendationRequest) =>
    [...recommendationKeys.all, 'items', request] as const,
}

/**
 * Query options of the site's recommendation algorithms (`listAvailableAlgorithms`).
 *
 * @example
 * ```ts
 * const { availableAlgorithms } = await queryClient.fetchQuery(algorithmsQueryOptions(client))
 * ```
 */
export function algorithmsQueryOptions(client: Client) {
  return storefrontQueryOptions({
    queryKey: recommendationKeys.algorithms(),
    queryFn: ({ signal }): Promise<ListAvailableAlgorithmsResponse> =>
      listAvailableAlgorithms(client, { signal }),
  })
}

/**
 * Query options of recommended items (`getRecommendation`, a read although sent as a POST).
 *
 * @example
 * ```ts
 * await queryClient.prefetchQuery(recommendationQueryOptions(client, { algorithms, items }))
 * ```
 */
export function recommendationQueryOptions(client: Client, request: GetRecommendationRequest) {
  return storefrontQueryOptions({
    queryKey: recommendationKeys.items(request),
    queryFn: ({ signal }): Promise<GetRecommendationResponse> =>
      getRecommendation(client, request, { signal }),
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
export function useAvailableAlgorithms<TSelected = ListAvailableAlgorithmsResponse>(
  options?: StorefrontQueryOptions<ListAvailableAlgorithmsResponse, TSelected>,
) {
  return useStorefrontQuery(algorithmsQueryOptions(useStorefrontClient()), options)
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
export function useRecommendation<TSelected = GetRecommendationResponse>(
  request: GetRecommendationRequest,
  options?: StorefrontQueryOptions<GetRecommendationResponse, TSelected>,
) {
  return useStorefrontQuery(recommendationQueryOptions(useStorefrontClient(), request), options)
}
