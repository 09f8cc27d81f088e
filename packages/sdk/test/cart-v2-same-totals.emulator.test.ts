import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SAME_TOTALS,
  v1CheckoutBody,
  v1Totals,
  v2CartBody,
  v2Totals,
} from '../../emulator/test/support/same-totals'
import { calculateCart, createCart } from '../src/cart-v2'
import { createCheckout } from '../src/checkout'
import { productIds, STORES_APP_ID } from './support/commerce'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
let ids: Record<string, string>
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
  ids = await productIds(emu.visitor())
})
afterAll(() => emu.close())

const ref = (slug: string, options?: Record<string, unknown>) => ({
  catalogItemId: ids[slug] ?? slug,
  appId: STORES_APP_ID,
  ...(options && { options }),
})

// The table the emulator's route tests check too: here each purchase goes through the SDK.
describe('v1 checkout and Cart V2 through the SDK: the same totals', () => {
  it.each(SAME_TOTALS)('$name', async (purchase) => {
    const client = emu.visitor()
    const { checkout } = await createCheckout(client, v1CheckoutBody(purchase, ref))
    const { cart } = await createCart(client, v2CartBody(purchase, ref))
    const { summary } = await calculateCart(client, cart.id)
    expect(v2Totals(summary)).toEqual(v1Totals(checkout))
  })
})
