import { type ReactNode, Suspense } from 'react'

/**
 * Hydrates its children in a render, commit and effects of their own, after what is around them.
 *
 * React hydrates a server-rendered `<Suspense>` boundary later than the tree it sits in (the
 * tree is committed with the boundary's HTML left as it is, and the boundary hydrates at a lower
 * priority, as its own work), and a boundary inside another after that one. So each boundary
 * splits the page's hydration: on a phone, instead of one commit and one run of effects for the
 * whole page (each a long task), several shorter ones, with the browser free to answer a tap
 * between them. A tap inside a boundary not yet hydrated hydrates it at once and is then handled.
 * Adds nothing to the page's HTML structure (only comments React reads); the fallback is never
 * shown while hydrating, only if something inside suspended later, which nothing in the shop
 * does outside a navigation's transition (where React keeps the page shown).
 *
 * @example
 * ```tsx
 * <HydrateApart>
 *   <ReviewsSection productId={id} signedIn={false} />
 * </HydrateApart>
 * ```
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
