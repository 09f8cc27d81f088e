import { z } from 'zod'
import { lazySchema } from './lazy-schema'

const url = lazySchema(() => z.string().max(2048))
const guid = lazySchema(() => z.string().min(1).max(100))

export const promptSchema = lazySchema(() => z.enum(['login', 'none', 'consent', 'select_account']))

/** The OAuth request of the `auth` intent; semantic checks (PKCE, redirect URI) are the server's. */
export const authorizeRequestSchema = lazySchema(() =>
  z.object({
    clientId: guid,
    responseType: z.string().min(1).max(100),
    redirectUri: url.optional(),
    scope: z.string().max(1000).optional(),
    state: z.string().min(1).max(1000),
    responseMode: z.string().max(100).optional(),
    codeChallenge: z.string().max(200).optional(),
    codeChallengeMethod: z.string().max(20).optional(),
    sessionToken: z.string().max(2048).optional(),
    nonce: z.string().max(512).optional(),
    prompt: z.string().max(100).optional(),
  }),
)

export const callbackParamsSchema = lazySchema(() =>
  z.object({
    thankYouPageUrl: url.optional(),
    postFlowUrl: url.optional(),
    loginUrl: url.optional(),
    bookingsServiceListUrl: url.optional(),
    cartPageUrl: url.optional(),
    planListUrl: url.optional(),
  }),
)

export const redirectSessionPreferencesSchema = lazySchema(() =>
  z.object({
    useGenericWixPages: z.boolean().optional(),
    maintainIdentity: z.boolean().optional(),
    additionalQueryParameters: z.record(z.string().max(200), z.string().max(2048)).optional(),
    checkIfPublish: z.boolean().optional(),
  }),
)

const spots = { totalSpots: z.number().optional(), openSpots: z.number().optional() }

/** A bookable slot, carried through (the emulator hosts no bookings pages). */
const slotAvailabilitySchema = lazySchema(() =>
  z
    .object({
      slot: z.record(z.string(), z.unknown()).optional(),
      bookable: z.boolean().optional(),
      ...spots,
      waitingList: z.object(spots).optional(),
      bookingPolicyViolations: z.record(z.string(), z.boolean()).optional(),
      locked: z.boolean().optional(),
    })
    .optional(),
)

/** Every intent field of a redirect session, in wire order. */
export const REDIRECT_INTENTS = [
  'bookingsCheckout',
  'ecomCheckout',
  'eventsCheckout',
  'paidPlansCheckout',
  'login',
  'logout',
  'auth',
  'storesProduct',
  'bookingsBook',
  'ecomOrderPaymentRequest',
  'memberAccountPage',
] as const

/** Body of `POST /_api/redirects-api/v1/redirect-session`: exactly one intent. */
export const createRedirectSessionRequestSchema = lazySchema(() =>
  z
    .object({
      auth: z
        .object({ authRequest: authorizeRequestSchema, prompt: promptSchema.optional() })
        .optional(),
      login: z.object({}).optional(),
      logout: z.object({ clientId: guid }).optional(),
      ecomCheckout: z.object({ checkoutId: guid }).optional(),
      storesProduct: z.object({ productSlug: z.string().min(1).max(150) }).optional(),
      bookingsCheckout: z
        .object({
          timezone: z.string().max(40).optional(),
          slotAvailability: slotAvailabilitySchema,
        })
        .optional(),
      bookingsBook: z.object({ resourceId: guid.optional() }).optional(),
      eventsCheckout: z
        .object({ reservationId: guid.optional(), eventSlug: z.string().max(150).optional() })
        .optional(),
      paidPlansCheckout: z
        .object({ planId: guid.optional(), checkoutData: z.string().max(2048).optional() })
        .optional(),
      ecomOrderPaymentRequest: z.object({ paymentRequestId: guid.optional() }).optional(),
      memberAccountPage: z
        .object({
          section: z
            .enum(['ACCOUNT_INFO', 'BOOKINGS', 'ORDERS', 'SUBSCRIPTIONS', 'EVENTS'])
            .optional(),
        })
        .optional(),
      callbacks: callbackParamsSchema.optional(),
      preferences: redirectSessionPreferencesSchema.optional(),
      origin: z.string().max(2048).optional(),
    })
    .superRefine((request, ctx) => {
      const set = REDIRECT_INTENTS.filter((key) => request[key] !== undefined)
      if (set.length === 1) return
      ctx.addIssue({
        code: 'custom',
        path: set.length ? [set[1] as string] : [],
        message:
          set.length === 0
            ? `exactly one intent is required: ${REDIRECT_INTENTS.join(', ')}`
            : `only one intent may be set, not ${set.join(' and ')}`,
        params: { violatedRule: set.length === 0 ? 'REQUIRED_ONE_OF_FIELD' : 'ONE_OF_ALIGNMENT' },
        input: request,
      })
    }),
)
