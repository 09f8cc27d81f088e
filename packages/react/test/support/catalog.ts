import type { Client } from '@storefront-kit/sdk'
import { type LineItemInput, STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { queryProducts } from '@storefront-kit/sdk/catalog'

/** A product of the demo store that can go into a cart as is (in stock, no options). */
export interface SimpleProduct {
  id: string
  name: string
  line: (quantity?: number) => LineItemInput
}

/** In-stock demo products without options, as catalog references ready for a cart. */
export async function simpleProducts(client: Client): Promise<SimpleProduct[]> {
  const { products } = await queryProducts(client, { query: { paging: { limit: 100 } } })
  return products
    .filter((p) => p.id && p.stock?.inStock && !p.manageVariants && !p.productOptions?.length)
    .map((p) => {
      const id = p.id ?? ''
      return {
        id,
        name: p.name ?? '',
        line: (quantity = 1) => ({
          quantity,
          catalogReference: { catalogItemId: id, appId: STORES_APP_ID },
        }),
      }
    })
}

/** A catalog reference to a product that does not exist. */
export const unknownProduct = (quantity = 1): LineItemInput => ({
  quantity,
  catalogReference: { catalogItemId: '00000000-0000-4000-8000-000000000000', appId: STORES_APP_ID },
})
