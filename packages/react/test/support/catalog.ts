import type { Client } from '@storefront-kit/sdk'
import { type LineItemInput, STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { queryProducts } from '@storefront-kit/sdk/catalog'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { inProcessEmulator } from './emulator'

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

/**
 * The demo store for one test file: an in-process emulator closed after the file, held answers
 * released after each test, and the simple products read once before the tests.
 */
export function demoStoreForFile() {
  const emu = inProcessEmulator()
  let products: SimpleProduct[] = []
  beforeAll(async () => {
    products = await simpleProducts(emu.visitor())
  })
  afterEach(() => emu.openGates())
  afterAll(() => emu.close())
  return {
    emu,
    /** Every simple product (read before the first test). */
    products: () => products,
    /** The simple product at `index`; fails the test when the store has too few. */
    product(index: number): SimpleProduct {
      const found = products[index]
      if (!found) throw new Error(`the demo store needs a simple product #${index}`)
      return found
    },
  }
}
