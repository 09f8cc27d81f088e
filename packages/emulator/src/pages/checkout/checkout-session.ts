import type { Context } from 'hono'
import { findRedirectSession, SESSION_PARAM } from '../../areas/redirects/service'
import type { RedirectSessionRecord } from '../../areas/redirects/store'
import type { EmulatorContext } from '../../context'
import type { Caller } from '../../http/caller'

/** A hosted checkout visit: the redirect session that opened it and the shopper it acts for. */
export interface CheckoutVisit {
  token: string
  checkoutId: string
  record: RedirectSessionRecord
  /** The visitor or member who created the redirect session: the checkout's owner. */
  caller: Caller
}

/** The shopper a redirect session was created by, as a caller of the checkout services. */
function creatorAsCaller(ctx: EmulatorContext, record: RedirectSessionRecord): Caller | undefined {
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

/**
 * Resolves the visit from the page's `session` token and `checkoutId` (query or form): the token
 * is the redirect session's secret, so it also protects the form against cross-site posts.
 */
export function resolveVisit(
  c: Context,
  ctx: EmulatorContext,
  form: Record<string, string> = {},
): CheckoutVisit | undefined {
  const token = form[SESSION_PARAM] ?? c.req.query(SESSION_PARAM)
  const checkoutId = form.checkoutId ?? c.req.query('checkoutId')
  const record = findRedirectSession(ctx, token)
  if (!token || !record || record.intent !== 'ecomCheckout') return undefined
  if (!checkoutId || record.request.ecomCheckout?.checkoutId !== checkoutId) return undefined
  const caller = creatorAsCaller(ctx, record)
  return caller && { token, checkoutId, record, caller }
}
