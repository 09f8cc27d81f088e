/**
 * `@storefront-kit/sdk/redirects`: redirect sessions, the URLs of the platform's hosted pages —
 * login, logout, OAuth authorize (used by `@storefront-kit/sdk/auth`), checkout, product and
 * account pages. Send the browser to `redirectSession.fullUrl`.
 * @module
 */

import type { CallOptions, Client } from './core/client'
import type { CreateRedirectSessionRequest, CreateRedirectSessionResponse } from './wire'

export type {
  AccountSection,
  AuthorizeRequest,
  AuthorizeWebMessage,
  CallbackParams,
  CreateRedirectSessionRequest,
  CreateRedirectSessionResponse,
  Prompt,
  RedirectSession,
  RedirectSessionAuthParams,
  RedirectSessionBookingsBookParams,
  RedirectSessionBookingsCheckoutParams,
  RedirectSessionEcomCheckoutParams,
  RedirectSessionEcomOrderPaymentRequestParams,
  RedirectSessionEventsCheckoutParams,
  RedirectSessionIntents,
  RedirectSessionLoginParams,
  RedirectSessionLogoutParams,
  RedirectSessionPaidPlansCheckoutParams,
  RedirectSessionPreferences,
  RedirectSessionStoresProductParams,
  ResponseMode,
  SlotAvailability,
  URLDetails,
} from './wire'

/**
 * Creates a redirect session: exactly one intent (`ecomCheckout`, `login`, `logout`, `auth`,
 * `storesProduct`, bookings, events, plans, order payment request) plus optional `callbacks`
 * (`thankYouPageUrl`, `postFlowUrl`, …) and `preferences`. Callable by visitors and members.
 *
 * @example
 * ```ts
 * const { redirectSession } = await createRedirectSession(client, {
 *   ecomCheckout: { checkoutId },
 *   callbacks: { thankYouPageUrl: `${location.origin}/thank-you`, postFlowUrl: location.href },
 * })
 * location.href = redirectSession.fullUrl
 * ```
 */
export function createRedirectSession(
  client: Client,
  request: CreateRedirectSessionRequest,
  options?: CallOptions,
): Promise<CreateRedirectSessionResponse> {
  return client.request(
    {
      operation: 'createRedirectSession',
      method: 'POST',
      path: '/_api/redirects-api/v1/redirect-session',
      payload: request,
    },
    options,
  )
}
