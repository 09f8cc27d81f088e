import type { EmulatorContext } from '../../context'
import type { Area } from '../area'
import { DEMO_PRODUCTS } from '../catalog/index'
import type { MembersService } from '../members/index'
import { adminRoutes } from './admin-routes'
import type { ReviewsContext } from './context'
import { reassignMemberReviews } from './reassign'
import { reviewRoutes } from './routes'
import { seedReviews } from './seed'
import { reviewMigrations, reviewStore } from './store'

/** What the reviews area uses of other areas. */
export interface ReviewsNeeds {
  members: MembersService
}

/**
 * Reviews: shoppers' reviews of products with moderation (SUBMITTED → IN_MODERATION → APPROVED |
 * REJECTED, or auto-approval), owner replies, queries, counts and bulk administration. A deleted
 * member's reviews move to the content assignee (connected to the members area).
 *
 * @example
 * ```ts
 * const reviews = reviewsArea(ctx, { members: members.service })
 * ```
 */
export function reviewsArea(ctx: EmulatorContext, needs: ReviewsNeeds): Area {
  const cx: ReviewsContext = { ...ctx, store: reviewStore(ctx.db), members: needs.members }
  needs.members.onReassignContent((from, to, caller) => {
    reassignMemberReviews(cx, caller, from, to)
  })
  return {
    name: 'reviews',
    migrations: reviewMigrations,
    routes: () => [...reviewRoutes(cx), ...adminRoutes(cx)],
    seed: (_ctx, kind) => {
      if (kind === 'demo') seedReviews(cx, Object.values(DEMO_PRODUCTS))
    },
  }
}
