import type { Client } from '@storefront-kit/sdk'
import { getOrder, type Order } from '@storefront-kit/sdk/orders'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Flow } from '../support/steps'

/** The order's status facts on its page, as the owner reads them. */
const fact = (page: Page, name: string) =>
  page.locator('.order-facts div', { has: page.locator('dt', { hasText: name }) }).locator('dd')

/** Finds an order by its number in the orders list and opens it, as the owner does. */
export async function openOrderFromList(f: Flow, adminUrl: string, order: Order): Promise<void> {
  const { page } = f
  await page.goto(`${adminUrl}/orders`)
  await page.getByRole('table', { name: 'Orders' }).waitFor()
  await page.getByLabel('Order number or e-mail').fill(order.number)
  await page.getByRole('button', { name: 'Search' }).click()
  await page.waitForURL(`**/orders?q=${order.number}**`)
  await expect
    .poll(() => page.getByRole('table', { name: 'Orders' }).getByRole('row').count())
    .toBe(2)
  await page.getByRole('link', { name: `#${order.number}` }).click()
  await page.getByRole('heading', { level: 1, name: `Order #${order.number}` }).waitFor()
}

/** The order's payment status as its page shows it, once it reads `expected`. */
export async function expectPayment(page: Page, expected: string): Promise<void> {
  await expect.poll(() => fact(page, 'Payment').textContent()).toBe(expected)
}

/** Captures the order's authorized payment from its page; it becomes PAID. */
export async function captureFlow(f: Flow, adminUrl: string, owner: Client, order: Order) {
  const { page } = f
  await f.step('find the order in the list', async () => {
    await openOrderFromList(f, adminUrl, order)
    await expectPayment(page, 'Not paid')
    await f.shot('order with an authorized payment')
  })
  await f.step('capture the payment', async () => {
    await page.getByRole('button', { name: /^Capture payment of / }).click()
    await page.getByText('Payment captured.').waitFor()
    await expectPayment(page, 'Paid')
    expect((await getOrder(owner, order.id)).order.paymentStatus).toBe('PAID')
    await f.shot('order captured')
  })
}

/** Marks an order paid offline as paid from its page. */
export async function markPaidFlow(f: Flow, adminUrl: string, owner: Client, order: Order) {
  const { page } = f
  await f.step('open the order paid offline', async () => {
    await openOrderFromList(f, adminUrl, order)
    await expectPayment(page, 'Not paid')
  })
  await f.step('mark it as paid', async () => {
    await page.getByRole('button', { name: 'Mark as paid' }).click()
    await page.getByText('Marked as paid.').waitFor()
    await expectPayment(page, 'Paid')
    expect((await getOrder(owner, order.id)).order.paymentStatus).toBe('PAID')
    await f.shot('order marked as paid')
  })
}

/**
 * Refunds one unit of the order's first line with restock, after confirming; the order becomes
 * PARTIALLY_REFUNDED.
 */
export async function refundFlow(f: Flow, adminUrl: string, owner: Client, order: Order) {
  const { page } = f
  const line = order.lineItems[0]
  await f.step('open the paid order', async () => {
    await openOrderFromList(f, adminUrl, order)
    await expectPayment(page, 'Paid')
  })
  await f.step('refund one item, back into stock', async () => {
    await page.getByLabel(`Quantity of ${line?.productName.original} to refund`).fill('1')
    await page.getByLabel('Put the refunded items back in stock').check()
    await page.getByLabel('Reason').fill('One arrived damaged')
    await f.shot('refund form')
    await page.getByRole('button', { name: `Refund order #${order.number}` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Refund' }).click()
    await page.getByText('Refund recorded.').waitFor()
    await expectPayment(page, 'Partially refunded')
    const refunded = (await getOrder(owner, order.id)).order
    expect(refunded.paymentStatus).toBe('PARTIALLY_REFUNDED')
    expect(refunded.lineItems[0]?.restockQuantity).toBe(1)
    await f.shot('order partly refunded')
  })
}
