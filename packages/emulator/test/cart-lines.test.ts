import type { Cart } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoProductId } from '../src/areas/catalog/ids'
import { appCode, CART, commerceEmulator, line, type Who } from './support/commerce'

let t: ReturnType<typeof commerceEmulator>
beforeAll(() => {
  t = commerceEmulator()
})
afterAll(() => t.close())

const cartOf = (res: { json: unknown }) => (res.json as { cart: Cart }).cart

describe('current cart: lines', () => {
  let v: Who
  beforeAll(async () => {
    v = await t.visitor()
  })

  it('has no cart before the first add: 404 OWNED_CART_NOT_FOUND in the envelope', async () => {
    const res = await t.api(v).get(CART)
    expect(res.status).toBe(404)
    expect(appCode(res)).toBe('OWNED_CART_NOT_FOUND')
    expect(res.headers.get('x-wix-request-id')).toBeTruthy()
  })

  it('creates the cart on add, pricing the line from the catalog', async () => {
    const cart = await t.add(v, line('leather-card-wallet', 2))
    expect(cart.revision).toBe('1')
    expect(cart.buyerInfo).toEqual({ visitorId: v.id, memberId: '', userId: '' })
    expect(cart).toMatchObject({
      currency: 'USD',
      conversionCurrency: 'USD',
      paymentCurrency: 'USD',
      weightUnit: 'KG',
      appliedDiscounts: [],
    })
    const [item] = cart.lineItems
    expect(item).toMatchObject({
      quantity: 2,
      productName: { original: 'Leather Card Wallet' },
      price: { amount: '39.00', formattedAmount: '$39.00', convertedAmount: '39.00' },
      fullPrice: { amount: '39.00' },
      lineItemPrice: { amount: '78.00' },
      availability: { status: 'AVAILABLE' },
      physicalProperties: { shippable: true, weight: 0.05, sku: 'BG-WAL-03' },
      itemType: { preset: 'PHYSICAL', custom: '' },
      url: { relativePath: '/product-page/leather-card-wallet' },
      paymentOption: 'FULL_PAYMENT_ONLINE',
      customLineItem: false,
      priceUndetermined: false,
      fixedQuantity: false,
      savePaymentMethod: false,
      membersOnly: false,
    })
    expect(item?.image?.url).toMatch(/\/media\//)
    expect(item?.id).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('merges the same item, keeps variants apart, and counts revisions', async () => {
    await t.add(v, line('leather-card-wallet', 1))
    await t.add(v, line('classic-cotton-tee', 1, { options: { Size: 'M', Color: 'White' } }))
    const cart = await t.add(
      v,
      line('classic-cotton-tee', 2, { options: { Color: 'White', Size: 'M' } }),
      line('classic-cotton-tee', 1, { options: { Size: 'L', Color: 'Navy' } }),
    )
    expect(cart.revision).toBe('4')
    const quantities = cart.lineItems.map((l) => [
      l.productName.original,
      l.quantity,
      l.descriptionLines?.length,
    ])
    expect(quantities).toEqual([
      ['Leather Card Wallet', 3, 0],
      ['Classic Cotton Tee', 3, 2],
      ['Classic Cotton Tee', 1, 2],
    ])
    const navy = cart.lineItems[2]
    expect(navy?.descriptionLines).toContainEqual({
      name: { original: 'Color' },
      colorInfo: { original: 'Navy' },
    })
  })

  it('shows catalog discounts and stock: sale price, partial, sold out, digital', async () => {
    const w = await t.visitor()
    const cart = await t.add(
      w,
      line('cotton-market-bag'),
      line('weekender-duffel', 5),
      line('enamel-camp-mug'),
      line('houseplant-handbook-ebook'),
    )
    const [bag, duffel, mug, ebook] = cart.lineItems
    expect([bag?.price.amount, bag?.fullPrice?.amount]).toEqual(['10.50', '14.00'])
    expect(duffel?.availability).toEqual({ status: 'PARTIALLY_AVAILABLE', quantityAvailable: 4 })
    expect(mug?.availability).toEqual({ status: 'NOT_AVAILABLE', quantityAvailable: 0 })
    expect(ebook?.itemType.preset).toBe('DIGITAL')
    expect(ebook?.physicalProperties.shippable).toBe(false)
  })

  it('updates quantities and removes lines (unknown ids are ignored)', async () => {
    const before = cartOf(await t.api(v).get(CART))
    const [first, second, third] = before.lineItems
    const updated = cartOf(
      await t.api(v).post(`${CART}/update-line-items-quantity`, {
        lineItems: [{ id: first?.id, quantity: 7 }],
      }),
    )
    expect(updated.lineItems[0]).toMatchObject({ quantity: 7, lineItemPrice: { amount: '273.00' } })
    const removed = cartOf(
      await t.api(v).post(`${CART}/remove-line-items`, {
        lineItemIds: [second?.id, third?.id, '00000000-0000-4000-8000-000000000000'],
      }),
    )
    expect(removed.lineItems.map((l) => l.id)).toEqual([first?.id])
    expect(Number(removed.revision)).toBe(Number(before.revision) + 2)
  })

  it('re-prices lines from the catalog when the product changes', async () => {
    const w = await t.visitor()
    await t.add(w, line('pour-over-coffee-set'))
    // The owner changes the price through the catalog's own write API.
    const id = demoProductId('pour-over-coffee-set')
    const res = await t
      .api(t.owner)
      .patch(`/stores/v1/products/${id}`, { product: { priceData: { price: 50 } } })
    expect(res.status).toBe(200)
    const cart = cartOf(await t.api(w).get(CART))
    expect(cart.lineItems[0]?.price.amount).toBe('50.00')
  })
})

describe('current cart: fields, coupon, delete, events', () => {
  it('updates buyer note and contact, applies and replaces a coupon, removes it', async () => {
    const v = await t.visitor()
    await t.add(v, line('leather-card-wallet'))
    let cart = cartOf(
      await t.api(v).patch(CART, {
        cartInfo: { buyerNote: 'gift wrap', buyerInfo: { email: 'ann@example.com' } },
        couponCode: 'save10',
      }),
    )
    expect(cart.buyerNote).toBe('gift wrap')
    expect(cart.buyerInfo.email).toBe('ann@example.com')
    expect(cart.buyerInfo.contactId).toMatch(/^[0-9a-f-]{36}$/)
    expect(cart.appliedDiscounts).toEqual([{ coupon: { id: expect.any(String), code: 'SAVE10' } }])
    cart = cartOf(await t.api(v).patch(CART, { couponCode: 'FREESHIP' }))
    expect(cart.appliedDiscounts.map((d) => d.coupon?.code)).toEqual(['FREESHIP'])
    expect(cart.buyerNote).toBe('gift wrap')
    cart = cartOf(await t.api(v).patch(CART, { cartInfo: {}, cartFieldmask: 'buyerNote' }))
    expect(cart.buyerNote).toBeUndefined()
    cart = cartOf(await t.api(v).post(`${CART}/remove-coupon`))
    expect(cart.appliedDiscounts).toEqual([])
  })

  it('deletes the cart ({}), then has none; events record each change with the visitor', async () => {
    const v = await t.visitor()
    const cart = await t.add(v, line('leather-card-wallet'))
    await t.api(v).post(`${CART}/update-line-items-quantity`, {
      lineItems: [{ id: cart.lineItems[0]?.id, quantity: 2 }],
    })
    const res = await t.api(v).del(CART)
    expect([res.status, res.json]).toEqual([200, {}])
    expect((await t.api(v).get(CART)).status).toBe(404)
    expect((await t.api(v).del(CART)).status).toBe(200)
    const events = t.events('wix.ecom.v1.cart', cart.id)
    expect(events.map((e) => e.metadata.eventType)).toEqual([
      'wix.ecom.v1.cart_created',
      'wix.ecom.v1.cart_updated',
      'wix.ecom.v1.cart_deleted',
    ])
    for (const event of events)
      expect(event.metadata.identity).toEqual({
        identityType: 'ANONYMOUS_VISITOR',
        anonymousVisitorId: v.id,
      })
    expect((events[1]?.entity as Cart | undefined)?.lineItems[0]?.quantity).toBe(2)
    expect(events[2]?.entity).toBeUndefined()
  })

  it('lets the API key add custom lines, catalog overrides and merchant discounts', async () => {
    const cart = cartOf(
      await t.api(t.owner).post(`${CART}/add-to-cart`, {
        customLineItems: [
          {
            quantity: 2,
            price: '12.345',
            itemType: { preset: 'SERVICE' },
            productName: { original: 'Engraving' },
          },
        ],
        lineItems: [{ ...line('leather-card-wallet'), catalogOverrideFields: { price: '30' } }],
      }),
    )
    const [wallet, engraving] = cart.lineItems
    expect(engraving).toMatchObject({
      customLineItem: true,
      price: { amount: '12.35' },
      lineItemPrice: { amount: '24.70' },
      itemType: { preset: 'SERVICE', custom: '' },
      physicalProperties: { shippable: false },
    })
    expect(wallet?.price.amount).toBe('30.00')
    const discounted = cartOf(
      await t.api(t.owner).patch(CART, { merchantDiscounts: [{ amount: '5' }] }),
    )
    expect(discounted.appliedDiscounts).toEqual([
      { merchantDiscount: { amount: expect.objectContaining({ amount: '5.00' }) } },
    ])
  })
})
