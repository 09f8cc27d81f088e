import type { CallOptions, Client } from '../core/client'
import type { AuthorizeWebMessage } from '../wire'
import { getAuthUrl, getMemberTokens } from './member-tokens'
import { generateOAuthData } from './oauth-data'
import { OAuthError, ThirdPartyCookiesBlockedError } from './oauth-error'
import type { Tokens } from './tokens'

/** How long the hidden frame may take to answer (SPEC §9). */
export const SILENT_LOGIN_TIMEOUT = 120_000

/** Options of {@link getMemberTokensForDirectLogin}. */
export interface SilentLoginOptions extends CallOptions {
  /** Milliseconds the hidden frame may take. Default 120,000. */
  frameTimeout?: number
  /** The document to add the hidden frame to. Default: the global `document`. */
  document?: Document
}

/** Loads `url` in a hidden iframe and resolves with the answer it posts for `state`. */
function awaitFrameAnswer(
  doc: Document,
  url: string,
  state: string,
  timeout: number,
  signal: AbortSignal | undefined,
): Promise<AuthorizeWebMessage> {
  const win = doc.defaultView
  if (!win) return Promise.reject(new OAuthError('BROWSER_REQUIRED', 'Silent login needs a window'))
  const origin = new URL(url).origin
  return new Promise((resolve, reject) => {
    const frame = doc.createElement('iframe')
    frame.setAttribute('aria-hidden', 'true')
    frame.setAttribute('tabindex', '-1')
    frame.title = 'Sign-in'
    frame.style.display = 'none'
    let timer: ReturnType<typeof setTimeout> | undefined
    // Whatever ends the wait, the frame and the listeners go.
    const finish = (outcome: () => void) => {
      clearTimeout(timer)
      win.removeEventListener('message', onMessage)
      signal?.removeEventListener('abort', onAbort)
      frame.remove()
      outcome()
    }
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return
      const data = event.data as AuthorizeWebMessage | null
      if (typeof data !== 'object' || data === null || data.state !== state) return
      finish(() => resolve(data))
    }
    const onAbort = () => finish(() => reject(signal?.reason))
    if (signal?.aborted) return reject(signal.reason)
    timer = setTimeout(
      () => finish(() => reject(new OAuthError('OAUTH_TIMEOUT', 'OAuth flow timed out'))),
      timeout,
    )
    win.addEventListener('message', onMessage)
    signal?.addEventListener('abort', onAbort, { once: true })
    frame.src = url
    doc.body.appendChild(frame)
  })
}

/**
 * Turns the session token of a direct login (`login`/`register` → `SUCCESS`) into member tokens
 * without leaving the page: the hosted authorize page runs in a hidden iframe with
 * `prompt: 'none'` and posts the code back (`web_message`); the code is exchanged with PKCE.
 * The frame is always removed. The client is signed in afterwards.
 *
 * @example
 * ```ts
 * const state = await login(client, { loginId: { email }, password })
 * if (state.loginState === 'SUCCESS')
 *   await getMemberTokensForDirectLogin(client, state.data.sessionToken)
 * ```
 * @throws ThirdPartyCookiesBlockedError when the browser blocks the platform's cookie in the
 *   frame (fall back to a full-page `getAuthUrl` redirect with the same session token);
 *   OAuthError `OAUTH_TIMEOUT` ('OAuth flow timed out') after `frameTimeout`; `BROWSER_REQUIRED`
 *   outside a browser; `OAUTH_ERROR` for other refusals.
 */
export async function getMemberTokensForDirectLogin(
  client: Client,
  sessionToken: string,
  options: SilentLoginOptions = {},
): Promise<Tokens> {
  const { frameTimeout = SILENT_LOGIN_TIMEOUT, document: given, ...callOptions } = options
  const doc = given ?? globalThis.document
  if (!doc?.body)
    throw new OAuthError(
      'BROWSER_REQUIRED',
      'Silent login runs in a browser page (it needs a document)',
    )
  const oauthData = await generateOAuthData()
  const { authUrl } = await getAuthUrl(
    client,
    oauthData,
    { prompt: 'none', responseMode: 'web_message', sessionToken },
    callOptions,
  )
  const answer = await awaitFrameAnswer(
    doc,
    authUrl,
    oauthData.state,
    frameTimeout,
    callOptions.signal,
  )
  if (answer.error) {
    const description = answer.error_description || answer.error
    // A fresh session token can only be refused for a missing cookie: the browser dropped it.
    if (answer.error === 'login_required') throw new ThirdPartyCookiesBlockedError(description)
    throw new OAuthError('OAUTH_ERROR', description, { data: { error: answer.error } })
  }
  return getMemberTokens(client, answer.code, answer.state, oauthData, callOptions)
}
