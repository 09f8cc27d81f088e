import type { Page } from 'playwright-core'

/** Waits until the page has hydrated (its form controls are enabled from then on). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('fieldset.hydration-gate:not([disabled])').waitFor({ state: 'attached' })
}

/** Puts one of a product into the cart from its page, as a shopper does. */
export async function addToCart(page: Page, shopUrl: string, slug: string): Promise<void> {
  await page.goto(`${shopUrl}/products/${slug}`)
  await page.getByRole('button', { name: 'Add to cart' }).click()
  await page.getByText('Added to your cart.').waitFor()
}

/** Signs the demo member in with the shop's form; resolves on the account page. */
export async function signIn(page: Page, shopUrl: string): Promise<void> {
  await page.goto(`${shopUrl}/sign-in`)
  await page.getByLabel('E-mail').fill('demo.member@example.com')
  await page.getByLabel('Password').fill('demo-password')
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.waitForURL(`${shopUrl}/account`)
  await page.getByTestId('member-email').waitFor()
}
