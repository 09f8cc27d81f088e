import { afterEach, expect, it } from 'vitest'
import { CA, CART, commerceEmulator, line } from './support/commerce'

let env: ReturnType<typeof commerceEmulator>
afterEach(() => env?.close())

const balanceOf = async (code: string) => {
  const settings = (await env.call('GET', '/_emulator/commerce/settings')).json as {
    giftCards: { code: string; balance: string }[]
  }
  return settings.giftCards.find((card) => card.code === code)?.balance
}

it('takes what a gift card paid from its balance when the order is placed, and nothing when payment fails', async () => {
  env = commerceEmulator()
  expect(await balanceOf('GIFT-50')).toBe('50.00')
  const buy = async (email: string) => {
    const visitor = await env.visitor()
    await env.add(visitor, line('classic-cotton-tee', 4))
    const { checkoutId } = (
      await env.api(visitor).post(`${CART}/create-checkout`, { channelType: 'WEB' })
    ).json as { checkoutId: string }
    const address = { address: CA, contactDetails: { firstName: 'Gift', lastName: 'Card' } }
    const updated = await env.api(visitor).patch(`/ecom/v1/checkouts/${checkoutId}`, {
      checkout: {
        id: checkoutId,
        buyerInfo: { email },
        billingInfo: address,
        shippingInfo: {
          shippingDestination: address,
          selectedCarrierServiceOption: { code: 'standard' },
        },
      },
      giftCardCode: 'GIFT-50',
    })
    expect(updated.status, updated.text).toBe(200)
    const paidByCard = (
      updated.json as { checkout: { giftCard?: { amount?: { amount: string } } } }
    ).checkout.giftCard?.amount?.amount
    return {
      res: await env.api(visitor).post(`/ecom/v1/checkouts/${checkoutId}/create-order`, {}),
      paidByCard,
    }
  }
  const declined = await buy('someone@decline.test')
  expect(await balanceOf('GIFT-50')).toBe('50.00')
  expect(declined.res.status).not.toBe(200)
  const placed = await buy('someone@example.com')
  expect(placed.res.status, placed.res.text).toBe(200)
  const expected = (5000 - Math.round(Number(placed.paidByCard) * 100)) / 100
  expect(await balanceOf('GIFT-50')).toBe(expected.toFixed(2))
})
