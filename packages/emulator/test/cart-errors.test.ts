import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  appCode,
  CART,
  commerceEmulator,
  line,
  ref,
  violations,
  type Who,
} from './support/commerce'

let t: ReturnType<typeof commerceEmulator>
let v: Who
beforeAll(async () => {
  t = commerceEmulator()
  v = await t.visitor()
  await t.add(v, line('leather-card-wallet'))
})
afterAll(() => t.close())

const add = (body: unknown) => t.api(v).post(`${CART}/add-to-cart`, body)

describe('current cart: bad input answers the right status and envelope', () => {
  it.each([
    ['zero', 0, 'MIN'],
    ['negative', -3, 'MIN'],
    ['too many', 100_001, 'MAX'],
    // The rule of a type error comes from http/validate.ts (see the report): only the field is pinned.
    ['fractional', 1.5, undefined],
    ['text', '2', undefined],
  ])('quantity %s → 400 on lineItems[0].quantity', async (_name, quantity, rule) => {
    const res = await add({ lineItems: [{ ...line('leather-card-wallet'), quantity }] })
    expect(res.status).toBe(400)
    expect(violations(res)).toContainEqual(
      expect.objectContaining({
        field: 'lineItems[0].quantity',
        ...(rule && { violatedRule: rule }),
      }),
    )
    expect(res.json.message).toBeTypeOf('string')
  })

  it('reports every violation at once', async () => {
    const res = await add({
      lineItems: [{ quantity: 'two', catalogReference: { appId: '' } }, { quantity: 0 }],
    })
    expect(res.status).toBe(400)
    const fields = violations(res).map((x) => x.field)
    expect(fields).toEqual(
      expect.arrayContaining([
        'lineItems[0].quantity',
        'lineItems[0].catalogReference.catalogItemId',
        'lineItems[0].catalogReference.appId',
        'lineItems[1].quantity',
        'lineItems[1].catalogReference',
      ]),
    )
  })

  it('unknown, hidden and other-app items → 404 CATALOG_ITEM_NOT_FOUND, cart unchanged', async () => {
    const before = (await t.api(v).get(CART)).json
    for (const catalogReference of [
      { catalogItemId: '00000000-0000-4000-8000-000000000001', appId: ref('x').appId },
      ref('mountain-line-tee'),
      { ...ref('leather-card-wallet'), appId: '13d21c63-b5ec-5912-8397-c3a5ddb27a97' },
      ref('classic-cotton-tee', { options: { Size: 'XXXL' } }),
    ]) {
      const res = await add({
        lineItems: [line('pour-over-coffee-set'), { quantity: 1, catalogReference }],
      })
      expect(res.status).toBe(404)
      expect(appCode(res)).toBe('CATALOG_ITEM_NOT_FOUND')
      expect(res.json.details?.applicationError).toMatchObject({
        data: { field: 'lineItems[1].catalogReference' },
      })
    }
    expect((await t.api(v).get(CART)).json).toEqual(before)
  })

  it('coupons: unknown → 428 ERROR_COUPON_DOES_NOT_EXIST, expired → 428 ERROR_COUPON_HAS_EXPIRED', async () => {
    const unknown = await t.api(v).patch(CART, { couponCode: 'NOPE' })
    expect([unknown.status, appCode(unknown)]).toEqual([428, 'ERROR_COUPON_DOES_NOT_EXIST'])
    const expired = await t.api(v).patch(CART, { couponCode: 'SUMMER2020' })
    expect([expired.status, appCode(expired)]).toEqual([428, 'ERROR_COUPON_HAS_EXPIRED'])
  })

  it('quantity update of a line that is not there → 404 LINE_ITEM_NOT_FOUND; bad ids → 400', async () => {
    const missing = await t.api(v).post(`${CART}/update-line-items-quantity`, {
      lineItems: [{ id: '00000000-0000-4000-8000-000000000002', quantity: 2 }],
    })
    expect([missing.status, appCode(missing)]).toEqual([404, 'LINE_ITEM_NOT_FOUND'])
    const notGuid = await t.api(v).post(`${CART}/remove-line-items`, { lineItemIds: ['abc'] })
    expect(notGuid.status).toBe(400)
    expect(violations(notGuid)[0]).toMatchObject({ field: 'lineItemIds[0]' })
    const empty = await t.api(v).post(`${CART}/remove-line-items`, { lineItemIds: [] })
    expect(violations(empty)[0]).toMatchObject({ field: 'lineItemIds', violatedRule: 'MIN_SIZE' })
    const zero = await t.api(v).post(`${CART}/update-line-items-quantity`, {
      lineItems: [{ id: '00000000-0000-4000-8000-000000000002', quantity: 0 }],
    })
    expect(violations(zero)[0]).toMatchObject({
      field: 'lineItems[0].quantity',
      violatedRule: 'MIN',
    })
  })

  it('prices from a shopper → 403; no token → 401; malformed JSON → 400', async () => {
    const custom = await add({
      customLineItems: [
        {
          quantity: 1,
          price: '1',
          itemType: { preset: 'PHYSICAL' },
          productName: { original: 'Gift wrap' },
        },
      ],
    })
    expect([custom.status, appCode(custom)]).toEqual([403, 'PERMISSION_DENIED'])
    const override = await add({
      lineItems: [{ ...line('leather-card-wallet'), catalogOverrideFields: { price: '1' } }],
    })
    expect(override.status).toBe(403)
    const discount = await t.api(v).patch(CART, { merchantDiscounts: [{ amount: '10' }] })
    expect(discount.status).toBe(403)
    const anonymous = await t.call('POST', `${CART}/add-to-cart`, {
      lineItems: [line('leather-card-wallet')],
    })
    expect([anonymous.status, appCode(anonymous)]).toEqual([401, 'UNAUTHENTICATED'])
    const broken = await t.call('POST', `${CART}/add-to-cart`, '{"lineItems": [', v.headers)
    expect(broken.status).toBe(400)
  })

  it('a line holds at most 100,000 units, even when merged', async () => {
    const w = await t.visitor()
    await t.add(w, line('leather-card-wallet', 60_000))
    const res = await t
      .api(w)
      .post(`${CART}/add-to-cart`, { lineItems: [line('leather-card-wallet', 50_000)] })
    expect(res.status).toBe(400)
    expect(violations(res)[0]).toMatchObject({
      field: 'lineItems[0].quantity',
      violatedRule: 'MAX',
    })
  })

  it('estimate and create-checkout need a cart; create-checkout needs a channel type', async () => {
    const w = await t.visitor()
    const estimate = await t.api(w).post(`${CART}/estimate-totals`, {})
    expect([estimate.status, appCode(estimate)]).toEqual([404, 'OWNED_CART_NOT_FOUND'])
    const noChannel = await t.api(v).post(`${CART}/create-checkout`, {})
    expect(noChannel.status).toBe(400)
    expect(violations(noChannel)).toEqual([expect.objectContaining({ field: 'channelType' })])
    const badChannel = await t.api(v).post(`${CART}/create-checkout`, { channelType: 'MARS' })
    expect(violations(badChannel)[0]).toMatchObject({
      field: 'channelType',
      violatedRule: 'INVALID_ENUM_VALUE',
    })
  })
})
