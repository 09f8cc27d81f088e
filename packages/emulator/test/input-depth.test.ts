import type { Checkout } from '@storefront-kit/wire'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_JSON_DEPTH } from '../src/http/json-depth'
import { CART, CHECKOUTS, line, violations } from './support/commerce'
import { ORDERS, type OrdersEmulator, ordersEmulator, readyCheckout } from './support/orders'

/**
 * JSON nested deeper than the database stores (SQLite: 1,000 levels) is a 400 naming the field,
 * on every write, before anything is written; it used to be a 500 from the store.
 */
let t: OrdersEmulator
beforeAll(() => {
  t = ordersEmulator()
})
afterAll(() => t.close())

/** `{"a":{"a":…1…}}`, `levels` objects deep, as text (JSON.stringify recurses). */
const deepText = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`
const HOLE = '"@deep@"'
/** `body` as JSON text with `levels` of nesting where it holds {@link HOLE}. */
const withDeep = (body: unknown, levels: number) =>
  JSON.stringify(body).replace(HOLE, deepText(levels))
/** Deepest nesting of objects and arrays in JSON text (ours holds no brackets in strings). */
const depthOf = (text: string) => {
  let depth = 0
  let deepest = 0
  for (const char of text)
    if (char === '{' || char === '[') deepest = Math.max(deepest, ++depth)
    else if (char === '}' || char === ']') depth--
  return deepest
}
const deep = JSON.parse(HOLE) as string
const extended = { namespaces: { app: { x: deep } } }

/** How many state changes the emulator has recorded (every write records at least one). */
const recorded = () => t.ctx.events.list().length

describe('JSON nested deeper than the database stores', () => {
  it('answers 400 naming the field on add-to-cart, and creates no cart', async () => {
    const visitor = await t.visitor()
    const before = recorded()
    const res = await t.call(
      'POST',
      `${CART}/add-to-cart`,
      withDeep({ lineItems: [{ ...line('classic-cotton-tee'), extendedFields: extended }] }, 1001),
      visitor.headers,
    )
    expect(res.status, res.text.slice(0, 300)).toBe(400)
    const [first, ...rest] = violations(res)
    expect(rest).toEqual([])
    expect(first).toMatchObject({ violatedRule: 'MAX', data: { threshold: MAX_JSON_DEPTH } })
    expect(first?.field.startsWith('lineItems[0].extendedFields.namespaces.app.x')).toBe(true)
    expect(res.headers.get('x-wix-request-id')).toBeTruthy()
    expect(recorded()).toBe(before)
    expect((await t.api(visitor).get(CART)).status).toBe(404)
  })

  it('answers 400 on cart, checkout, member and order writes, writing nothing', async () => {
    const visitor = await t.visitor()
    const member = await t.member()
    await t.add(visitor, line('classic-cotton-tee'))
    const checkout = await t.createCheckout(visitor, readyCheckout())
    const writes: [string, string, Record<string, string>, unknown][] = [
      ['PATCH', CART, visitor.headers, { cart: { extendedFields: extended } }],
      ['POST', CHECKOUTS, visitor.headers, { ...readyCheckout(), extendedFields: extended }],
      [
        'PATCH',
        `${CHECKOUTS}/${checkout.id}`,
        visitor.headers,
        { checkout: { extendedFields: extended } },
      ],
      [
        'PATCH',
        '/members/v1/members/my',
        member.headers,
        { member: { contact: { customFields: { x: { value: deep } } } } },
      ],
      [
        'POST',
        ORDERS,
        t.owner.headers,
        {
          order: {
            lineItems: [
              {
                productName: { original: 'Wool Throw Blanket' },
                catalogReference: line('wool-throw-blanket').catalogReference,
                quantity: 1,
                itemType: { preset: 'PHYSICAL' },
                price: { amount: '98' },
              },
            ],
            priceSummary: { subtotal: { amount: '98' }, total: { amount: '98' } },
            channelInfo: { type: 'BACKOFFICE_MERCHANT' },
            extendedFields: extended,
          },
        },
      ],
    ]
    for (const [method, path, headers, body] of writes) {
      const before = recorded()
      const res = await t.call(method, path, withDeep(body, 1001), headers)
      expect(res.status, `${method} ${path}: ${res.text.slice(0, 300)}`).toBe(400)
      expect(violations(res).map((v) => v.violatedRule)).toEqual(['MAX'])
      expect(recorded(), `${method} ${path} wrote`).toBe(before)
    }
  })

  it('keeps room for what the emulator wraps around a field: the deepest request goes from cart to order', async () => {
    const visitor = await t.visitor()
    const lineBody = (levels: number) =>
      withDeep({ lineItems: [{ ...line('classic-cotton-tee'), extendedFields: extended }] }, levels)
    let levels = 1
    while (depthOf(lineBody(levels + 1)) <= MAX_JSON_DEPTH) levels++
    expect(depthOf(lineBody(levels))).toBe(MAX_JSON_DEPTH)
    const added = await t.call('POST', `${CART}/add-to-cart`, lineBody(levels), visitor.headers)
    expect(added.status, added.text.slice(0, 300)).toBe(200)

    const body = withDeep(
      {
        ...readyCheckout([{ ...line('classic-cotton-tee'), extendedFields: extended } as never]),
        channelType: 'WEB',
      },
      levels,
    )
    const created = await t.call('POST', CHECKOUTS, body, visitor.headers)
    expect(created.status, created.text.slice(0, 300)).toBe(200)
    const checkout = (created.json as unknown as { checkout: Checkout }).checkout
    const ordered = await t.api(visitor).post(`${CHECKOUTS}/${checkout.id}/create-order`)
    expect(ordered.status, ordered.text.slice(0, 300)).toBe(200)
    const orderId = (ordered.json as { orderId: string }).orderId
    const order = await t.api(t.owner).get(`${ORDERS}/${orderId}`)
    expect(order.status).toBe(200)
    expect(depthOf(order.text)).toBeGreaterThan(MAX_JSON_DEPTH)

    const tooDeep = await t.call(
      'POST',
      `${CART}/add-to-cart`,
      lineBody(levels + 1),
      visitor.headers,
    )
    expect(tooDeep.status).toBe(400)
  })

  it('counts the query string too: a deep .r is refused before the route runs', async () => {
    const visitor = await t.visitor()
    const payload = withDeep({ query: { filter: { x: deep } } }, 1001)
    const res = await t.call(
      'GET',
      `/ecom/v1/carts/current?.r=${Buffer.from(payload).toString('base64url')}`,
      undefined,
      visitor.headers,
    )
    expect(res.status).toBe(400)
    expect(violations(res)[0]?.field.startsWith('query.filter.x')).toBe(true)
  })
})
