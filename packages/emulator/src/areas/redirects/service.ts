import { randomBytes } from 'node:crypto'
import type {
  CallbackParams,
  CreateRedirectSessionRequest,
  RedirectSession,
} from '@storefront-kit/wire'
import { applicationError, precondition, validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { checkAuthIntent } from './auth-intent'
import type { RedirectsContext } from './context'
import { isRedirectUriAllowed } from './redirect-uris'
import type { HostedIntent, RedirectSessionRecord } from './store'

/** Event entity name of redirect sessions. */
export const REDIRECT_SESSION_FQDN = 'wix.headless.v1.redirect_session'
/** How long a hosted-page URL stays usable. */
export const REDIRECT_SESSION_TTL_MS = 60 * 60_000
/** Query parameter of hosted-page URLs that carries the redirect session's token. */
export const SESSION_PARAM = 'session'

/** Hosted page path of each intent the emulator serves. */
export const HOSTED_PATHS = {
  auth: '/__hosted/authorize',
  login: '/__hosted/login',
  logout: '/__hosted/logout',
  ecomCheckout: '/__hosted/checkout',
  storesProduct: '/__hosted/product-page',
  memberAccountPage: '/__hosted/account',
} as const satisfies Record<HostedIntent, string>

/** A callback URL a hosted page may send the browser to. */
export type PageCallback = keyof Pick<CallbackParams, 'postFlowUrl' | 'thankYouPageUrl'>

/**
 * The callbacks each hosted page links or redirects to. Each must be a registered redirect URI
 * of the client, or the session is refused: no page of the emulator leads anywhere else. (`auth`
 * answers go to `authRequest.redirectUri`, checked with the rest of the auth intent.)
 */
const PAGE_CALLBACKS: Record<HostedIntent, readonly PageCallback[]> = {
  auth: [],
  login: ['postFlowUrl'],
  logout: ['postFlowUrl'],
  memberAccountPage: ['postFlowUrl'],
  storesProduct: ['postFlowUrl'],
  ecomCheckout: ['postFlowUrl', 'thankYouPageUrl'],
}

const UNSUPPORTED: Record<string, string> = {
  bookingsCheckout: 'bookings checkout',
  bookingsBook: 'bookings',
  eventsCheckout: 'events checkout',
  paidPlansCheckout: 'pricing plans checkout',
  ecomOrderPaymentRequest: 'order payment request',
}

const urlViolation = (field: string) =>
  violation(
    field,
    'OTHER',
    'is not a redirect URI registered for this client',
    {},
    'REDIRECT_URI_NOT_ALLOWED',
  )

/** Which intent a validated request carries (the schema guarantees exactly one). */
function intentOf(request: CreateRedirectSessionRequest): HostedIntent {
  for (const [key, name] of Object.entries(UNSUPPORTED))
    if (request[key as keyof CreateRedirectSessionRequest] !== undefined)
      throw precondition(
        'UNIMPLEMENTED_FEATURE',
        `The emulator does not host ${name} pages; it serves auth, login, logout, ecomCheckout, storesProduct and memberAccountPage`,
        { intent: key },
      )
  const hosted = (Object.keys(HOSTED_PATHS) as HostedIntent[]).find((key) => request[key])
  return hosted ?? 'login'
}

/** Hosted page URL of a session: path, intent parameters, the token, the extra parameters. */
function pageUrl(
  ctx: RedirectsContext,
  intent: HostedIntent,
  request: CreateRedirectSessionRequest,
  token: string,
): URL {
  const slug = request.storesProduct?.productSlug
  const url = new URL(
    `${ctx.publicUrl()}${HOSTED_PATHS[intent]}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
  )
  if (request.ecomCheckout) url.searchParams.set('checkoutId', request.ecomCheckout.checkoutId)
  if (request.memberAccountPage?.section)
    url.searchParams.set('section', request.memberAccountPage.section)
  url.searchParams.set(SESSION_PARAM, token)
  for (const [key, value] of Object.entries(request.preferences?.additionalQueryParameters ?? {}))
    if (!url.searchParams.has(key)) url.searchParams.set(key, value)
  return url
}

/**
 * Creates a redirect session: checks the intent (PKCE and redirect URIs for `auth`, the
 * callback URLs its page uses for the others), stores it with its creator, and answers the
 * hosted page's URL.
 */
export function createRedirectSession(
  ctx: RedirectsContext,
  request: CreateRedirectSessionRequest,
  caller: Caller,
  requestOrigin: string | undefined,
): RedirectSession {
  const intent = intentOf(request)
  let targetOrigin: string | undefined
  if (request.auth)
    targetOrigin = checkAuthIntent(ctx, request.auth, request.origin ?? requestOrigin)
  if (request.logout && request.logout.clientId !== ctx.site.clientId)
    throw applicationError(
      400,
      'INVALID_CLIENT',
      `Unknown OAuth client id ${request.logout.clientId}`,
    )
  const offList = PAGE_CALLBACKS[intent].filter((key) => {
    const url = request.callbacks?.[key]
    return url !== undefined && !isRedirectUriAllowed(ctx, ctx.site.clientId, url)
  })
  if (offList.length) throw validationError(offList.map((key) => urlViolation(`callbacks.${key}`)))
  const token = randomBytes(32).toString('base64url')
  const id = ctx.newId()
  const url = pageUrl(ctx, intent, request, token)
  const session: RedirectSession = {
    id,
    fullUrl: url.href,
    urlDetails: {
      endpoint: `${url.origin}${url.pathname}`,
      searchParams: Object.fromEntries(url.searchParams),
    },
    sessionToken: token,
    shortUrl: `${ctx.publicUrl()}/__hosted/s/${id}`,
  }
  const record: RedirectSessionRecord = {
    id,
    intent,
    request,
    ...(targetOrigin && { targetOrigin }),
    creator: {
      kind: caller.kind,
      ...(caller.kind === 'visitor' && { id: caller.id, visitorId: caller.id }),
      ...(caller.kind === 'member' && {
        id: caller.id,
        ...(caller.visitorId && { visitorId: caller.visitorId }),
        ...(caller.sessionId && { sessionId: caller.sessionId }),
      }),
    },
    session,
    createdDate: ctx.clock.iso(),
    expiresAt: ctx.clock.now() + REDIRECT_SESSION_TTL_MS,
  }
  ctx.store.put(record, token)
  ctx.events.record({
    entityFqdn: REDIRECT_SESSION_FQDN,
    slug: 'created',
    entityId: id,
    caller,
    entity: session,
  })
  return session
}

/** A live redirect session by the token of its page URL (hosted pages, the checkout page). */
export function findRedirectSession(
  ctx: RedirectsContext,
  token: string | undefined,
): RedirectSessionRecord | undefined {
  if (!token) return undefined
  const record = ctx.store.byToken(token)
  return record && record.expiresAt >= ctx.clock.now() ? record : undefined
}

/**
 * A callback URL of a session for its page: only one its page uses, and only while it is a
 * registered redirect URI (checked again: the list may have changed since, e.g. a restart
 * without a `--redirect-uri`).
 */
export function callbackUrl(
  ctx: RedirectsContext,
  record: RedirectSessionRecord | undefined,
  key: PageCallback,
): string | undefined {
  const url = record?.request.callbacks?.[key]
  if (!record || !url || !PAGE_CALLBACKS[record.intent].includes(key)) return undefined
  return isRedirectUriAllowed(ctx, ctx.site.clientId, url) ? url : undefined
}

/** Stores how far a hosted page got with a session (see `RedirectSessionRecord`). */
export function saveRedirectSession(ctx: RedirectsContext, record: RedirectSessionRecord): void {
  ctx.store.update(record)
}

/** Marks a session's flow as completed: its URL cannot start another. */
export function markRedirectSessionUsed(
  ctx: RedirectsContext,
  record: RedirectSessionRecord,
): void {
  ctx.store.update({ ...record, usedDate: ctx.clock.iso() })
}

/**
 * The shopper a hosted page acts for: whoever created its redirect session (a visitor, a member,
 * or the owner's API key); undefined for anyone else.
 */
export function sessionCreator(
  ctx: RedirectsContext,
  record: RedirectSessionRecord,
): Caller | undefined {
  const { creator } = record
  if (creator.kind === 'visitor' && creator.id)
    return { kind: 'visitor', id: creator.id, clientId: ctx.site.clientId }
  if (creator.kind === 'member' && creator.id)
    return {
      kind: 'member',
      id: creator.id,
      clientId: ctx.site.clientId,
      ...(creator.visitorId && { visitorId: creator.visitorId }),
    }
  if (creator.kind === 'owner') return { kind: 'owner' }
  return undefined
}
