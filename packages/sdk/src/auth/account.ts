import type { CallOptions, Client } from '../core/client'
import type {
  ChangePasswordRequest,
  RecoverRequest,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  SignOnRequest,
  SignOnResponse,
  StateMachineResponse,
} from '../wire'
import { failureOf, type LoginState, remember, toLoginState } from './login-state'

const RECOVERY = '/_api/iam/recovery/v1'
const AUTHN = '/_api/iam/authentication'

/**
 * E-mails a password-recovery link (to `redirect.url` with a `recoveryToken` parameter, or to the
 * platform's page). Answers the same whether or not the address belongs to a member.
 *
 * @example
 * ```ts
 * await sendRecoveryEmail(client, { email, redirect: { url: `${location.origin}/reset`, clientId } })
 * ```
 */
export function sendRecoveryEmail(
  client: Client,
  request: SendRecoveryEmailRequest,
  options?: CallOptions,
): Promise<Record<string, never>> {
  return client.request(
    {
      operation: 'sendRecoveryEmail',
      method: 'POST',
      path: `${RECOVERY}/send-email`,
      payload: request,
    },
    options,
  )
}

/**
 * E-mails an activation link to an identity, to set a first password (API key).
 *
 * @example
 * ```ts
 * await sendActivationEmail(admin, { identityId })
 * ```
 */
export function sendActivationEmail(
  client: Client,
  request: SendActivationEmailRequest,
  options?: CallOptions,
): Promise<Record<string, never>> {
  return client.request(
    {
      operation: 'sendActivationEmail',
      method: 'POST',
      path: `${RECOVERY}/activation-email`,
      payload: request,
    },
    options,
  )
}

/**
 * Sets a new password with the `recoveryToken` of a recovery or activation link. Resolves to the
 * sign-in state (usually `SUCCESS` with a session token); never rejects: a refused link is a
 * `FAILURE` with `errorCode` `invalidRecoveryToken`, a refused password one with `weakPassword`.
 *
 * @example
 * ```ts
 * const recoveryToken = new URL(location.href).searchParams.get('recoveryToken') ?? ''
 * const state = await recover(client, { recoveryToken, password })
 * ```
 */
export async function recover(
  client: Client,
  request: RecoverRequest,
  options?: CallOptions,
): Promise<LoginState> {
  try {
    const response = await client.request<StateMachineResponse>(
      { operation: 'recover', method: 'POST', path: `${RECOVERY}/recover`, payload: request },
      options,
    )
    return remember(client, toLoginState(response))
  } catch (error) {
    return remember(client, failureOf(error, 'recover'))
  }
}

/**
 * Changes the signed-in member's password.
 *
 * @example
 * ```ts
 * await changePassword(client, { newPassword })
 * ```
 */
export function changePassword(
  client: Client,
  request: ChangePasswordRequest,
  options?: CallOptions,
): Promise<Record<string, never>> {
  return client.request(
    {
      operation: 'changePassword',
      method: 'POST',
      path: `${AUTHN}/v2/change-password`,
      payload: request,
    },
    options,
  )
}

/**
 * Creates or finds a member and answers a session token without a password (API key, server only):
 * external logins. Exchange the session token in the browser with `getMemberTokensForDirectLogin`,
 * or on the server with `getMemberTokensForExternalLogin`.
 *
 * @example
 * ```ts
 * const { sessionToken } = await signOn(admin, { loginId: { email } })
 * ```
 */
export function signOn(
  client: Client,
  request: SignOnRequest,
  options?: CallOptions,
): Promise<SignOnResponse> {
  return client.request(
    { operation: 'signOn', method: 'POST', path: `${AUTHN}/v2/sign-on`, payload: request },
    options,
  )
}
