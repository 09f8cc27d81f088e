import { z } from 'zod'
import type { IdentityCustomValue } from './identity'
import { lazySchema } from './lazy-schema'

/** Body of `POST /oauth2/token` for the headless grants (camelCase). */
export const tokenRequestSchema = lazySchema(() =>
  z.object({
    clientId: z.string().min(1),
    grantType: z.enum(['anonymous', 'refresh_token', 'authorization_code', 'authorized_client']),
    refreshToken: z.string().min(1).optional(),
    code: z.string().min(1).max(2000).optional(),
    codeVerifier: z.string().max(2000).optional(),
    redirectUri: z.string().max(2048).optional(),
  }),
)

/**
 * Body of the `authorized_client` grant (external login), **snake_case** on the wire; sent with
 * `Authorization: <access token>,<API key>`.
 */
export const authorizedClientTokenRequestSchema = lazySchema(() =>
  z.object({
    grant_type: z.literal('authorized_client'),
    scope: z.string().max(1000).optional(),
    member_id: z.string().min(1).max(200),
    session_token: z.string().min(1).max(2000).optional(),
  }),
)

/** Body of `POST /oauth2/token-info`. */
export const tokenInfoRequestSchema = lazySchema(() => z.object({ token: z.string() }))

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * An e-mail address. A bad one is reported as a `FORMAT` violation with `data.type: "EMAIL"`,
 * which is what clients look for to say "invalid e-mail" (identity.md §4).
 */
export const identityEmailSchema = lazySchema(() =>
  z
    .string()
    .max(254)
    .refine((text) => EMAIL.test(text), {
      message: 'must be an e-mail address',
      params: { violatedRule: 'FORMAT', data: { type: 'EMAIL' } },
    }),
)

/** A member password: 4 to 100 characters. */
export const identityPasswordSchema = lazySchema(() => z.string().min(4).max(100))

export const loginIdSchema = lazySchema(() => z.object({ email: identityEmailSchema }))

export const captchaTokenSchema = lazySchema(() =>
  z.object({
    Recaptcha: z.string().max(5000).optional(),
    InvisibleRecaptcha: z.string().max(5000).optional(),
    NoCaptcha: z.string().max(5000).optional(),
    recaptchaForClientSiteKey: z
      .object({ token: z.string().max(5000).optional(), siteKeyId: z.string().optional() })
      .optional(),
  }),
)

const customValueSchema: z.ZodType<IdentityCustomValue> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      strValue: z.string().optional(),
      numValue: z.number().optional(),
      dateValue: z.string().optional(),
      listValue: z.object({ value: z.array(customValueSchema) }).optional(),
      mapValue: z.object({ value: z.record(z.string(), customValueSchema) }).optional(),
      boolValue: z.boolean().optional(),
    }),
  ),
)

export const identityAddressSchema = lazySchema(() =>
  z.object({
    country: z.string().max(2).optional(),
    subdivision: z.string().max(100).optional(),
    city: z.string().max(100).optional(),
    postalCode: z.string().max(100).optional(),
    addressLine: z.string().max(1000).optional(),
    addressLine2: z.string().max(1000).optional(),
    streetName: z.string().max(1000).optional(),
    streetNumber: z.string().max(1000).optional(),
  }),
)

export const identityProfileSchema = lazySchema(() =>
  z.object({
    firstName: z.string().max(100).optional(),
    lastName: z.string().max(100).optional(),
    nickname: z.string().max(100).optional(),
    picture: z.string().max(2048).optional(),
    emails: z.array(z.string()).max(50).optional(),
    phones: z.array(z.string()).max(50).optional(),
    labels: z.array(z.string()).max(2000).optional(),
    language: z.string().max(10).optional(),
    privacyStatus: z.enum(['UNDEFINED', 'PUBLIC', 'PRIVATE']).optional(),
    customFields: z
      .array(z.object({ name: z.string().max(200), value: customValueSchema }))
      .max(100)
      .optional(),
    secondaryEmails: z
      .array(
        z.object({
          email: identityEmailSchema,
          tag: z.enum(['UNTAGGED', 'MAIN', 'HOME', 'WORK']).optional(),
        }),
      )
      .max(50)
      .optional(),
    phonesV2: z
      .array(
        z.object({
          countryCode: z.string().max(2).optional(),
          phone: z.string().max(50),
          tag: z.enum(['UNTAGGED', 'MAIN', 'HOME', 'MOBILE', 'WORK', 'FAX']).optional(),
        }),
      )
      .max(50)
      .optional(),
    addresses: z
      .array(
        z.object({
          address: identityAddressSchema.optional(),
          tag: z.enum(['UNTAGGED', 'HOME', 'WORK', 'BILLING', 'SHIPPING']).optional(),
        }),
      )
      .max(50)
      .optional(),
    company: z.string().max(1000).optional(),
    position: z.string().max(1000).optional(),
    birthdate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional(),
    slug: z.string().max(255).optional(),
    subscription: z.boolean().optional(),
    vatId: z.string().max(1000).optional(),
  }),
)

/** Body of `POST /_api/iam/authentication/v2/register`. */
export const registerV2RequestSchema = lazySchema(() =>
  z.object({
    loginId: loginIdSchema,
    password: identityPasswordSchema.optional(),
    profile: identityProfileSchema.optional(),
    captchaTokens: z.array(captchaTokenSchema).max(10).optional(),
    clientMetaData: z.record(z.string(), z.unknown()).optional(),
  }),
)

/** Body of `POST /_api/iam/authentication/v2/login`. Internal-only fields are ignored. */
export const loginV2RequestSchema = lazySchema(() =>
  z.object({
    loginId: loginIdSchema,
    password: z.string().max(100).optional(),
    captchaTokens: z.array(captchaTokenSchema).max(10).optional(),
    clientMetaData: z.record(z.string(), z.unknown()).optional(),
    stateToken: z.string().max(1000).optional(),
  }),
)

const inputsSchema = lazySchema(() => z.array(z.object({ value: z.string().max(1000) })).max(10))

/** Body of the older v1 register form (unverified shape): the e-mail in `identity` or `loginId`. */
export const registerV1RequestSchema = lazySchema(() =>
  z.object({
    identity: z
      .object({
        email: z.object({ address: identityEmailSchema }).optional(),
        identityProfile: identityProfileSchema.optional(),
      })
      .optional(),
    loginId: loginIdSchema.optional(),
    authenticatorId: z.string().max(100).optional(),
    inputs: inputsSchema.optional(),
    captchaTokens: z.array(captchaTokenSchema).max(10).optional(),
  }),
)

/** Body of the older v1 login form (unverified shape): the e-mail in `identifier` or `loginId`. */
export const loginV1RequestSchema = lazySchema(() =>
  z.object({
    identifier: loginIdSchema.optional(),
    loginId: loginIdSchema.optional(),
    authenticatorId: z.string().max(100).optional(),
    inputs: inputsSchema.optional(),
    captchaTokens: z.array(captchaTokenSchema).max(10).optional(),
  }),
)

/** Body of `POST /_api/iam/authentication/v1/sso/login-with-token-params`. */
export const ssoLoginWithTokenParamsRequestSchema = lazySchema(() =>
  z.object({
    idpConnectionId: z.string().min(1).max(100),
    tokenParams: z.record(z.string(), z.string().max(5000)),
  }),
)

/** Body of `POST /_api/iam/authentication/v2/sign-on`. */
export const signOnRequestSchema = lazySchema(() =>
  z.object({
    loginId: loginIdSchema,
    profile: identityProfileSchema.optional(),
    verifyEmail: z.boolean().optional(),
    mergeExistingContact: z.boolean().optional(),
  }),
)

/** Body of `POST /_api/iam/authentication/v2/change-password`. */
export const changePasswordRequestSchema = lazySchema(() =>
  z.object({ newPassword: identityPasswordSchema }),
)

/** Body of `POST /_api/iam/authentication/v2/validate-email`. */
export const validateEmailRequestSchema = lazySchema(() => z.object({ email: z.string().max(254) }))

/** Query of `GET /_api/iam/authentication/v1/logout`. */
export const logoutRequestSchema = lazySchema(() =>
  z.object({
    postLogoutRedirectUri: z.string().max(2048).optional(),
    clientId: z.string().max(100).optional(),
  }),
)

const stateTokenSchema = lazySchema(() => z.string().min(1).max(1000))

/** Body of `POST /_api/iam/authentication/v1/state/proceed`. */
export const proceedRequestSchema = lazySchema(() => z.object({ stateToken: stateTokenSchema }))

/** Body of `POST /_api/iam/verification/v1/start`. */
export const startVerificationRequestSchema = lazySchema(() =>
  z.object({
    identityId: z.string().max(100).optional(),
    target: z.enum(['EMAIL']).optional(),
  }),
)

/** Body of `POST /_api/iam/verification/v1/auth/verify`. */
export const verifyDuringAuthenticationRequestSchema = lazySchema(() =>
  z.object({
    code: z.string().length(6),
    stateToken: stateTokenSchema,
  }),
)

/** Body of `POST /_api/iam/verification/v1/auth/resend`. */
export const resendDuringAuthenticationRequestSchema = lazySchema(() =>
  z.object({ stateToken: stateTokenSchema }),
)

const recoveryRedirectSchema = lazySchema(() =>
  z.object({
    url: z.string().max(1000).optional(),
    clientId: z.string().max(100).optional(),
  }),
)

/** Body of `POST /_api/iam/recovery/v1/send-email`. */
export const sendRecoveryEmailRequestSchema = lazySchema(() =>
  z.object({
    email: identityEmailSchema,
    language: z.string().max(10).optional(),
    redirect: recoveryRedirectSchema.optional(),
  }),
)

/** Body of `POST /_api/iam/recovery/v1/activation-email`. */
export const sendActivationEmailRequestSchema = lazySchema(() =>
  z.object({
    identityId: z.string().min(1).max(100),
    emailOptions: z
      .object({
        language: z.string().max(10).optional(),
        redirect: recoveryRedirectSchema.optional(),
      })
      .optional(),
  }),
)

/** Body of `POST /_api/iam/recovery/v1/recover`. */
export const recoverRequestSchema = lazySchema(() =>
  z.object({
    recoveryToken: z.string().min(1).max(1000),
    password: identityPasswordSchema.optional(),
  }),
)
