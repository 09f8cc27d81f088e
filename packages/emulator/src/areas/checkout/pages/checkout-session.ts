import type { Context } from 'hono'
import type { Caller } from '../../../http/caller'
import { type RedirectSessionRecord, SESSION_PARAM } from '../../redirects/index'
import type { CheckoutContext } from '../context'

/** A hosted checkout visit: the redirect session that opened it and the shopper it acts for. */
export interface CheckoutVisit {
  token: string
  checkoutId: string
  record: RedirectSessionRecord
  /** The visitor or member who created the redirect session: the checkout's owner. */
  caller: Caller
}

/**
 * Resolves the visit from the page's `session` token and `checkoutId` (query or form): the token
 * is the redirect session's secret, so it also protects the form against cross-site posts.
 */
export function resolveVisit(
  c: Context,
  ctx: CheckoutContext,
  form: Record<string, string> = {},
): CheckoutVisit | undefined {
  const token = form[SESSION_PARAM] ?? c.req.query(SESSION_PARAM)
  const checkoutId = form.checkoutId ?? c.req.query('checkoutId')
  const record = ctx.redirects.find(token)
  if (!token || !record || record.intent !== 'ecomCheckout') return undefined
  if (!checkoutId || record.request.ecomCheckout?.checkoutId !== checkoutId) return undefined
  const caller = ctx.redirects.creator(record)
  return caller && { token, checkoutId, record, caller }
}
