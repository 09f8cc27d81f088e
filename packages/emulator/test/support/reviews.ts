import type { Review } from '@storefront-kit/wire'
import type { EmulatorOptions } from '../../src/app'
import { testEmulator } from './emulator'

type Headers = Record<string, string>

/** Who calls: the headers to send and, for shoppers, their identity id. */
export interface Who {
  id: string
  headers: Headers
}

export const PRODUCT = '0d1e2f30-4a5b-4c6d-8e7f-9a0b1c2d3e4f'
export const OTHER_PRODUCT = '1e2f3a4b-5c6d-4e7f-8a9b-0c1d2e3f4a5b'

/** A review body for CreateReview. */
export const newReview = (overrides: Record<string, unknown> = {}, content = {}) => ({
  review: {
    namespace: 'stores',
    entityId: PRODUCT,
    content: { title: 'Nice', body: 'Really nice product', rating: 4, ...content },
    ...overrides,
  },
})

/**
 * An in-process emulator with the callers review tests need: real visitor tokens from the
 * anonymous grant, members registered through the sign-in API with tokens signed by the emulator's
 * own signer (the real signing path; the login flow itself is not what review tests test), and
 * the owner's API key.
 */
export function reviewsEmulator(options: EmulatorOptions = {}) {
  const t = testEmulator(options)
  const ctx = t.emulator.context
  const visitor = async (): Promise<Who> => {
    const { access_token } = await t.visitorToken()
    const claims = await ctx.signer.verify(access_token)
    return { id: claims.sub, headers: { authorization: access_token } }
  }
  /** A member registered through the sign-in API, with a token from the emulator's signer. */
  const member = async (): Promise<Who & { contactId: string }> => {
    const res = await t.call('POST', '/_api/iam/authentication/v2/register', {
      loginId: { email: `m-${ctx.newId()}@example.com` },
      password: 'review-test-password',
    })
    const id = (res.json as { identity?: { id?: string } }).identity?.id
    if (res.status !== 200 || !id) throw new Error(`register failed: ${res.status} ${res.text}`)
    const token = await ctx.signer.sign({ sub: id, kind: 'member', cid: ctx.site.clientId }, 3600)
    const contactId = t.services().members.get(id)?.contactId ?? ''
    return { id, contactId, headers: { authorization: token } }
  }
  const owner: Who = { id: 'owner', headers: t.owner }
  const anonymous: Who = { id: 'anonymous', headers: {} }
  const api = (who: Who) => ({
    get: (path: string) => t.call('GET', path, undefined, who.headers),
    post: (path: string, body: unknown = {}) => t.call('POST', path, body, who.headers),
    patch: (path: string, body: unknown = {}) => t.call('PATCH', path, body, who.headers),
    put: (path: string, body: unknown = {}) => t.call('PUT', path, body, who.headers),
    del: (path: string) => t.call('DELETE', path, undefined, who.headers),
  })
  /** Creates a review as `who` and answers it (fails the test on a non-200). */
  const create = async (who: Who, body = newReview()): Promise<Review> => {
    const res = await api(who).post('/reviews/v1/reviews', body)
    if (res.status !== 200) throw new Error(`create failed: ${res.status} ${res.text}`)
    return (res.json as unknown as { review: Review }).review
  }
  const moderate = async (id: string, status: string) =>
    api(owner).patch(`/reviews/v1/reviews/${id}/moderate`, { status })
  const setAutoApprove = (autoApprove: boolean) =>
    t.call('PUT', '/_emulator/reviews/settings', { autoApprove })
  const events = (slug?: string) =>
    ctx.events.list({ entityFqdn: 'wix.reviews.v1.review', ...(slug && { slug }) })
  return {
    ...t,
    ctx,
    visitor,
    member,
    owner,
    anonymous,
    api,
    create,
    moderate,
    setAutoApprove,
    events,
  }
}

export type ReviewsEmulator = ReturnType<typeof reviewsEmulator>

/** The review of a `{ review }` answer. */
export const reviewOf = (res: { json: unknown }) => (res.json as { review: Review }).review

interface Violation {
  field: string
  violatedRule: string
  data?: Record<string, unknown>
}

/** The field violations of a 400 answer. */
export function fieldViolationsOf(res: { json: unknown }): Violation[] {
  const body = res.json as { details?: { validationError?: { fieldViolations?: Violation[] } } }
  return body.details?.validationError?.fieldViolations ?? []
}

/** The field violations of a 400 answer, as `field: RULE` strings. */
export const violationsOf = (res: { json: unknown }): string[] =>
  fieldViolationsOf(res).map((v) => `${v.field}: ${v.violatedRule}`)

/** The application error code of an answer. */
export const codeOf = (res: { json: unknown }) =>
  (res.json as { details?: { applicationError?: { code?: string } } }).details?.applicationError
    ?.code
