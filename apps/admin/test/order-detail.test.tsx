// @vitest-environment jsdom
import { getProduct } from '@storefront-kit/sdk/catalog'
import { getOrder } from '@storefront-kit/sdk/orders'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { confirm } from './support/dialog'
import { phoneOrder, shopOrder, trackedProduct } from './support/orders'
import { ownerEmulator, renderAdmin } from './support/render-admin'

// The first screen of a file loads its lazy route (transformed on demand): wait as long as CI may.
const emu = ownerEmulator({ catalog: 'v1' })
const owner = emu.owner()
afterEach(cleanup)
afterAll(() => emu.close())

let product: Awaited<ReturnType<typeof trackedProduct>>
beforeAll(async () => {
  product = await trackedProduct(owner)
})

const order = async (id: string) => (await getOrder(owner, id)).order
const stock = async () => (await getProduct(owner, product.id)).product.stock?.quantity
const facts = () => screen.getByText('Payment', { selector: 'dt' }).closest('dl')
const openOrder = async (id: string) => {
  renderAdmin(`/orders/${id}`, owner)
  return screen.findByRole('heading', { level: 1, name: /^Order #\d+$/ })
}

describe('an order in the back office', () => {
  it('shows its lines, totals, addresses, tags and history at its own address', async () => {
    const id = await shopOrder(emu, product.id, { quantity: 2 })
    const placed = await order(id)
    const heading = await openOrder(id)
    expect(heading.textContent).toBe(`Order #${placed.number}`)
    expect(document.title).toBe(`Order #${placed.number} · Back office`)
    const items = screen.getByRole('table', { name: 'Items' })
    const line = within(items).getByRole('rowheader', { name: new RegExp(product.name) })
    expect(line.parentElement?.textContent).toContain('2')
    const totals = screen.getByRole('region', { name: 'Totals' })
    expect(totals.textContent).toContain(placed.priceSummary?.total?.formattedAmount)
    const addresses = screen.getByRole('region', { name: 'Addresses' })
    expect(addresses.textContent).toContain('1 Main St')
    expect(addresses.textContent).toContain('Ada Buyer')
    expect(screen.getByRole('region', { name: 'Tags' }).textContent).toContain('No tags.')
    const history = screen.getByRole('region', { name: 'Activity and notes' })
    expect(history.textContent).toContain('Order placed')
    expect(within(facts() as HTMLElement).getByText('Paid')).toBeTruthy()
  })

  it('captures an authorized payment: the order becomes PAID', async () => {
    const id = await shopOrder(emu, product.id, { delayCapture: true })
    await openOrder(id)
    expect(within(facts() as HTMLElement).getByText('Not paid')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /^Capture payment of / }))
    expect(await screen.findByText('Payment captured.')).toBeTruthy()
    await waitFor(async () => expect((await order(id)).paymentStatus).toBe('PAID'))
    await waitFor(() => expect(within(facts() as HTMLElement).getByText('Paid')).toBeTruthy())
  })

  it('voids an authorized payment after asking', async () => {
    const id = await shopOrder(emu, product.id, { delayCapture: true })
    await openOrder(id)
    confirm(screen.getByRole('button', { name: /^Void payment of / }), 'Void payment')
    expect(await screen.findByText('Payment voided.')).toBeTruthy()
    const voided = await order(id)
    expect(voided.activities.some((a) => a.authorizedPaymentVoided)).toBe(true)
    expect(voided.paymentStatus).not.toBe('PAID')
  })

  it('records part of a payment, refuses more than is owed in words, then marks it paid', async () => {
    const { id } = await phoneOrder(owner, '30.00')
    await openOrder(id)
    const amount = screen.getByLabelText('Amount received')
    fireEvent.change(amount, { target: { value: '10.00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Record a payment' }))
    expect(await screen.findByText('Payment recorded.')).toBeTruthy()
    expect((await order(id)).paymentStatus).toBe('PARTIALLY_PAID')

    fireEvent.change(amount, { target: { value: '99.00' } })
    fireEvent.click(screen.getByRole('button', { name: 'Record a payment' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Please check the form')
    expect((await order(id)).balanceSummary.balance.amount).toMatch(/^20(\.00)?$/)

    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }))
    expect(await screen.findByText('Marked as paid.')).toBeTruthy()
    expect((await order(id)).paymentStatus).toBe('PAID')
  })

  it('marks an order paid offline at checkout as paid', async () => {
    const id = await shopOrder(emu, product.id, { offline: true })
    expect((await order(id)).paymentStatus).toBe('NOT_PAID')
    await openOrder(id)
    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }))
    expect(await screen.findByText('Marked as paid.')).toBeTruthy()
    expect((await order(id)).paymentStatus).toBe('PAID')
    await waitFor(() => expect(within(facts() as HTMLElement).getByText('Paid')).toBeTruthy())
  })

  it('refunds one item with restock: PARTIALLY_REFUNDED, and the unit is back in stock', async () => {
    const id = await shopOrder(emu, product.id, { quantity: 2 })
    const before = await stock()
    await openOrder(id)
    const quantity = await screen.findByLabelText(`Quantity of ${product.name} to refund`)
    fireEvent.change(quantity, { target: { value: '1' } })
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Arrived damaged' } })
    const placed = await order(id)
    confirm(screen.getByRole('button', { name: `Refund order #${placed.number}` }), 'Refund')
    expect(await screen.findByText('Refund recorded.')).toBeTruthy()
    const refunded = await order(id)
    expect(refunded.paymentStatus).toBe('PARTIALLY_REFUNDED')
    expect(refunded.lineItems[0]?.restockQuantity).toBe(1)
    expect(await stock()).toBe((before ?? 0) + 1)
    const mail = emu.emulator.context.outbox.list({ kind: 'order-refunded' })
    expect(mail.some((m) => JSON.stringify(m).includes(refunded.number))).toBe(true)
  })

  it('refunds an amount of a cash payment as given back by hand', async () => {
    const { id } = await phoneOrder(owner, '30.00')
    await openOrder(id)
    fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' }))
    await screen.findByText('Marked as paid.')
    expect(await screen.findByText(/made outside the store/)).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Amount'))
    fireEvent.change(screen.getByLabelText('Amount to refund'), { target: { value: '5.00' } })
    const number = (await order(id)).number
    confirm(screen.getByRole('button', { name: `Refund order #${number}` }), 'Refund')
    expect(await screen.findByText('Refund recorded.')).toBeTruthy()
    const refunded = await order(id)
    expect(refunded.paymentStatus).toBe('PARTIALLY_REFUNDED')
    expect(refunded.balanceSummary.refunded?.amount).toMatch(/^5(\.00)?$/)
  })

  it('cancels with restock after asking', async () => {
    const id = await shopOrder(emu, product.id, { quantity: 3 })
    const before = await stock()
    const number = (await order(id)).number
    await openOrder(id)
    confirm(screen.getByRole('button', { name: `Cancel order #${number}` }), 'Cancel order')
    await waitFor(async () => expect((await order(id)).status).toBe('CANCELED'))
    expect(await stock()).toBe((before ?? 0) + 3)
    await waitFor(() => expect(within(facts() as HTMLElement).getByText('Canceled')).toBeTruthy())
  })

  it('adds and removes tags', async () => {
    const { id } = await phoneOrder(owner)
    await openOrder(id)
    fireEvent.change(screen.getByLabelText('New tag'), { target: { value: 'gift' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }))
    expect(await screen.findByRole('button', { name: 'Remove tag gift' })).toBeTruthy()
    expect((await order(id)).tags?.tags?.tagIds).toEqual(['gift'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag gift' }))
    await waitFor(async () => expect((await order(id)).tags?.tags?.tagIds).toEqual([]))
    expect(await screen.findByText('No tags.')).toBeTruthy()
  })

  it('adds, edits and deletes a note', async () => {
    const { id } = await phoneOrder(owner)
    await openOrder(id)
    fireEvent.change(screen.getByLabelText('New note'), {
      target: { value: 'Call before delivery' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }))
    const edit = await screen.findByRole('button', { name: 'Edit note “Call before delivery”' })
    fireEvent.click(edit)
    fireEvent.change(screen.getByLabelText('Edit note'), { target: { value: 'Call after 5 pm' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save note' }))
    await screen.findByRole('button', { name: 'Edit note “Call after 5 pm”' })
    const notes = (await order(id)).activities.filter((a) => a.merchantComment)
    expect(notes.map((a) => a.merchantComment?.message)).toEqual(['Call after 5 pm'])
    confirm(screen.getByRole('button', { name: 'Delete note “Call after 5 pm”' }), 'Delete note')
    await waitFor(async () =>
      expect((await order(id)).activities.some((a) => a.merchantComment)).toBe(false),
    )
  })

  it('says in words that an order does not exist', async () => {
    renderAdmin('/orders/00000000-0000-4000-8000-000000000000', owner)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Not found')
  })
})
