import type { Client } from '../core/client'
import { isStorefrontError } from '../core/errors/storefront-error'
import type { StateMachineResponse } from '../wire'
import { normalizeAuthError } from './normalize-error'

/** Where a direct login or registration stands on the client (SPEC §4). */
export type LoginStateName =
  | 'INITIAL'
  | 'SUCCESS'
  | 'FAILURE'
  | 'EMAIL_VERIFICATION_REQUIRED'
  | 'OWNER_APPROVAL_REQUIRED'
  | 'USER_CAPTCHA_REQUIRED'
  | 'SILENT_CAPTCHA_REQUIRED'

/** Why a login or registration failed, for the form to say so. */
export type LoginErrorCode =
  | 'missingCaptchaToken'
  | 'invalidCaptchaToken'
  | 'invalidPassword'
  | 'resetPassword'
  | 'invalidEmail'
  | 'emailAlreadyExists'
  /** Recovery: the link's token is unknown, used or expired. */
  | 'invalidRecoveryToken'
  /** Recovery: the new password breaks the platform's rules (4 to 100 characters). */
  | 'weakPassword'

/**
 * The client's sign-in state. `SUCCESS` carries the session token to exchange for member tokens
 * (`getMemberTokensForDirectLogin`); `EMAIL_VERIFICATION_REQUIRED` the state token the code is
 * checked against; `FAILURE` a message and, when known, why. The captcha states are part of the
 * platform's vocabulary; the platform answers a missing or bad captcha as a `FAILURE` with
 * `missingCaptchaToken` / `invalidCaptchaToken`, and so does this SDK.
 */
export type LoginState =
  | { loginState: 'INITIAL' }
  | { loginState: 'SUCCESS'; data: { sessionToken: string } }
  | { loginState: 'FAILURE'; error: string; errorCode?: LoginErrorCode }
  | { loginState: 'EMAIL_VERIFICATION_REQUIRED'; data: { stateToken: string } }
  | { loginState: 'OWNER_APPROVAL_REQUIRED'; data?: { stateToken: string } }
  | { loginState: 'USER_CAPTCHA_REQUIRED' }
  | { loginState: 'SILENT_CAPTCHA_REQUIRED' }

/** Message of any answer the client cannot act on. */
export const UNKNOWN_STATE = 'Unknown _state'

const states = new WeakMap<Client, LoginState>()

/**
 * The client's current sign-in state: `INITIAL` until a login, registration or verification
 * answers, then the last answer.
 *
 * @example
 * ```ts
 * if (getLoginState(client).loginState === 'EMAIL_VERIFICATION_REQUIRED') showCodeForm()
 * ```
 */
export function getLoginState(client: Client): LoginState {
  return states.get(client) ?? { loginState: 'INITIAL' }
}

/** Records and returns the client's new state. */
export function remember(client: Client, state: LoginState): LoginState {
  states.set(client, state)
  return state
}

/**
 * The server's state as the client's (SPEC §4): SUCCESS → SUCCESS, REQUIRE_OWNER_APPROVAL →
 * OWNER_APPROVAL_REQUIRED, REQUIRE_EMAIL_VERIFICATION → EMAIL_VERIFICATION_REQUIRED, anything
 * else (or a state without the token it needs) → FAILURE "Unknown _state".
 */
export function toLoginState(response: StateMachineResponse): LoginState {
  switch (response.state) {
    case 'SUCCESS':
      if (response.sessionToken)
        return { loginState: 'SUCCESS', data: { sessionToken: response.sessionToken } }
      break
    case 'REQUIRE_OWNER_APPROVAL':
      return response.stateToken
        ? { loginState: 'OWNER_APPROVAL_REQUIRED', data: { stateToken: response.stateToken } }
        : { loginState: 'OWNER_APPROVAL_REQUIRED' }
    case 'REQUIRE_EMAIL_VERIFICATION':
      if (response.stateToken)
        return {
          loginState: 'EMAIL_VERIFICATION_REQUIRED',
          data: { stateToken: response.stateToken },
        }
      break
  }
  return { loginState: 'FAILURE', error: UNKNOWN_STATE }
}

const CAPTCHA_CODES: Record<string, LoginErrorCode> = {
  '-19971': 'missingCaptchaToken',
  CAPTCHA_TOKEN_REQUIRED: 'missingCaptchaToken',
  MISSING_CAPTCHA_TOKEN: 'missingCaptchaToken',
  RECAPTCHA_REQUIRED: 'missingCaptchaToken',
  '-19970': 'invalidCaptchaToken',
  INVALID_CAPTCHA_TOKEN: 'invalidCaptchaToken',
  RECAPTCHA_FAILED: 'invalidCaptchaToken',
}
const LOGIN_CODES: Record<string, LoginErrorCode> = {
  ...CAPTCHA_CODES,
  '-19976': 'invalidPassword',
  '-19973': 'resetPassword',
}
const RECOVER_CODES: Record<string, LoginErrorCode> = {
  INVALID_RECOVERY_TOKEN: 'invalidRecoveryToken',
}
const REGISTER_CODES: Record<string, LoginErrorCode> = {
  ...CAPTCHA_CODES,
  '-19995': 'emailAlreadyExists',
  DUPLICATE_EMAIL: 'emailAlreadyExists',
}

/**
 * A failed login or registration as a `FAILURE` state (never a throw): the normalised message,
 * and the error code of SPEC §8. Login: -19971, -19970, -19976, -19973, any other application
 * code → invalidEmail. Registration: -19995 → emailAlreadyExists, captcha codes, and a field
 * violation of type EMAIL → invalidEmail. Recovery: a refused link → invalidRecoveryToken, a
 * refused password → weakPassword. Network and server failures carry no code.
 */
export function failureOf(
  error: unknown,
  flow: 'login' | 'register' | 'recover' | 'other',
): LoginState {
  const normalized = normalizeAuthError(error)
  const violated = (test: (v: { field?: string; data?: Record<string, unknown> }) => boolean) =>
    !!normalized.fieldViolations?.some(test)
  const emailViolation = violated((v) => v.data?.type === 'EMAIL' || v.data?.expected === 'EMAIL')
  let errorCode: LoginErrorCode | undefined
  if (emailViolation && (flow === 'login' || flow === 'register')) errorCode = 'invalidEmail'
  else if (flow === 'recover' && violated((v) => v.field === 'password')) errorCode = 'weakPassword'
  else if (
    isStorefrontError(error) &&
    normalized.code !== 'INVALID_ARGUMENT' &&
    normalized.status >= 400 &&
    normalized.status < 500
  ) {
    const app = error.code
    if (flow === 'login') errorCode = LOGIN_CODES[app] ?? 'invalidEmail'
    else if (flow === 'register') errorCode = REGISTER_CODES[app]
    else if (flow === 'recover') errorCode = RECOVER_CODES[app]
  }
  return { loginState: 'FAILURE', error: normalized.message, ...(errorCode && { errorCode }) }
}
