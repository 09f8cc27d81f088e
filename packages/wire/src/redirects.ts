/**
 * Redirect sessions: URLs of the platform's hosted pages (login, logout, OAuth authorize,
 * checkout, product, account) for headless sites (wire/redirects.md).
 * @module
 */

/** `prompt` of the `auth` intent (`consent` and `select_account` are internal-only values). */
export type Prompt = 'login' | 'none' | 'consent' | 'select_account'

/** How the authorization answer comes back to the client. */
export type ResponseMode = 'fragment' | 'query' | 'web_message'

/** The OAuth authorization request of the `auth` intent (identity.md §3). */
export interface AuthorizeRequest {
  /** The headless OAuth client id. */
  clientId: string
  /** Always `"code"`. */
  responseType: string
  /** Where the answer goes; pre-registered for the client. Omitted for `web_message`. */
  redirectUri?: string
  /** `"offline_access"` to get a refresh token. */
  scope?: string
  /** Opaque value the client compares when the answer comes back. */
  state: string
  responseMode?: ResponseMode | (string & {})
  /** base64url(SHA-256(code verifier)), 43 characters. */
  codeChallenge?: string
  /** `"S256"`. */
  codeChallengeMethod?: string
  /** Session token of a direct login, for the silent `prompt: "none"` exchange. */
  sessionToken?: string
  nonce?: string
  prompt?: string
}

/** The `auth` intent. */
export interface RedirectSessionAuthParams {
  authRequest: AuthorizeRequest
  prompt?: Prompt
}

/** The `ecomCheckout` intent. */
export interface RedirectSessionEcomCheckoutParams {
  checkoutId: string
}

/** The `login` intent (no fields). */
export type RedirectSessionLoginParams = Record<string, never>

/** The `logout` intent. */
export interface RedirectSessionLogoutParams {
  clientId: string
}

/** The `storesProduct` intent. */
export interface RedirectSessionStoresProductParams {
  productSlug: string
}

/** A bookable slot (bookings checkout); carried through, not interpreted by this SDK. */
export interface SlotAvailability {
  slot?: Record<string, unknown>
  bookable?: boolean
  totalSpots?: number
  openSpots?: number
  waitingList?: { totalSpots?: number; openSpots?: number }
  bookingPolicyViolations?: Record<string, boolean>
  locked?: boolean
}

/** The `bookingsCheckout` intent. */
export interface RedirectSessionBookingsCheckoutParams {
  slotAvailability?: SlotAvailability
  timezone?: string
}

/** The `bookingsBook` intent. */
export interface RedirectSessionBookingsBookParams {
  resourceId?: string
}

/** The `eventsCheckout` intent. */
export interface RedirectSessionEventsCheckoutParams {
  reservationId?: string
  eventSlug?: string
}

/** The `paidPlansCheckout` intent. */
export interface RedirectSessionPaidPlansCheckoutParams {
  planId?: string
  checkoutData?: string
}

/** The `ecomOrderPaymentRequest` intent. */
export interface RedirectSessionEcomOrderPaymentRequestParams {
  paymentRequestId?: string
}

/** Sections of the member account page (internal-only `memberAccountPage` intent). */
export type AccountSection = 'ACCOUNT_INFO' | 'BOOKINGS' | 'ORDERS' | 'SUBSCRIPTIONS' | 'EVENTS'

/** Where the hosted pages send the visitor back to (each URL ≤ 2,048 characters). */
export interface CallbackParams {
  /** After a checkout; the platform appends e.g. `orderId`. */
  thankYouPageUrl?: string
  /** Where to return after the flow ends or is abandoned (not used by `auth`). */
  postFlowUrl?: string
  loginUrl?: string
  bookingsServiceListUrl?: string
  cartPageUrl?: string
  planListUrl?: string
}

/** Preferences of the hosted pages. */
export interface RedirectSessionPreferences {
  useGenericWixPages?: boolean
  /** Keep the visitor's or member's identity on the hosted pages. */
  maintainIdentity?: boolean
  /** Added to the URL's query string. */
  additionalQueryParameters?: Record<string, string>
  checkIfPublish?: boolean
}

/** The intents of a redirect session: exactly one is set. */
export interface RedirectSessionIntents {
  auth?: RedirectSessionAuthParams
  login?: RedirectSessionLoginParams
  logout?: RedirectSessionLogoutParams
  ecomCheckout?: RedirectSessionEcomCheckoutParams
  storesProduct?: RedirectSessionStoresProductParams
  bookingsCheckout?: RedirectSessionBookingsCheckoutParams
  bookingsBook?: RedirectSessionBookingsBookParams
  eventsCheckout?: RedirectSessionEventsCheckoutParams
  paidPlansCheckout?: RedirectSessionPaidPlansCheckoutParams
  ecomOrderPaymentRequest?: RedirectSessionEcomOrderPaymentRequestParams
  /** Internal-only: the member account page. */
  memberAccountPage?: { section?: AccountSection }
}

/** Body of `POST /_api/redirects-api/v1/redirect-session`. */
export interface CreateRedirectSessionRequest extends RedirectSessionIntents {
  callbacks?: CallbackParams
  preferences?: RedirectSessionPreferences
  /** Origin of the site asking (≤ 2,048 characters). */
  origin?: string
}

/** The URL split into endpoint and parameters. */
export interface URLDetails {
  endpoint: string
  searchParams?: Record<string, string>
}

/** A created redirect session. Always present: `id`, `fullUrl`, `urlDetails.endpoint`, `shortUrl`. */
export interface RedirectSession {
  id: string
  /** Where to send the browser (query parameters included). */
  fullUrl: string
  urlDetails: URLDetails
  sessionToken?: string
  shortUrl: string
}

/** Answer of create redirect session. */
export interface CreateRedirectSessionResponse {
  redirectSession: RedirectSession
}

/** What a hosted authorize page posts to the opener or parent window (`web_message`). */
export interface AuthorizeWebMessage {
  code?: string
  state?: string
  error?: string
  error_description?: string
}
