import type { Cart, Checkout, EstimateCurrentCartTotalsResponse } from '@storefront-kit/wire'
import { demoProductId } from '../../src/areas/catalog/ids'
import { STORES_APP_ID } from '../../src/areas/catalog/lookup-types'
import { testEmulator } from './emulator'

/** Who calls: headers to send and the identity id. */
export interface Who {
  id: string
  headers: Record<string, string>
}

/** A catalog reference to a demo product by slug, optionally with variant options. */
export const ref = (slug: string, options?: Record<string, unknown>) => ({
  catalogItemId: demoProductId(slug),
  appId: STORES_APP_ID,
  ...(options && { options }),
})

/** A line item input for a demo product. */
export const line = (slug: string, quantity = 1, options?: Record<string, unknown>) => ({
  quantity,
  catalogReference: ref(slug, options),
})

export const CART = '/ecom/v1/carts/current'
export const CHECKOUTS = '/ecom/v1/checkouts'
export const CA = {
  country: 'US',
  subdivision: 'US-CA',
  city: 'San Jose',
  addressLine: '1 Main St',
  postalCode: '95112',
}

/**
 * The demo store in process, with real visitor tokens, members registered through the sign-in
 * API (tokens from the emulator's own signer, optionally remembering the visitor they came
 * from), the owner, and JSON helpers for the cart and checkout routes.
 */
export function commerceEmulator(catalog: 'v1' | 'v3' = 'v1') {
  const t = testEmulator({ seed: 'demo', catalog })
  const ctx = t.emulator.context
  const visitor = async (): Promise<Who> => {
    const { access_token } = await t.visitorToken()
    const claims = await ctx.signer.verify(access_token)
    return { id: claims.sub, headers: { authorization: access_token } }
  }
  const member = async (fromVisitor?: Who): Promise<Who> => {
    const res = await t.call('POST', '/_api/iam/authentication/v2/register', {
      loginId: { email: `m-${ctx.newId()}@example.com` },
      password: 'cart-test-password',
    })
    const id = (res.json as { identity?: { id?: string } }).identity?.id
    if (res.status !== 200 || !id) throw new Error(`register failed: ${res.status} ${res.text}`)
    const claims = {
      sub: id,
      kind: 'member' as const,
      cid: ctx.site.clientId,
      ...(fromVisitor && { vid: fromVisitor.id }),
    }
    return { id, headers: { authorization: await ctx.signer.sign(claims, 3600) } }
  }
  const owner: Who = { id: 'owner', headers: t.owner }
  const api = (who: Who) => ({
    get: (path: string) => t.call('GET', path, undefined, who.headers),
    post: (path: string, body: unknown = {}) => t.call('POST', path, body, who.headers),
    patch: (path: string, body: unknown = {}) => t.call('PATCH', path, body, who.headers),
    del: (path: string) => t.call('DELETE', path, undefined, who.headers),
  })
  /** Adds lines as `who` and answers the cart (fails on a non-200). */
  const add = async (who: Who, ...lineItems: ReturnType<typeof line>[]): Promise<Cart> => {
    const res = await api(who).post(`${CART}/add-to-cart`, { lineItems })
    if (res.status !== 200) throw new Error(`add-to-cart failed: ${res.status} ${res.text}`)
    return (res.json as unknown as { cart: Cart }).cart
  }
  const estimate = async (who: Who, body: Record<string, unknown> = {}) => {
    const res = await api(who).post(`${CART}/estimate-totals`, body)
    if (res.status !== 200) throw new Error(`estimate failed: ${res.status} ${res.text}`)
    return res.json as unknown as EstimateCurrentCartTotalsResponse
  }
  /** Creates a checkout as `who` and answers it (fails on a non-200). */
  const createCheckout = async (who: Who, body: Record<string, unknown>): Promise<Checkout> => {
    const res = await api(who).post(CHECKOUTS, { channelType: 'WEB', ...body })
    if (res.status !== 200) throw new Error(`create checkout failed: ${res.status} ${res.text}`)
    return (res.json as unknown as { checkout: Checkout }).checkout
  }
  const settings = (change: Record<string, unknown>) =>
    t.call('PUT', '/_emulator/commerce/settings', change)
  const events = (entityFqdn: string, entityId?: string) =>
    ctx.events.list({ entityFqdn, ...(entityId && { entityId }) })
  return { ...t, ctx, visitor, member, owner, api, add, estimate, createCheckout, settings, events }
}

/** The application error code of an answer. */
export const appCode = (res: { json: { details?: Record<string, unknown> } }) =>
  (res.json.details?.applicationError as { code?: string } | undefined)?.code

/** The field violations of an answer. */
export const violations = (res: { json: { details?: Record<string, unknown> } }) =>
  (
    res.json.details?.validationError as
      | { fieldViolations?: { field: string; violatedRule: string }[] }
      | undefined
  )?.fieldViolations ?? []
