// @vitest-environment jsdom
import { getOrder, searchOrders } from '@storefront-kit/sdk/orders'
import { markOrderAsPaid } from '@storefront-kit/sdk/payments'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dayStart, dayValue, PAGE_SIZE } from '../src/screens/orders/list-params'
import { phoneOrder, shopperOf } from './support/orders'
import { ownerEmulator, renderAdmin } from './support/render-admin'

// The first screen of a file loads its lazy route (transformed on demand): wait as long as CI may.
const emu = ownerEmulator({ catalog: 'v1' })
const owner = emu.owner()
afterEach(cleanup)
afterAll(() => emu.close())

// 22 phone orders: more than a page; the newest two are paid. The emulated clock moves a second
// between them: two orders made in the same millisecond would tie on "newest first".
const orders: Awaited<ReturnType<typeof phoneOrder>>[] = []
beforeAll(async () => {
  for (let i = 0; i < PAGE_SIZE + 2; i++) {
    orders.push(await phoneOrder(owner, `${10 + i}.00`, `buyer${i}@example.com`))
    await emu.fetch('http://emulator.test/_emulator/clock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceSeconds: 1 }),
    })
  }
  for (const order of orders.slice(-2)) await markOrderAsPaid(owner, order.id)
})

const table = () => screen.findByRole('table', { name: 'Orders' })
const rowNumbers = async () =>
  within(await table())
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('the orders list', () => {
  it('shows the newest orders first, one page, each linking to its order', async () => {
    renderAdmin('/orders', owner)
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy()
    const numbers = await rowNumbers()
    expect(numbers).toHaveLength(PAGE_SIZE)
    expect(numbers[0]).toBe(`#${orders.at(-1)?.number}`)
    const newest = orders.at(-1)
    const link = within(await table()).getByRole('link', { name: `#${newest?.number}` })
    expect(link.getAttribute('href')).toBe(`/orders/${newest?.id}`)
  })

  it('writes the filters into the URL and shows only what they match', async () => {
    const { router } = renderAdmin('/orders', owner)
    await table()
    fireEvent.change(screen.getByLabelText('Payment'), { target: { value: 'PAID' } })
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'number:DESC' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(router.state.location.search).toBe('?payment=PAID&sort=number%3ADESC'),
    )
    await waitFor(async () =>
      expect(await rowNumbers()).toEqual([
        `#${orders.at(-1)?.number}`,
        `#${orders.at(-2)?.number}`,
      ]),
    )
  })

  it('opens a link with filters as the owner saw it: the same orders, the same form', async () => {
    const email = 'buyer7@example.com'
    renderAdmin(`/orders?q=${encodeURIComponent('buyer7@')}&payment=NOT_PAID`, owner)
    await waitFor(async () => expect(await rowNumbers()).toEqual([`#${orders[7]?.number}`]))
    expect((screen.getByLabelText('Order number or e-mail') as HTMLInputElement).value).toBe(
      'buyer7@',
    )
    expect((screen.getByLabelText('Payment') as HTMLSelectElement).value).toBe('NOT_PAID')
    expect(screen.getByRole('table', { name: 'Orders' }).textContent).toContain(email)
  })

  it('finds an order by its number', async () => {
    renderAdmin(`/orders?q=${orders[3]?.number}`, owner)
    await waitFor(async () => expect(await rowNumbers()).toEqual([`#${orders[3]?.number}`]))
  })

  it("filters by the days the orders were placed, in the owner's time zone", async () => {
    const today = dayValue(new Date())
    const tomorrow = dayValue(dayStart(today, 1) ?? new Date())
    renderAdmin(`/orders?from=${today}&to=${today}`, owner)
    expect(await rowNumbers()).toHaveLength(PAGE_SIZE)
    cleanup()
    renderAdmin(`/orders?from=${tomorrow}`, owner)
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy()
  })

  it('says so when nothing matches', async () => {
    renderAdmin('/orders?status=REJECTED', owner)
    expect(await screen.findByText('No orders match these filters.')).toBeTruthy()
  })

  it('pages with the cursor in the URL, forward and back', async () => {
    const { router } = renderAdmin('/orders', owner)
    const first = await rowNumbers()
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
    await waitFor(() => expect(router.state.location.search).toMatch(/cursor=/))
    await waitFor(async () => expect(await rowNumbers()).toHaveLength(2))
    const second = await rowNumbers()
    expect(second.some((n) => first.includes(n))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }))
    await waitFor(async () => expect(await rowNumbers()).toEqual(first))
  })

  it('tags, archives and marks as paid the selected orders, saying what was not done', async () => {
    renderAdmin('/orders', owner)
    const rows = within(await table())
    const [paid, unpaid] = [orders.at(-1), orders.at(-5)]
    const picked = [paid?.number, unpaid?.number]
    for (const number of picked) fireEvent.click(rows.getByLabelText(`Select order #${number}`))
    expect(screen.getByText('2 selected')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Tag'), { target: { value: 'wholesale' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add tag to selected' }))
    expect(await screen.findByText('Tags: 2 orders done.')).toBeTruthy()
    const tagged = await searchOrders(owner, {
      search: { filter: { 'tags.tags.tagIds': { $hasSome: ['wholesale'] } } },
    })
    expect(tagged.orders.map((o) => o.number).sort()).toEqual([...picked].sort())

    await waitFor(() =>
      expect(screen.getByText('Select orders to act on several at once')).toBeTruthy(),
    )
    for (const number of picked) fireEvent.click(rows.getByLabelText(`Select order #${number}`))
    fireEvent.click(screen.getByRole('button', { name: 'Mark selected as paid' }))
    // One was paid already: the platform refuses it, the other is marked.
    expect(
      await screen.findByText(/^Mark as paid: 1 order done, 1 not done \(.+\)\.$/),
    ).toBeTruthy()
    expect((await getOrder(owner, unpaid?.id ?? '')).order.paymentStatus).toBe('PAID')

    for (const number of picked) fireEvent.click(rows.getByLabelText(`Select order #${number}`))
    fireEvent.click(screen.getByRole('button', { name: 'Archive selected' }))
    expect(await screen.findByText('Archive: 2 orders done.')).toBeTruthy()
    expect((await getOrder(owner, paid?.id ?? '')).order.archived).toBe(true)
  })

  it('tells a client without the owner key in words that it is not allowed', async () => {
    renderAdmin('/orders', shopperOf(emu))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Not allowed')
  })
})
