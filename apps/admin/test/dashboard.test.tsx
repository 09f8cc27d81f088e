// @vitest-environment jsdom
import { paginate } from '@storefront-kit/sdk'
import { createBackInStockNotificationRequest } from '@storefront-kit/sdk/back-in-stock'
import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { queryProducts } from '@storefront-kit/sdk/catalog'
import { queryMembers } from '@storefront-kit/sdk/members'
import { cancelOrder, getOrder } from '@storefront-kit/sdk/orders'
import { queryReviews } from '@storefront-kit/sdk/reviews'
import { cleanup, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { sumText } from '../src/screens/orders/format'
import { phoneOrder, shopOrder, shopperOf, trackedProduct } from './support/orders'
import { ownerEmulator, renderAdmin } from './support/render-admin'

// The first screen of a file loads its lazy route (transformed on demand): wait as long as CI may.
const emu = ownerEmulator({ catalog: 'v1' })
const owner = emu.owner()
afterEach(cleanup)
afterAll(() => emu.close())

/** Cents of a decimal-string amount, to add money up exactly. */
const cents = (amount = '0') => Math.round(Number(amount) * 100)
let expectedSales = ''
let expectedOrders = 0

beforeAll(async () => {
  const product = await trackedProduct(owner)
  const placed = [
    await shopOrder(emu, product.id, { quantity: 2 }),
    await shopOrder(emu, product.id),
    (await phoneOrder(owner, '12.50')).id,
  ]
  // A canceled order is no sale.
  const canceled = (await phoneOrder(owner, '99.00')).id
  await cancelOrder(owner, canceled, {})
  const totals = await Promise.all(
    placed.map(async (id) => (await getOrder(owner, id)).order.priceSummary?.total?.amount),
  )
  expectedOrders = placed.length
  expectedSales = sumText((totals.reduce((sum, t) => sum + cents(t), 0) / 100).toFixed(2), 'USD')

  // Two shoppers wait for one product, one for another.
  const { products } = await queryProducts(owner, { query: { paging: { limit: 2 } } })
  const wanted = products.map((p) => ({ id: p.id ?? '', slug: p.slug ?? '', name: p.name ?? '' }))
  const ask = (index: number, email: string) =>
    createBackInStockNotificationRequest(shopperOf(emu), {
      request: {
        catalogReference: { catalogItemId: wanted[index]?.id ?? '', appId: STORES_APP_ID },
        email,
        itemUrl: `https://shop.example/products/${wanted[index]?.slug}`,
      },
      itemDetails: { name: wanted[index]?.name ?? '', price: '10.00' },
    })
  await ask(0, 'a@example.com')
  await ask(0, 'b@example.com')
  await ask(1, 'c@example.com')
})

const card = (name: string) => screen.findByRole('article', { name })

describe('the dashboard', () => {
  it("shows today's and this week's orders and sales (canceled ones left out), linking to them", async () => {
    renderAdmin('/', owner)
    for (const name of ['Today', 'This week']) {
      const figures = within(await card(name))
      expect(await figures.findByText(String(expectedOrders))).toBeTruthy()
      expect(figures.getByText(expectedSales)).toBeTruthy()
      const link = figures.getByRole('link')
      expect(link.getAttribute('href')).toMatch(/^\/orders\?from=\d{4}-\d{2}-\d{2}$/)
    }
  })

  it('counts the reviews waiting for moderation and the members waiting for approval', async () => {
    let waiting = 0
    const all = { query: { cursorPaging: { limit: 100 } }, returnPrivateReviews: true }
    for await (const review of paginate(owner, queryReviews, all))
      if (['SUBMITTED', 'IN_MODERATION'].includes(review.moderation.moderationStatus)) waiting++
    const { members } = await queryMembers(owner, {
      query: { paging: { limit: 100 } },
      fieldsets: ['FULL'],
    })
    const pending = members.filter((m) => m.status === 'PENDING').length
    expect(pending).toBeGreaterThan(0)
    renderAdmin('/', owner)
    const reviewsCard = within(await card('Pending reviews'))
    expect(await reviewsCard.findByText(String(waiting), { selector: '.figure' })).toBeTruthy()
    expect(reviewsCard.getByRole('link', { name: 'Moderate reviews' })).toBeTruthy()
    const membersCard = within(await card('Members awaiting approval'))
    expect(await membersCard.findByText(String(pending), { selector: '.figure' })).toBeTruthy()
    expect(membersCard.getByRole('link', { name: 'Review members' }).getAttribute('href')).toBe(
      '/members?status=PENDING',
    )
  })

  it('lists the products shoppers wait for, most wanted first', async () => {
    renderAdmin('/', owner)
    const demand = within(await card('Back-in-stock demand'))
    const items = await demand.findAllByRole('listitem')
    expect(items.map((item) => item.textContent?.replace(/^.*: /, ''))).toEqual([
      '2 waiting',
      '1 waiting',
    ])
  })
})
