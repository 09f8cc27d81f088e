import type { Area } from '../area'
import { DEMO_PRODUCTS } from '../catalog/seed'
import { adminRoutes } from './admin-routes'
import { reviewRoutes } from './routes'
import { seedReviews } from './seed'
import { reviewMigrations, reviewStore } from './store'

/**
 * Reviews: shoppers' reviews of products with moderation (SUBMITTED → IN_MODERATION → APPROVED |
 * REJECTED, or auto-approval), owner replies, queries, counts and bulk administration.
 */
export const reviewsArea: Area = {
  name: 'reviews',
  migrations: reviewMigrations,
  routes: (ctx) => {
    const store = reviewStore(ctx.db)
    return [...reviewRoutes(store), ...adminRoutes(store)]
  },
  seed: (ctx, kind) => {
    if (kind === 'demo') seedReviews(ctx, reviewStore(ctx.db), Object.values(DEMO_PRODUCTS))
  },
}
