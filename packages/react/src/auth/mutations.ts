import type { Client, StorefrontError, Tokens } from '@storefront-kit/sdk'
import {
  getMemberTokens,
  getMemberTokensForDirectLogin,
  type LoginState,
  type LoginV2Request,
  login,
  logout,
  type OAuthData,
  proceed,
  processVerification,
  type RecoverRequest,
  type RegisterV2Request,
  recover,
  register,
  resendVerificationCode,
} from '@storefront-kit/sdk/auth'
import { type MutationFunctionContext, mutationOptions } from '@tanstack/react-query'
import { authKeys, recordSession } from './session'

/** Options of the sign-in mutations. */
export interface SignInOptions {
  /**
   * Turns the session token of a `SUCCESS` into member tokens on the client. Default
   * `getMemberTokensForDirectLogin` (the hosted page in a hidden frame); give your own for a
   * full-page redirect (`getAuthUrl` with the session token) when third-party cookies are blocked.
   */
  completeLogin?: (client: Client, sessionToken: string) => Promise<unknown>
}

/** Records the state a step ended in; a `SUCCESS` first becomes a signed-in member. */
async function settle(
  client: Client,
  context: MutationFunctionContext,
  state: LoginState,
  options: SignInOptions,
): Promise<LoginState> {
  const success = state.loginState === 'SUCCESS'
  if (success) {
    const complete = options.completeLogin ?? getMemberTokensForDirectLogin
    await complete(client, state.data.sessionToken)
  }
  await recordSession(context.client, client, success)
  return state
}

/** A sign-in step: an SDK call answering a login state, then {@link settle}. */
function signInStep<TVariables>(
  client: Client,
  name: string,
  step: (variables: TVariables) => Promise<LoginState>,
  options: SignInOptions,
) {
  return mutationOptions<LoginState, StorefrontError, TVariables>({
    mutationKey: [...authKeys.all, name],
    mutationFn: async (variables, context) =>
      settle(client, context, await step(variables), options),
  })
}

/**
 * Mutation options of a direct login (`login`): resolves to the new login state; on `SUCCESS` the
 * member is signed in before it resolves. A wrong password is a `FAILURE` state, not an error.
 *
 * @example
 * ```ts
 * useMutation(loginMutationOptions(client))
 * ```
 */
export const loginMutationOptions = (client: Client, options: SignInOptions = {}) =>
  signInStep(client, 'login', (request: LoginV2Request) => login(client, request), options)

/**
 * Mutation options of a registration (`register`); on `SUCCESS` the new member is signed in.
 *
 * @example
 * ```ts
 * useMutation(registerMutationOptions(client))
 * ```
 */
export const registerMutationOptions = (client: Client, options: SignInOptions = {}) =>
  signInStep(client, 'register', (request: RegisterV2Request) => register(client, request), options)

/**
 * Mutation options of the e-mail code check (`processVerification`), valid in
 * `EMAIL_VERIFICATION_REQUIRED` only.
 *
 * @example
 * ```ts
 * useMutation(verifyCodeMutationOptions(client))
 * ```
 */
export const verifyCodeMutationOptions = (client: Client, options: SignInOptions = {}) =>
  signInStep(
    client,
    'verify',
    (input: { code: string }) => processVerification(client, input),
    options,
  )

/**
 * Mutation options of sending the e-mail code again (`resendVerificationCode`).
 *
 * @example
 * ```ts
 * useMutation(resendCodeMutationOptions(client))
 * ```
 */
export const resendCodeMutationOptions = (client: Client) =>
  signInStep<void>(client, 'resend', () => resendVerificationCode(client), {})

/**
 * Mutation options of asking again after the owner's approval (`proceed`).
 *
 * @example
 * ```ts
 * useMutation(proceedMutationOptions(client))
 * ```
 */
export const proceedMutationOptions = (client: Client, options: SignInOptions = {}) =>
  signInStep(client, 'proceed', (input: { stateToken: string }) => proceed(client, input), options)

/**
 * Mutation options of setting a new password from a recovery or activation link (`recover`): on
 * `SUCCESS` the member is signed in before it resolves. A refused link or password is a
 * `FAILURE` state with `errorCode` `invalidRecoveryToken` or `weakPassword`, not an error.
 *
 * @example
 * ```ts
 * useMutation(recoverMutationOptions(client))
 * ```
 */
export const recoverMutationOptions = (client: Client, options: SignInOptions = {}) =>
  signInStep(client, 'recover', (request: RecoverRequest) => recover(client, request), options)

/**
 * Mutation options of `logout`: both tokens are cleared (also when the call fails), the
 * member-dependent queries reset, and it resolves to the hosted logout URL to send the browser to.
 *
 * @example
 * ```ts
 * useMutation(logoutMutationOptions(client))
 * ```
 */
export const logoutMutationOptions = (client: Client) =>
  mutationOptions<{ logoutUrl: string }, StorefrontError, { postFlowUrl?: string }>({
    mutationKey: [...authKeys.all, 'logout'],
    mutationFn: async (input, context) => {
      try {
        return await logout(client, input)
      } finally {
        await recordSession(context.client, client, true)
      }
    },
  })

/** What the hosted login page sent back, with the OAuth data saved before leaving for it. */
export interface RedirectAnswer {
  /** From `parseFromUrl()`. */
  code?: string | undefined
  /** From `parseFromUrl()`. */
  state?: string | undefined
  /** From `loadOAuthData()` (saved by `saveOAuthData` before the redirect). */
  oauthData: OAuthData
}

/**
 * Mutation options of finishing a hosted (redirect) login: the code is exchanged for member
 * tokens with `getMemberTokens` (PKCE and state checked), then the member-dependent queries reset,
 * so the page can go on without a reload. Rejects with the SDK's `OAuthError` (a
 * `StorefrontError`: `MISSING_CODE_OR_STATE`, `INVALID_STATE`, `MEMBER_TOKENS_FAILED`).
 *
 * @example
 * ```ts
 * const { code, state } = parseFromUrl()
 * useMutation(completeRedirectLoginMutationOptions(client)).mutate({ code, state, oauthData })
 * ```
 */
export const completeRedirectLoginMutationOptions = (client: Client) =>
  mutationOptions<Tokens, StorefrontError, RedirectAnswer>({
    mutationKey: [...authKeys.all, 'redirect'],
    mutationFn: async ({ code, state, oauthData }, context) => {
      const tokens = await getMemberTokens(client, code, state, oauthData)
      await recordSession(context.client, client, true)
      return tokens
    },
  })
