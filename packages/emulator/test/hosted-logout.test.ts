import { afterEach, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'
import { cookieJar, signIn } from './support/sign-in'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

const SESSIONS = '/_api/redirects-api/v1/redirect-session'

/** The demo member signed in on the hosted login page, in a browser (jar) of visitor `token`. */
async function signedInBrowser() {
  t = testEmulator({ seed: 'demo' })
  const s = signIn(t)
  const { access_token: token } = await s.visitor()
  const jar = cookieJar()
  const login = await t.call('POST', SESSIONS, { login: {} }, { authorization: token })
  const session = new URL(
    (login.json.redirectSession as { fullUrl: string }).fullUrl,
  ).searchParams.get('session')
  const posted = await s.submit(jar, '/__hosted/login', {
    session: session ?? '',
    action: 'login',
    email: 'demo.member@example.com',
    password: 'demo-password',
  })
  expect(posted.status).toBe(303)
  const signedIn = async () =>
    (await s.page(jar, 'http://localhost/__hosted/account')).text.includes(
      'demo.member@example.com',
    )
  expect(await signedIn()).toBe(true)
  /** A logout session made with `as`'s token, back to a registered URL. */
  const logoutUrl = async (as: string) => {
    const res = await t.call(
      'POST',
      SESSIONS,
      { logout: { clientId: t.clientId }, callbacks: { postFlowUrl: 'http://localhost:3000/bye' } },
      { authorization: as },
    )
    return (res.json.redirectSession as { fullUrl: string }).fullUrl
  }
  return { s, jar, token, signedIn, logoutUrl, loginSession: session ?? '' }
}

describe('hosted logout needs the flow’s state', () => {
  it('refuses a GET without a live logout session token, and signs nobody out', async () => {
    const { s, jar, signedIn, loginSession } = await signedInBrowser()
    for (const url of [
      'http://localhost/__hosted/logout',
      'http://localhost/__hosted/logout?session=forged',
      `http://localhost/__hosted/logout?session=${loginSession}`,
    ]) {
      const res = await s.page(jar, url)
      expect([url, res.status, res.location]).toEqual([url, 400, ''])
      expect(res.text).toContain('still signed in')
    }
    expect(await signedIn()).toBe(true)
  })

  it('signs out with the shopper’s own logout session, once', async () => {
    const { s, jar, token, signedIn, logoutUrl } = await signedInBrowser()
    const url = await logoutUrl(token)
    const out = await s.page(jar, url)
    expect([out.status, out.location]).toEqual([302, 'http://localhost:3000/bye'])
    expect(await signedIn()).toBe(false)
    expect((await s.page(jar, url)).status).toBe(400)
  })

  it('does not sign the shopper out with a logout session someone else made', async () => {
    const { s, jar, signedIn, logoutUrl } = await signedInBrowser()
    const { access_token: attacker } = await s.visitor()
    const out = await s.page(jar, await logoutUrl(attacker))
    expect([out.status, out.location]).toEqual([302, 'http://localhost:3000/bye'])
    expect(await signedIn()).toBe(true)
  })

  it('asks before the API form of logout signs out a browser another site sent', async () => {
    const { jar, signedIn } = await signedInBrowser()
    const next = encodeURIComponent('http://localhost:3000/')
    const path = `/_api/iam/authentication/v1/logout?clientId=${t.clientId}&postLogoutRedirectUri=${next}`
    const asked = await t.emulator.request(`http://localhost${path}`, {
      headers: { cookie: jar.header(), 'sec-fetch-site': 'cross-site' },
    })
    expect(asked.status).toBe(200)
    const page = await asked.text()
    expect(page).toContain('<form method="post" action="/_api/iam/authentication/v1/logout">')
    expect(await signedIn()).toBe(true)
    const confirmed = await t.emulator.request(
      'http://localhost/_api/iam/authentication/v1/logout',
      {
        method: 'POST',
        headers: {
          cookie: jar.header(),
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          clientId: t.clientId,
          postLogoutRedirectUri: 'http://localhost:3000/',
        }),
      },
    )
    jar.take(confirmed)
    expect([confirmed.status, confirmed.headers.get('location')]).toEqual([
      303,
      'http://localhost:3000/',
    ])
    expect(await signedIn()).toBe(false)
  })

  it('signs out from the account page’s form', async () => {
    const { s, jar, signedIn } = await signedInBrowser()
    const account = await s.page(jar, 'http://localhost/__hosted/account')
    expect(account.text).toContain('<form method="post" action="/__hosted/logout">')
    const out = await s.submit(jar, '/__hosted/logout', {})
    expect(out.text).toContain('You are signed out')
    expect(await signedIn()).toBe(false)
  })
})
