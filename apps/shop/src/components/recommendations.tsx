import {
  useAvailableAlgorithms,
  useRecommendation,
  useStorefrontClient,
} from '@storefront-kit/react'
import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { useQuery } from '@tanstack/react-query'
import { useStoreCatalog } from '../data/catalog'
import { productsByIdQuery } from '../data/product'
import { useNearViewport } from '../lib/use-near-viewport'
import { ProductGrid } from './product-card'

const SHOWN = 4

/**
 * "You may also like": the site's related-items algorithms first, then its global ones (best
 * sellers), and the products they name, read as the section nears the viewport. Shows nothing
 * rather than an error: it is an extra.
 */
export function Recommendations({ productId }: { productId: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>()
  const algorithms = useAvailableAlgorithms({
    enabled: near,
    select: ({ availableAlgorithms }) =>
      [...availableAlgorithms]
        .sort((a, b) => rank(a.config.algorithmType) - rank(b.config.algorithmType))
        .map((a) => ({ id: a.config.algorithmId, appId: a.appId })),
  })
  const recommendation = useRecommendation(
    {
      items: [{ catalogItemId: productId, appId: STORES_APP_ID }],
      algorithms: algorithms.data ?? [],
      minimumRecommendedItems: 2,
    },
    { enabled: !!algorithms.data?.length },
  )
  const ids = (recommendation.data?.recommendation.items ?? [])
    .map((item) => item.catalogItemId)
    .filter((id): id is string => !!id)
    .slice(0, SHOWN)
  // The products they name, from the store's catalog (V1 or V3).
  const catalog = useStoreCatalog()
  const products = useQuery({
    ...productsByIdQuery(useStorefrontClient(), catalog ?? 'v1', ids),
    enabled: ids.length > 0 && catalog !== undefined,
  })
  // An empty box marks the place the observer watches until there is something to show.
  if (!products.data?.length) return <div ref={ref} />
  // Keep the algorithm's order (most related first), not the query's.
  const byId = new Map(products.data.map((p) => [p.id, p]))
  const ordered = ids.flatMap((id) => byId.get(id) ?? [])
  return (
    <section className="recommendations" aria-labelledby="recommendations-title">
      <h2 id="recommendations-title">You may also like</h2>
      <ProductGrid products={ordered} label="Recommended products" eager={ordered.length} />
    </section>
  )
}

const rank = (type: string) => (type === 'RELATED_ITEMS' ? 0 : 1)
