import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Servers } from './servers'
import { hydrated } from './shop-session'
import type { Flow } from './steps'

/**
 * What a page showed as trouble: console errors, and requests that failed or answered 4xx/5xx
 * (a browser logs those as errors too). Also every cart request the browser made.
 */
function watch(page: Page) {
  const problems: string[] = []
  const cartCalls: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('requestfailed', (request) => {
    problems.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  page.on('request', (request) => {
    if (/\/ecom\/v\d\/carts\/current/.test(request.url()))
      cartCalls.push(`${request.method()} ${new URL(request.url()).pathname}`)
  })
  return { problems, cartCalls }
}

/**
 * A new visitor (a fresh browser profile, no cookies) opens the home page, a product page and the
 * cart, each as a first load and the cart also by the header's link: nothing in the console, no
 * failed request, and the browser never asks for a cart it would be told does not exist.
 */
export async function cleanFirstVisit(f: Flow, servers: Servers): Promise<void> {
  const { page } = f
  const { problems, cartCalls } = watch(page)
  const open = async (path: string) => {
    await page.goto(`${servers.shopUrl}${path}`)
    await hydrated(page)
    await page.waitForLoadState('networkidle')
  }
  await f.step('the home page', async () => {
    await open('/')
    await page.getByTestId('product-grid').first().waitFor()
  })
  await f.step('a product page', async () => {
    await open('/products/cold-brew-bottle')
    await page.getByRole('heading', { level: 1, name: 'Cold Brew Bottle' }).waitFor()
  })
  await f.step('the cart, through the header’s link', async () => {
    await page.getByTestId('cart-link').click()
    await page.getByText('Your cart is empty.').waitFor()
    await page.waitForLoadState('networkidle')
  })
  await f.step('the cart, as a first load', async () => {
    await open('/cart')
    await page.getByText('Your cart is empty.').waitFor()
    await f.shot('empty cart of a new visitor')
  })
  expect(problems).toEqual([])
  expect(cartCalls).toEqual([])
}
