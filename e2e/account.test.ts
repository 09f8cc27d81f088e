import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { describeInChromium, launchChromium } from './auth/support/chromium'
import { latestCode, outbox } from './support/emulator-api'
import { type Servers, startServers } from './support/servers'
import { DESKTOP } from './support/shop-browser'
import { payOnHostedCheckout, signUpFlow } from './support/shop-flows'
import { addToCart } from './support/shop-session'
import { type Flow, flow } from './support/steps'

// The account flows of the shop against the servers of npm start: password reset by e-mail,
// password change, and a member's orders from every device (the shop's server reads them).
vi.setConfig({ testTimeout: 180_000, hookTimeout: 240_000 })

let servers: Servers
let browser: Browser
/** The member of these tests, and the password it has after each test. */
const email = `account.${Date.now()}@example.com`
let password = 'a-long-password'

/** A page in a browser profile of its own (signed out, no cart). */
const freshPage = async () => (await browser.newContext(DESKTOP)).newPage()

/** Fills the sign-in form; resolves once it was sent (the caller checks where it went). */
async function submitSignIn(page: Page, address: string, secret: string) {
  await page.goto(`${servers.shopUrl}/sign-in`)
  await page.getByLabel('E-mail').fill(address)
  await page.getByLabel('Password').fill(secret)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
}

/** Signs in with the form and waits for the account page to show the member. */
async function signInAs(page: Page, address: string, secret: string) {
  await submitSignIn(page, address, secret)
  await page.waitForURL(`${servers.shopUrl}/account`)
  await expect.poll(() => page.getByTestId('member-email').textContent()).toBe(address)
}

/** The link of the newest password e-mail to `to`. */
async function recoveryLink(to: string): Promise<string> {
  const mail = (await outbox(servers, to)).filter((m) => m.kind === 'password-recovery').at(-1)
  if (typeof mail?.data?.link !== 'string') throw new Error(`No password e-mail to ${to}`)
  return mail.data.link
}

/** Asks for a reset link on the shop's "Forgot password?" page. */
async function askForLink(f: Flow, to: string) {
  const { page } = f
  await page.goto(`${servers.shopUrl}/sign-in`)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await page.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor()
  await page.getByLabel('E-mail').fill(to)
  await page.getByRole('button', { name: 'Send me a link' }).click()
  await page.getByText(`If ${to} belongs to an account, we have sent it a link`).waitFor()
}

/** One cold brew bottle bought on the hosted checkout; resolves with the order number. */
async function buyOne(f: Flow): Promise<string> {
  const { page } = f
  await addToCart(page, servers.shopUrl, 'cold-brew-bottle')
  await page.goto(`${servers.shopUrl}/cart`)
  await page.getByRole('button', { name: 'Checkout' }).click()
  await page.waitForURL(`${servers.emulatorUrl}/__hosted/checkout**`)
  await payOnHostedCheckout(f)
  await page.waitForURL(`${servers.shopUrl}/thank-you?**`)
  return ((await page.getByTestId('order-number').textContent()) ?? '').trim()
}

describeInChromium('the account: password reset and change, orders from every device', () => {
  beforeAll(async () => {
    servers = await startServers()
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
    await servers?.stop()
  })

  it('a new member: the account page lists no orders yet, and offers a password change', async () => {
    const f = flow('account sign-up', await freshPage())
    await signUpFlow(f, servers, email)
    await f.step('no orders yet (of any device), and a password form', async () => {
      await f.page.getByText('No orders yet.', { exact: true }).waitFor()
      await f.page
        .getByRole('region', { name: 'Password' })
        .getByLabel('New password', { exact: true })
        .waitFor()
    })
  })

  it('forgot password → the e-mailed link → a new password → signed in; the link works once', async () => {
    const f = flow('forgot password', await freshPage())
    const { page } = f
    await f.step('ask for a link on "Forgot password?"', async () => {
      await askForLink(f, email)
      await f.shot('link sent')
    })
    const link = await f.step('the e-mail links to the shop’s reset page', async () => {
      const found = await recoveryLink(email)
      expect(found.startsWith(`${servers.shopUrl}/reset-password?recoveryToken=`)).toBe(true)
      return found
    })
    await f.step('a too short password is refused in words', async () => {
      await page.goto(link)
      await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor()
      await page.getByLabel('New password', { exact: true }).fill('abc')
      await page.getByRole('button', { name: 'Save and sign in' }).click()
      await page.getByText('Use at least 6 characters.').waitFor()
      await f.shot('reset page')
    })
    await f.step('a good password signs the member in', async () => {
      await page.getByLabel('New password', { exact: true }).fill('reset-password-1')
      await page.getByRole('button', { name: 'Save and sign in' }).click()
      await page.waitForURL(`${servers.shopUrl}/account`)
      await expect.poll(() => page.getByTestId('member-email').textContent()).toBe(email)
      password = 'reset-password-1'
    })
    await f.step('the same link again says it was used, and offers a new one', async () => {
      await page.goto(link)
      await page.getByLabel('New password', { exact: true }).fill('yet-another-one')
      await page.getByRole('button', { name: 'Save and sign in' }).click()
      await page.getByText('This link has already been used or has expired.').waitFor()
      await page.getByRole('link', { name: 'Send me a new link' }).waitFor()
      await f.shot('used link')
    })
    const other = flow('sign in after the reset', await freshPage())
    await other.step('the new password signs in, the old one not', async () => {
      await submitSignIn(other.page, email, 'a-long-password')
      await other.page.getByText('That password is not right.').waitFor()
      await signInAs(other.page, email, password)
    })
  })

  it('a member who never entered the sign-up code asks for a new one when signing in, and gets in', async () => {
    const unverified = `unverified.${Date.now()}@example.com`
    const f = flow('unverified member', await freshPage())
    const { page } = f
    const codes = async () =>
      (await outbox(servers, unverified)).filter((m) => m.kind === 'verification-code').length
    await f.step('sign up and leave at the code step', async () => {
      await page.goto(`${servers.shopUrl}/sign-up`)
      await page.getByLabel('E-mail').fill(unverified)
      await page.getByLabel('Password').fill('a-long-password')
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor()
      await page.context().close()
    })
    const later = flow('unverified member signs in', await freshPage())
    await later.step('signing in leads to the code step', async () => {
      await submitSignIn(later.page, unverified, 'a-long-password')
      await later.page.getByRole('heading', { name: 'Check your e-mail' }).waitFor()
    })
    await later.step('"Send a new code" sends one more e-mail', async () => {
      const before = await codes()
      await later.page.getByRole('button', { name: 'Send a new code' }).click()
      await later.page.getByText('A new code is on its way.').waitFor()
      await expect.poll(codes).toBe(before + 1)
      await later.shot('new code sent')
    })
    await later.step('the new code signs the member in', async () => {
      await later.page.getByLabel('Verification code').fill(await latestCode(servers, unverified))
      await later.page.getByRole('button', { name: 'Verify' }).click()
      await later.page.waitForURL(`${servers.shopUrl}/account`)
      await expect.poll(() => later.page.getByTestId('member-email').textContent()).toBe(unverified)
    })
  })

  it('an address without an account gets the same answer, and no e-mail', async () => {
    const f = flow('forgot password, unknown address', await freshPage())
    const nobody = `nobody.${Date.now()}@example.com`
    await f.step('ask for a link for an unknown address', () => askForLink(f, nobody))
    await f.step('nothing was sent', async () => {
      expect(await outbox(servers, nobody)).toEqual([])
    })
  })

  it('changes the password on the account page, then signs in with it', async () => {
    const f = flow('change password', await freshPage())
    const { page } = f
    await f.step('sign in and change the password', async () => {
      await signInAs(page, email, password)
      const section = page.getByRole('region', { name: 'Password' })
      await section.getByLabel('New password', { exact: true }).fill('changed-password-2')
      await section.getByRole('button', { name: 'Change password' }).click()
      await page.getByText('Your password has been changed.').waitFor()
      await f.shot('password changed')
    })
    const old = password
    password = 'changed-password-2'
    const other = flow('sign in after the change', await freshPage())
    await other.step('the changed password signs in, the one before not', async () => {
      await submitSignIn(other.page, email, old)
      await other.page.getByText('That password is not right.').waitFor()
      await signInAs(other.page, email, password)
    })
  })

  it('lists the orders the member placed on two browsers on the account page of each', async () => {
    const laptop = flow('member orders, laptop', await freshPage())
    const phone = flow('member orders, phone', await freshPage())
    const numbers: string[] = []
    for (const f of [laptop, phone])
      await f.step('sign in and buy one thing', async () => {
        await signInAs(f.page, email, password)
        numbers.push(await buyOne(f))
      })
    expect(numbers).toHaveLength(2)
    expect(numbers[0]).not.toBe(numbers[1])
    for (const f of [laptop, phone])
      await f.step('the account lists both orders', async () => {
        await f.page.goto(`${servers.shopUrl}/account`)
        const orders = f.page.getByRole('list', { name: 'Your orders' })
        await expect
          .poll(() => orders.getByTestId('order-number').allInnerTexts())
          .toEqual(expect.arrayContaining(numbers))
        await f.shot('both orders')
        // The server read them with the site's key; the page it sent holds no trace of it.
        expect(await f.page.content()).not.toContain(servers.apiKey)
      })
  })
})
