import type { Page } from 'playwright-core'
import type { Servers } from './servers'

/**
 * Places an order for what is in the cart, as a shopper does: the cart's Checkout, the
 * emulator's hosted checkout (address, test card, Pay), back on the shop's thank-you page.
 * Resolves with the thank-you page's path (`/thank-you?orderId=…`), which only this visitor (or
 * the member they are) may open again.
 */
export async function placeOrder(page: Page, servers: Servers): Promise<string> {
  await page.goto(`${servers.shopUrl}/cart`)
  await page.locator('fieldset.hydration-gate:not([disabled])').waitFor({ state: 'attached' })
  await page.getByRole('button', { name: 'Checkout' }).click()
  await page.waitForURL(`${servers.emulatorUrl}/__hosted/checkout**`)
  const field = (label: string) => page.getByLabel(label, { exact: true })
  await page.getByRole('heading', { name: 'Contact and address' }).waitFor()
  // A signed-in member's details may come filled in: fill only what is empty.
  for (const [label, value] of [
    ['E-mail', 'sam.shopper@example.com'],
    ['First name', 'Sam'],
    ['Last name', 'Shopper'],
    ['Street and number', '100 Market Street'],
    ['City', 'San Francisco'],
    ['Postal code', '94105'],
  ] as const)
    if (!(await field(label).inputValue())) await field(label).fill(value)
  await field('Country').selectOption('US')
  await page.getByLabel(/^State or region code/).fill('CA')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByRole('heading', { name: 'Payment' }).waitFor()
  await field('Name on card').fill('Sam Shopper')
  await field('Card number').fill('4242 4242 4242 4242')
  await field('Expiry (MM/YY)').fill('12/34')
  await field('Security code').fill('123')
  await page.getByRole('button', { name: /^Pay / }).click()
  await page.waitForURL(`${servers.shopUrl}/thank-you?**`)
  await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
  const url = new URL(page.url())
  return `${url.pathname}${url.search}`
}
