import { randomBytes } from 'node:crypto'
import type { CreateRedirectSessionRequest, RedirectSession } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import { applicationError, precondition, validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { isRedirectUriAllowed } from '../../pages/redirect-uris'
import { checkAuthIntent } from './auth-intent'
import { type HostedIntent, type RedirectSessionRecord, redirectsStore } from './store'

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
  ctx: EmulatorContext,
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
 * post-flow URL for `logout`), stores it with its creator, and answers the hosted page's URL.
 */
export function createRedirectSession(
  ctx: EmulatorContext,
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
  // Pages of the emulator's own that send the browser on: only to registered URLs.
  const post = request.callbacks?.postFlowUrl
  if (post && (intent === 'login' || intent === 'logout' || intent === 'memberAccountPage'))
    if (!isRedirectUriAllowed(ctx, request.logout?.clientId ?? ctx.site.clientId, post))
      throw validationError([urlViolation('callbacks.postFlowUrl')])
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
  redirectsStore(ctx.db).put(record, token)
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
  ctx: EmulatorContext,
  token: string | undefined,
): RedirectSessionRecord | undefined {
  if (!token) return undefined
  const record = redirectsStore(ctx.db).byToken(token)
  return record && record.expiresAt >= ctx.clock.now() ? record : undefined
}

/** Marks a session's flow as completed: its URL cannot start another. */
export function markRedirectSessionUsed(ctx: EmulatorContext, record: RedirectSessionRecord): void {
  redirectsStore(ctx.db).update({ ...record, usedDate: ctx.clock.iso() })
}
