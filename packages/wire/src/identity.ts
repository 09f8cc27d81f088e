/**
 * Identity wire shapes: the OAuth token endpoint (wire/identity.md §1–2).
 * @module
 */

/** Grant types the token endpoint takes. */
export type GrantType = 'anonymous' | 'refresh_token' | 'authorization_code' | 'authorized_client'

/** Body of `POST /oauth2/token` (camelCase for the headless grants). */
export interface TokenRequest {
  clientId: string
  grantType: GrantType
  refreshToken?: string
  code?: string
  codeVerifier?: string
  redirectUri?: string
}

/** Answer of `POST /oauth2/token` (snake_case on the wire). */
export interface TokenResponse {
  access_token: string
  token_type?: string
  /** Seconds; 14,400 (4 hours) on the platform. */
  expires_in: number
  refresh_token?: string
  scope?: string
}

/** Answer of `POST /oauth2/token-info`. */
export interface TokenInfo {
  active: boolean
  subjectType: 'UNKNOWN' | 'USER' | 'VISITOR' | 'MEMBER' | 'APP'
  subjectId: string
  /** Epoch seconds, int64 as string. */
  exp: string
  iat: string
  clientId?: string
  accountId?: string
  siteId?: string
  instanceId?: string
}

/** `authorized_client` grant of the external-login flow: **snake_case** on the wire (identity.md §1). */
export interface AuthorizedClientTokenRequest {
  grant_type: 'authorized_client'
  scope?: string
  member_id: string
  session_token?: string
}

/** Answer of `GET /oauth2/user-info` (member token). */
export interface UserInfo {
  /** The member id. */
  sub: string
  givenName: string
  familyName: string
  email: string
  emailVerified: boolean
  picture: string
  language: string
  name: string
}

/** Server-side sign-in state of a {@link StateMachineResponse}. Tolerate unknown values. */
export type StateType =
  | 'UNKNOWN_STATE'
  | 'SUCCESS'
  | 'REQUIRE_OWNER_APPROVAL'
  | 'REQUIRE_EMAIL_VERIFICATION'
  | 'STATUS_CHECK'
  | 'REQUIRE_MISSING_FIELDS'
  | (string & {})

/** Identity status name. */
export type IdentityStatusName =
  | 'UNKNOWN_STATUS'
  | 'PENDING'
  | 'ACTIVE'
  | 'DELETED'
  | 'BLOCKED'
  | 'OFFLINE'
  | (string & {})

/** Why an identity is pending. */
export type IdentityStatusReason =
  | 'UNKNOWN_REASON'
  | 'PENDING_ADMIN_APPROVAL_REQUIRED'
  | 'PENDING_EMAIL_VERIFICATION_REQUIRED'
  | 'PENDING_REQUIRED_FIELDS_MISSING'
  | (string & {})

/** Profile privacy. */
export type IdentityPrivacyStatus = 'UNDEFINED' | 'PUBLIC' | 'PRIVATE'

/** Tag of a secondary e-mail. */
export type EmailTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'WORK'

/** Tag of a phone. */
export type PhoneTag = 'UNTAGGED' | 'MAIN' | 'HOME' | 'MOBILE' | 'WORK' | 'FAX'

/** Tag of an address. */
export type AddressTag = 'UNTAGGED' | 'HOME' | 'WORK' | 'BILLING' | 'SHIPPING'

/** The login id: an e-mail address. */
export interface LoginId {
  email: string
}

/** One captcha token; exactly one key is set (PascalCase keys on the wire). */
export interface CaptchaToken {
  Recaptcha?: string
  InvisibleRecaptcha?: string
  NoCaptcha?: string
  recaptchaForClientSiteKey?: { token?: string; siteKeyId?: string }
}

/** A custom field value of an identity profile (one of the keys). */
export interface IdentityCustomValue {
  strValue?: string
  numValue?: number
  dateValue?: string
  listValue?: { value: IdentityCustomValue[] }
  mapValue?: { value: Record<string, IdentityCustomValue> }
  boolValue?: boolean
}

/** A named custom field of an identity profile. */
export interface IdentityCustomField {
  name: string
  value: IdentityCustomValue
}

/** Postal address of an identity profile (not the commerce `Address`). */
export interface IdentityAddress {
  country?: string
  subdivision?: string
  city?: string
  postalCode?: string
  addressLine?: string
  addressLine2?: string
  streetName?: string
  streetNumber?: string
}

/** Profile data of an identity. */
export interface IdentityProfile {
  firstName?: string
  lastName?: string
  nickname?: string
  picture?: string
  /** Deprecated: use `secondaryEmails`. */
  emails?: string[]
  /** Deprecated: use `phonesV2`. */
  phones?: string[]
  labels?: string[]
  language?: string
  privacyStatus?: IdentityPrivacyStatus
  customFields?: IdentityCustomField[]
  /** In answers each item's `tag` is always present (`UNTAGGED` by default). */
  secondaryEmails?: { email: string; tag?: EmailTag }[]
  phonesV2?: { countryCode?: string; phone: string; tag?: PhoneTag }[]
  addresses?: { address?: IdentityAddress; tag?: AddressTag }[]
  company?: string
  position?: string
  /** `YYYY-MM-DD`. */
  birthdate?: string
  slug?: string
  subscription?: boolean
  vatId?: string
}

/** How an identity signs in: an identity provider or an authenticator. */
export interface IdentityConnection {
  idpConnection?: { idpConnectionId: string; idpUserId: string }
  authenticatorConnection?: { authenticatorConnectionId: string; reEnrollmentRequired: boolean }
}

/** A sign-in factor. */
export interface IdentityFactor {
  factorId: string
  type:
    | 'PASSWORD'
    | 'SMS'
    | 'CALL'
    | 'EMAIL'
    | 'TOTP'
    | 'PUSH'
    | 'WEBAUTHN'
    | 'RECOVERY_CODE'
    | (string & {})
  status: 'INACTIVE' | 'ACTIVE' | 'REQUIRE_REENROLL' | (string & {})
}

/** A sign-in identity (the member's login record). */
export interface Identity {
  id: string
  /** int64 as string. */
  revision?: string
  createdDate?: string
  updatedDate?: string
  connections: IdentityConnection[]
  identityProfile: IdentityProfile
  metadata?: Record<string, never>
  email: { address: string; isVerified: boolean }
  status: { name: IdentityStatusName; reasons: IdentityStatusReason[] }
  factors: IdentityFactor[]
}

/** Answer of the login, registration, verification and recovery calls. */
export interface StateMachineResponse {
  state: StateType
  sessionToken?: string
  stateToken?: string
  identity?: Identity
  additionalData?: Record<string, IdentityCustomValue>
}

/** Body of `POST /_api/iam/authentication/v2/register`. */
export interface RegisterV2Request {
  loginId: LoginId
  password?: string
  profile?: IdentityProfile
  captchaTokens?: CaptchaToken[]
  clientMetaData?: Record<string, unknown>
}

/** Body of `POST /_api/iam/authentication/v2/login`. */
export interface LoginV2Request {
  loginId: LoginId
  password?: string
  captchaTokens?: CaptchaToken[]
  clientMetaData?: Record<string, unknown>
  stateToken?: string
}

/** One input of the older v1 forms (the password for the `password` authenticator). Unverified. */
export interface AuthenticatorInput {
  value: string
}

/** Body of the older `POST /_api/iam/authentication/v1/register` (paths and shape unverified). */
export interface RegisterV1Request {
  identity?: { email?: { address: string }; identityProfile?: IdentityProfile }
  loginId?: LoginId
  authenticatorId?: string
  inputs?: AuthenticatorInput[]
  captchaTokens?: CaptchaToken[]
}

/** Body of the older `POST /_api/iam/authentication/v1/login` (paths and shape unverified). */
export interface LoginV1Request {
  identifier?: LoginId
  loginId?: LoginId
  authenticatorId?: string
  inputs?: AuthenticatorInput[]
  captchaTokens?: CaptchaToken[]
}

/** Body of `POST /_api/iam/authentication/v1/sso/login-with-token-params` (unverified). */
export interface SsoLoginWithTokenParamsRequest {
  idpConnectionId: string
  tokenParams: Record<string, string>
}

/** Body of `POST /_api/iam/authentication/v2/sign-on` (API key). */
export interface SignOnRequest {
  loginId: LoginId
  profile?: IdentityProfile
  verifyEmail?: boolean
  mergeExistingContact?: boolean
}

/** Answer of sign-on. */
export interface SignOnResponse {
  sessionToken: string
  identity: Identity
}

/** Body of `POST /_api/iam/authentication/v2/change-password` (member token). */
export interface ChangePasswordRequest {
  newPassword: string
}

/** Body of `POST /_api/iam/authentication/v2/validate-email`. */
export interface ValidateEmailRequest {
  email: string
}

/** Answer of validate-email. */
export interface ValidateEmailResponse {
  valid: boolean
  failure?: { reason: string }
  formatInvalid: boolean
}

/** Query of `GET /_api/iam/authentication/v1/logout` (answers with a redirect). */
export interface LogoutRequest {
  postLogoutRedirectUri?: string
  clientId?: string
}

/** Body of `POST /_api/iam/authentication/v1/state/proceed` (path unverified). */
export interface ProceedRequest {
  stateToken: string
}

/** Body of `POST /_api/iam/verification/v1/start`. */
export interface StartVerificationRequest {
  identityId?: string
  target?: 'EMAIL'
}

/** Answer of verification start. */
export interface StartVerificationResponse {
  verificationId: string
}

/** Body of `POST /_api/iam/verification/v1/auth/verify`: the 6-character code and the state token. */
export interface VerifyDuringAuthenticationRequest {
  code: string
  stateToken: string
}

/** Body of `POST /_api/iam/verification/v1/auth/resend` (path unverified). */
export interface ResendDuringAuthenticationRequest {
  stateToken: string
}

/** Where a recovery or activation e-mail's link leads back to. */
export interface RecoveryRedirect {
  url?: string
  clientId?: string
}

/** Body of `POST /_api/iam/recovery/v1/send-email`. */
export interface SendRecoveryEmailRequest {
  email: string
  language?: string
  redirect?: RecoveryRedirect
}

/** Body of `POST /_api/iam/recovery/v1/activation-email` (API key). */
export interface SendActivationEmailRequest {
  identityId: string
  emailOptions?: { language?: string; redirect?: RecoveryRedirect }
}

/** Body of `POST /_api/iam/recovery/v1/recover`. */
export interface RecoverRequest {
  recoveryToken: string
  password?: string
}
