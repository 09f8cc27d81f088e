import { getRecommendationRequestSchema } from '@storefront-kit/wire'
import { SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { RecommendationsContext } from './context'
import { getRecommendation, listAvailableAlgorithms } from './service'

/** Both paths: `/v1/recommendations…` and its `/ecom/v1/recommendations…` alias. */
const paths = (rest: string) => [`/v1/recommendations${rest}`, `/ecom/v1/recommendations${rest}`]

/** Recommendations (wire/recommendations.md): any signed caller, visitors included. */
export function recommendationRoutes(ctx: RecommendationsContext): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: paths('/algorithms'),
      allow: SIGNED,
      handle: () => listAvailableAlgorithms(),
    }),
    route({
      method: 'POST',
      path: paths('/get'),
      allow: SIGNED,
      write: false,
      input: getRecommendationRequestSchema,
      handle: ({ input }) => getRecommendation(ctx, input),
    }),
  ]
}
