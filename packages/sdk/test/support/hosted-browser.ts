/**
 * A minimal browser for the emulator's hosted pages in Node tests: keeps cookies, never follows
 * redirects (tests read `location`), posts forms. Only for tests of the redirect flows; the real
 * browser tests live in e2e/auth.
 */
export function hostedBrowser() {
  const cookies = new Map<string, string>()
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      const value = pair.slice(at + 1)
      if (!value || /max-age=0/i.test(line)) cookies.delete(name)
      else cookies.set(name, value)
    }
  }
  const headers = () => ({ cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') })
  const answer = async (res: Response) => {
    keep(res)
    return {
      status: res.status,
      location: res.headers.get('location') ?? '',
      text: await res.text(),
    }
  }
  return {
    cookies,
    get: async (url: string) =>
      answer(await fetch(url, { headers: headers(), redirect: 'manual' })),
    /** Posts a form (URL-encoded fields) to `url`. */
    post: async (url: string, fields: Record<string, string>) =>
      answer(
        await fetch(url, {
          method: 'POST',
          redirect: 'manual',
          headers: { ...headers(), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(fields).toString(),
        }),
      ),
  }
}

/** Signs in on the hosted authorize page at `authUrl` and answers the redirect's location. */
export async function signInOnHostedPage(authUrl: string, email: string, password: string) {
  const browser = hostedBrowser()
  const form = await browser.get(authUrl)
  const url = new URL(authUrl)
  const session = url.searchParams.get('session') ?? ''
  const posted = await browser.post(`${url.origin}${url.pathname}`, {
    session,
    action: 'login',
    email,
    password,
  })
  return { browser, form, posted }
}
