import { copyFileSync, mkdirSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { latestCode } from './emulator-api'
import type { Servers } from './servers'
import { settleImages } from './shop-browser'
import { ARTIFACTS, type Flow } from './steps'

/**
 * The first screen of the home page, for the README: always saved with the artifacts, and copied
 * to docs/images/shop.png when SHOP_SCREENSHOT=1 (`SHOP_SCREENSHOT=1 npx vitest run e2e/shop`).
 */
async function readmeScreenshot(page: Page) {
  const path = `${ARTIFACTS}readme-shop.png`
  mkdirSync(ARTIFACTS, { recursive: true })
  await page.screenshot({ path })
  if (process.env.SHOP_SCREENSHOT === '1')
    copyFileSync(path, new URL('../../docs/images/shop.png', import.meta.url).pathname)
}

/** The number in the header's cart link. */
const cartCount = async (f: Flow) =>
  Number(
    await f.page
      .locator('.cart-count')
      .textContent()
      .then((t) => (t ?? '').replace(/\D+/g, '')),
  )

/** Waits until the header's cart count is `n` (the cart updates optimistically, then settles). */
async function expectCartCount(f: Flow, n: number) {
  await expect.poll(() => cartCount(f), { timeout: 15_000 }).toBe(n)
}

/**
 * The whole purchase: home → collection → two products into the cart → one more of the first →
 * coupon SAVE10 → estimate for a Californian address → hosted checkout → pay with the test card →
 * the thank-you page shows the order. Resolves with the order number shown. `browse: false`
 * starts at the first product's page (the cart's part only, for a second run of the cart).
 */
export async function checkoutFlow(
  f: Flow,
  servers: Servers,
  { browse = true }: { browse?: boolean } = {},
): Promise<string> {
  const { page } = f
  if (browse) await browseToTheTee(f, servers)
  else
    await f.step('open the Classic Cotton Tee', async () => {
      await page.goto(`${servers.shopUrl}/products/classic-cotton-tee`)
    })
  await addTheItems(f, servers)
  return payForTheCart(f, servers)
}

/** Home → the Apparel collection, sorted by price → the Classic Cotton Tee's page. */
async function browseToTheTee(f: Flow, servers: Servers) {
  const { page } = f
  await f.step('open the home page', async () => {
    await page.goto(servers.shopUrl)
    await page.getByRole('heading', { name: 'Collections' }).waitFor()
    await page.getByTestId('product-grid').first().waitFor()
    await settleImages(page)
    await f.shot('home')
    await readmeScreenshot(page)
  })
  await f.step('open the Apparel collection', async () => {
    await page.getByRole('link', { name: /^Apparel/ }).click()
    await page.getByRole('heading', { level: 1, name: 'Apparel' }).waitFor()
    await page.getByTestId('product-grid').waitFor()
    await f.shot('collection')
  })
  await f.step('sort by price and see the cheapest first', async () => {
    await page.getByLabel('Sort by').selectOption('price-asc')
    await page.waitForURL('**/collections/apparel?sort=price-asc')
    await expect
      .poll(() => page.locator('.product-card-name').first().textContent())
      .toBe('Ribbed Wool Beanie')
  })
  await f.step('open the Classic Cotton Tee', async () => {
    await page.getByRole('link', { name: /Classic Cotton Tee/ }).click()
  })
}

/** On the tee's page: a tee in size M, then a Cold Brew Bottle, into the cart. */
async function addTheItems(f: Flow, servers: Servers) {
  const { page } = f
  await f.step('add a Classic Cotton Tee in size M', async () => {
    await page.getByRole('heading', { level: 1, name: 'Classic Cotton Tee' }).waitFor()
    // The picture comes resized from the emulator's image service, in several widths.
    const picture = page.getByRole('img', { name: 'Classic Cotton Tee' })
    expect(await picture.getAttribute('srcset')).toMatch(
      /\/media\/\S+\/v1\/fill\/w_\d+,h_\d+.* \d+w, /,
    )
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
      `${servers.emulatorUrl}/media/`,
    )
    await page.getByRole('group', { name: /Size/ }).getByText('M', { exact: true }).click()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByText('Added to your cart.').waitFor()
    await expectCartCount(f, 1)
    await settleImages(page)
    await f.shot('product')
  })
  await f.step('add a Cold Brew Bottle', async () => {
    await page.goto(`${servers.shopUrl}/products/cold-brew-bottle`)
    await page.getByRole('heading', { level: 1, name: 'Cold Brew Bottle' }).waitFor()
    await page.getByRole('button', { name: 'Add to cart' }).click()
    await page.getByText('Added to your cart.').waitFor()
    await expectCartCount(f, 2)
  })
}

/**
 * In the cart: one more tee, the coupon, an estimate for California, then the hosted checkout
 * and the thank-you page. Resolves with the order number shown.
 */
async function payForTheCart(f: Flow, servers: Servers): Promise<string> {
  const { page } = f
  await f.step('open the cart with two lines', async () => {
    await page.getByTestId('cart-link').click()
    await page.getByRole('heading', { level: 1, name: 'Your cart' }).waitFor()
    await expect.poll(() => page.locator('.cart-line').count()).toBe(2)
  })
  await f.step('take one more tee', async () => {
    await page.getByRole('button', { name: 'One more Classic Cotton Tee' }).click()
    await expectCartCount(f, 3)
    await expect.poll(() => page.getByLabel('Quantity').first().inputValue()).toBe('2')
  })
  await f.step('apply the coupon SAVE10', async () => {
    await page.getByLabel('Coupon code').fill('SAVE10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('Coupon SAVE10 applied.').waitFor()
    await page.locator('.price-summary dt', { hasText: 'Discount' }).waitFor()
  })
  await f.step('estimate shipping and tax for California', async () => {
    await page.getByLabel('Country').selectOption('US')
    await page.getByLabel('State').selectOption('US-CA')
    await page.getByLabel('Postal code').fill('94105')
    await page.getByRole('button', { name: 'Estimate' }).click()
    await page.getByRole('group', { name: 'Delivery' }).waitFor()
    await expect
      .poll(() =>
        page.locator('.price-summary div', { hasText: 'Tax' }).locator('dd').textContent(),
      )
      .toMatch(/\$\d/)
    await settleImages(page)
    await f.shot('cart with estimate')
  })
  await f.step('go to the hosted checkout', async () => {
    await page.getByRole('button', { name: 'Checkout' }).click()
    await page.waitForURL(`${servers.emulatorUrl}/__hosted/checkout**`)
    await f.shot('hosted checkout')
  })
  await f.step('pay with the test card', async () => {
    await payOnHostedCheckout(f)
  })
  return f.step('the thank-you page shows the order', async () => {
    await page.waitForURL(`${servers.shopUrl}/thank-you?**`)
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    const number = await page.getByTestId('order-number').textContent()
    await expect
      .poll(() => page.getByRole('list', { name: 'Items ordered' }).locator('li').count())
      .toBe(2)
    await f.shot('thank you')
    return (number ?? '').trim()
  })
}

/**
 * The emulator's hosted checkout, as a shopper sees it: contact and address (the country and
 * postal code come filled in from the cart's estimate), then the test card, then "Pay".
 */
export async function payOnHostedCheckout(f: Flow) {
  const { page } = f
  const fillIfEmpty = async (label: string, value: string) => {
    const field = page.getByLabel(label, { exact: true })
    if (!(await field.inputValue())) await field.fill(value)
  }
  await page.getByRole('heading', { name: 'Contact and address' }).waitFor()
  await page.getByLabel('E-mail', { exact: true }).fill('sam.shopper@example.com')
  await page.getByLabel('First name', { exact: true }).fill('Sam')
  await page.getByLabel('Last name', { exact: true }).fill('Shopper')
  await page.getByLabel('Street and number', { exact: true }).fill('100 Market Street')
  await page.getByLabel('City', { exact: true }).fill('San Francisco')
  await fillIfEmpty('Postal code', '94105')
  await page.getByLabel('Country', { exact: true }).selectOption('US')
  await page.getByLabel(/^State or region code/).fill('CA')
  await f.shot('hosted checkout details')
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.getByRole('heading', { name: 'Payment' }).waitFor()
  await page.getByLabel('Name on card', { exact: true }).fill('Sam Shopper')
  await page.getByLabel('Card number', { exact: true }).fill('4242 4242 4242 4242')
  await page.getByLabel('Expiry (MM/YY)', { exact: true }).fill('12/34')
  await page.getByLabel('Security code', { exact: true }).fill('123')
  await f.shot('hosted checkout payment')
  await page.getByRole('button', { name: /^Pay / }).click()
}

/**
 * Sign-up with the e-mail code: the form, the code read from the emulator's outbox, then the
 * account page of the new member.
 */
export async function signUpFlow(f: Flow, servers: Servers, email: string): Promise<void> {
  const { page } = f
  await f.step('fill the sign-up form', async () => {
    await page.goto(`${servers.shopUrl}/sign-up`)
    await page.getByLabel('First name').fill('Robin')
    await page.getByLabel('Last name').fill('Baker')
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Password').fill('a-long-password')
    await f.shot('sign-up form')
    await page.getByRole('button', { name: 'Create account' }).click()
  })
  await f.step('the shop asks for the e-mailed code', async () => {
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor()
    await f.shot('code step')
  })
  await f.step('enter the code from the outbox', async () => {
    const code = await latestCode(servers, email)
    await page.getByLabel('Verification code').fill(code)
    await page.getByRole('button', { name: 'Verify' }).click()
  })
  await f.step('signed in, on the account page', async () => {
    await page.waitForURL('**/account')
    await page.getByRole('heading', { level: 1, name: 'Your account' }).waitFor()
    await expect.poll(() => page.getByTestId('member-email').textContent()).toBe(email)
    await page.getByRole('link', { name: 'Account' }).waitFor()
  })
}

/**
 * Keyboard only: Tab from the top of a product page to the size choice, pick one with the arrow
 * keys, Tab to "Add to cart", press Enter; the cart count becomes 1.
 */
export async function keyboardAddToCart(f: Flow, servers: Servers): Promise<void> {
  const { page } = f
  const focused = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      return {
        tag: el?.tagName ?? '',
        text: (el?.textContent || el?.getAttribute('aria-label') || '').trim(),
        name: el?.getAttribute('name') ?? '',
        value: (el as HTMLInputElement | null)?.value ?? '',
      }
    })
  const tabTo = async (
    match: (el: Awaited<ReturnType<typeof focused>>) => boolean,
    what: string,
  ) => {
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab')
      if (match(await focused())) return
    }
    throw new Error(`${what} could not be reached with Tab`)
  }
  await f.step('open a product page', async () => {
    await page.goto(`${servers.shopUrl}/products/speckled-stoneware-mug`)
    await page.getByRole('heading', { level: 1, name: 'Speckled Stoneware Mug' }).waitFor()
  })
  await f.step('the first Tab reaches the skip link', async () => {
    await page.keyboard.press('Tab')
    expect((await focused()).text).toBe('Skip to content')
  })
  await f.step('Tab to the glaze choice and pick another with the arrow keys', async () => {
    await tabTo((el) => el.name === 'option-Glaze', 'The glaze choice')
    const before = (await focused()).value
    await page.keyboard.press('ArrowRight')
    const after = (await focused()).value
    expect(after).not.toBe(before)
    await expect
      .poll(() => page.getByRole('group', { name: /Glaze/ }).locator('legend').textContent())
      .toContain(after)
  })
  await f.step('Tab to "Add to cart" and press Enter', async () => {
    await tabTo(
      (el) => el.tag === 'BUTTON' && el.text === 'Add to cart',
      'The "Add to cart" button',
    )
    await page.keyboard.press('Enter')
    await page.getByText('Added to your cart.').waitFor()
    await expectCartCount(f, 1)
    await f.shot('added with the keyboard')
  })
}
