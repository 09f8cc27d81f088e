import type { CallOptions, Client } from '../core/client'
import type {
  LoginV1Request,
  LoginV2Request,
  RegisterV1Request,
  RegisterV2Request,
  SsoLoginWithTokenParamsRequest,
  StateMachineResponse,
} from '../wire'
import {
  failureOf,
  getLoginState,
  type LoginState,
  remember,
  toLoginState,
  UNKNOWN_STATE,
} from './login-state'

const AUTHN = '/_api/iam/authentication'
const VERIFICATION = '/_api/iam/verification/v1/auth'

/**
 * Sends one state-machine call and records where it leads; failures become `FAILURE` states.
 * A failed follow-up (`other`: a wrong code, a still-pending approval check) answers FAILURE
 * but leaves the client where it was, so the member can simply try again.
 */
async function step(
  client: Client,
  operation: string,
  path: string,
  payload: object,
  flow: 'login' | 'register' | 'other',
  options?: CallOptions,
): Promise<LoginState> {
  try {
    const response = await client.request<StateMachineResponse>(
      { operation, method: 'POST', path, payload },
      options,
    )
    return remember(client, toLoginState(response))
  } catch (error) {
    const failure = failureOf(error, flow)
    return flow === 'other' ? failure : remember(client, failure)
  }
}

/**
 * Registers a member with e-mail and password (RegisterV2). Resolves to the next sign-in state,
 * never rejects: `SUCCESS` (exchange `data.sessionToken` with `getMemberTokensForDirectLogin`),
 * `EMAIL_VERIFICATION_REQUIRED`, `OWNER_APPROVAL_REQUIRED`, or `FAILURE` with `errorCode`
 * `emailAlreadyExists`, `invalidEmail`, `missingCaptchaToken` or `invalidCaptchaToken`.
 *
 * @example
 * ```ts
 * const state = await register(client, { loginId: { email }, password, profile: { firstName } })
 * if (state.loginState === 'SUCCESS') await getMemberTokensForDirectLogin(client, state.data.sessionToken)
 * ```
 */
export function register(client: Client, request: RegisterV2Request, options?: CallOptions) {
  return step(client, 'register', `${AUTHN}/v2/register`, request, 'register', options)
}

/**
 * Logs a member in with e-mail and password (LoginV2). Never rejects; a `FAILURE` carries
 * `errorCode` `invalidPassword`, `resetPassword`, `missingCaptchaToken`, `invalidCaptchaToken`
 * or `invalidEmail` (any other refusal).
 *
 * @example
 * ```ts
 * const state = await login(client, { loginId: { email }, password })
 * if (state.loginState === 'FAILURE') showError(state.error, state.errorCode)
 * ```
 */
export function login(client: Client, request: LoginV2Request, options?: CallOptions) {
  return step(client, 'login', `${AUTHN}/v2/login`, request, 'login', options)
}

/**
 * The older registration form (v1: `identity`, `authenticatorId`, `inputs`); prefer {@link register}.
 *
 * @example
 * ```ts
 * await registerV1(client, { identity: { email: { address: email } }, inputs: [{ value: password }] })
 * ```
 */
export function registerV1(client: Client, request: RegisterV1Request, options?: CallOptions) {
  return step(client, 'registerV1', `${AUTHN}/v1/register`, request, 'register', options)
}

/**
 * The older login form (v1: `identifier`, `authenticatorId`, `inputs`); prefer {@link login}.
 *
 * @example
 * ```ts
 * await loginV1(client, { identifier: { email }, inputs: [{ value: password }] })
 * ```
 */
export function loginV1(client: Client, request: LoginV1Request, options?: CallOptions) {
  return step(client, 'loginV1', `${AUTHN}/v1/login`, request, 'login', options)
}

/**
 * Signs in with an identity provider's token parameters (SSO).
 *
 * @example
 * ```ts
 * await loginWithTokenParams(client, { idpConnectionId, tokenParams: { id_token } })
 * ```
 */
export function loginWithTokenParams(
  client: Client,
  request: SsoLoginWithTokenParamsRequest,
  options?: CallOptions,
) {
  return step(
    client,
    'loginWithTokenParams',
    `${AUTHN}/v1/sso/login-with-token-params`,
    request,
    'login',
    options,
  )
}

/** The state token of a state, when the state is `expected`. */
const stateToken = (state: LoginState, expected: LoginState['loginState']) =>
  state.loginState === expected && 'data' in state && state.data && 'stateToken' in state.data
    ? state.data.stateToken
    : undefined

/**
 * Checks the e-mailed code. Accepted only while the state (the one given, or the client's last)
 * is `EMAIL_VERIFICATION_REQUIRED`; otherwise resolves to `FAILURE` "Unknown _state" without a call.
 *
 * @example
 * ```ts
 * const next = await processVerification(client, { code: '123456' })
 * ```
 */
export function processVerification(
  client: Client,
  input: { code: string },
  state: LoginState = getLoginState(client),
  options?: CallOptions,
): Promise<LoginState> {
  const token = stateToken(state, 'EMAIL_VERIFICATION_REQUIRED')
  if (!token)
    return Promise.resolve(remember(client, { loginState: 'FAILURE', error: UNKNOWN_STATE }))
  return step(
    client,
    'verifyDuringAuthentication',
    `${VERIFICATION}/verify`,
    { code: input.code, stateToken: token },
    'other',
    options,
  )
}

/**
 * E-mails a new code (the previous one stops working). Only in `EMAIL_VERIFICATION_REQUIRED`.
 *
 * @example
 * ```ts
 * await resendVerificationCode(client)
 * ```
 */
export function resendVerificationCode(
  client: Client,
  state: LoginState = getLoginState(client),
  options?: CallOptions,
): Promise<LoginState> {
  const token = stateToken(state, 'EMAIL_VERIFICATION_REQUIRED')
  if (!token)
    return Promise.resolve(remember(client, { loginState: 'FAILURE', error: UNKNOWN_STATE }))
  return step(
    client,
    'resendDuringAuthentication',
    `${VERIFICATION}/resend`,
    { stateToken: token },
    'other',
    options,
  )
}

/**
 * Continues a pending sign-in with its state token — typically `OWNER_APPROVAL_REQUIRED`, once
 * the owner approved: resolves to `SUCCESS`, or to the same state while still pending.
 *
 * @example
 * ```ts
 * const next = await proceed(client, { stateToken })
 * ```
 */
export function proceed(
  client: Client,
  input: { stateToken: string },
  options?: CallOptions,
): Promise<LoginState> {
  return step(client, 'proceed', `${AUTHN}/v1/state/proceed`, input, 'other', options)
}
