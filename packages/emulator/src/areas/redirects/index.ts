import type { CreateRedirectSessionRequest, RedirectSession } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { Caller } from '../../http/caller'
import type { BuiltArea } from '../area'
import type { RedirectsContext } from './context'
import { redirectUriControlRoutes } from './control-routes'
import { SHORT_LINK_PATH, shortUrlGet } from './pages/short-link'
import { isOriginAllowed, isRedirectUriAllowed } from './redirect-uris'
import { redirectsRoutes } from './routes'
import {
  callbackUrl,
  createRedirectSession,
  findRedirectSession,
  markRedirectSessionUsed,
  type PageCallback,
  saveRedirectSession,
  sessionCreator,
} from './service'
import { type RedirectSessionRecord, redirectsMigrations, redirectsStore } from './store'

export { REDIRECT_URIS_KEY } from './redirect-uris'
export { HOSTED_PATHS, type PageCallback, SESSION_PARAM } from './service'
export type { HostedIntent, RedirectSessionRecord } from './store'

/** What the areas serving hosted pages (sign-in, checkout, product) use of redirect sessions. */
export interface RedirectsService {
  /**
   * A redirect session made for `caller` by another area (a cart's checkout URL), checked as
   * CreateRedirectSession checks one.
   */
  create(request: CreateRedirectSessionRequest, caller: Caller): RedirectSession
  /** A live redirect session by the token of its page URL. */
  find(token: string | undefined): RedirectSessionRecord | undefined
  /** A callback URL of the session's page, while it is a registered redirect URI. */
  callbackUrl(record: RedirectSessionRecord | undefined, key: PageCallback): string | undefined
  /** Stores how far a hosted page got with a session. */
  save(record: RedirectSessionRecord): void
  /** Marks a session's flow completed: its URL cannot start another. */
  markUsed(record: RedirectSessionRecord): void
  /** The shopper (or owner) a session's page acts for. */
  creator(record: RedirectSessionRecord): Caller | undefined
  /** Whether a URL is a registered redirect URI of the OAuth client. */
  isRedirectUriAllowed(clientId: string, uri: string): boolean
  /** Whether an origin may receive `web_message` answers for the OAuth client. */
  isOriginAllowed(clientId: string, origin: string): boolean
}

/**
 * Redirect sessions: URLs of the hosted pages (authorize, login, logout, checkout, product,
 * account), their short links, and the redirect URIs registered for the OAuth client — the only
 * places a hosted page may send the browser. The pages themselves belong to the areas that serve
 * them (identity, checkout, catalog), which read sessions through the service.
 *
 * @example
 * ```ts
 * const redirects = redirectsArea(ctx)
 * const record = redirects.service.find(c.req.query(SESSION_PARAM))
 * ```
 */
export function redirectsArea(ctx: EmulatorContext): BuiltArea<RedirectsService> {
  const cx: RedirectsContext = { ...ctx, store: redirectsStore(ctx.db) }
  return {
    area: {
      name: 'redirects',
      migrations: redirectsMigrations,
      routes: () => [...redirectsRoutes(cx), ...redirectUriControlRoutes(cx)],
      install: (app) => {
        app.get(SHORT_LINK_PATH, (c) => shortUrlGet(c, cx))
      },
    },
    service: {
      create: (request, caller) => createRedirectSession(cx, request, caller, undefined),
      find: (token) => findRedirectSession(cx, token),
      callbackUrl: (record, key) => callbackUrl(cx, record, key),
      save: (record) => saveRedirectSession(cx, record),
      markUsed: (record) => markRedirectSessionUsed(cx, record),
      creator: (record) => sessionCreator(cx, record),
      isRedirectUriAllowed: (clientId, uri) => isRedirectUriAllowed(cx, clientId, uri),
      isOriginAllowed: (clientId, origin) => isOriginAllowed(cx, clientId, origin),
    },
  }
}
