import type {
  CaptchaToken,
  IdentityProfile,
  SignOnResponse,
  SsoLoginWithTokenParamsRequest,
} from '@storefront-kit/wire'
import {
  applicationError,
  conflict,
  notFound,
  precondition,
  validationError,
  violation,
} from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { IdentityContext } from './context'
import { createIdentity, saveIdentity, toWireIdentity } from './identities'
import { verifyDecoyPassword, verifyPassword } from './passwords'
import { checkCaptcha, LOGIN_ERROR } from './policies'
import {
  assertMaySignIn,
  issueSessionToken,
  nextSignInState,
  type SignInResult,
  visitorIdOf,
} from './sign-in-state'

/** The token an SSO login's `tokenParams.token` must carry in the emulator. */
export const TEST_SSO_TOKEN = 'emulator-sso-pass'

/** A registration, whatever form it arrived in (v1 or v2, hosted page). */
export interface Registration {
  email: string
  password: string | undefined
  /** Request field the password came from, for violations. */
  passwordField: string
  profile?: IdentityProfile
  captchaTokens?: CaptchaToken[]
  /** Hosted pages run their own bot checks; the captcha policy applies to API calls. */
  skipCaptcha?: boolean
}

/** Creates an identity and member, then moves to the next sign-in state. */
export function register(ctx: IdentityContext, input: Registration, caller: Caller): SignInResult {
  if (input.password === undefined)
    throw validationError([violation(input.passwordField, 'REQUIRED_FIELD', 'is required')])
  if (!input.skipCaptcha) checkCaptcha(ctx, input.captchaTokens)
  if (ctx.store.identityByEmail(input.email))
    throw conflict(LOGIN_ERROR.emailExists, 'A member with this e-mail address already exists', {
      email: input.email,
    })
  const identity = createIdentity(
    ctx,
    { email: input.email, password: input.password, profile: input.profile, emailVerified: false },
    caller,
  )
  return nextSignInState(ctx, identity, visitorIdOf(caller))
}

/** A login, whatever form it arrived in. */
export interface Login {
  email: string
  password: string | undefined
  passwordField: string
  captchaTokens?: CaptchaToken[]
  skipCaptcha?: boolean
}

/** Checks e-mail and password, then moves to the next sign-in state. */
export function login(ctx: IdentityContext, input: Login, caller: Caller): SignInResult {
  if (input.password === undefined)
    throw validationError([violation(input.passwordField, 'REQUIRED_FIELD', 'is required')])
  if (!input.skipCaptcha) checkCaptcha(ctx, input.captchaTokens)
  const identity = ctx.store.identityByEmail(input.email)
  if (!identity?.passwordHash) verifyDecoyPassword(input.password)
  if (!identity) throw notFound(LOGIN_ERROR.unknownEmail, 'No member has this e-mail address')
  if (!identity.passwordHash)
    throw precondition(LOGIN_ERROR.resetPassword, 'This member has no password yet: reset it first')
  if (!verifyPassword(input.password, identity.passwordHash))
    throw precondition(LOGIN_ERROR.invalidPassword, 'The password is not correct')
  return nextSignInState(ctx, identity, visitorIdOf(caller))
}

/**
 * SSO login with an identity provider's token parameters. The emulator trusts one test provider:
 * `tokenParams.token` must be {@link TEST_SSO_TOKEN} and `tokenParams.email` names the member.
 */
export function ssoLogin(
  ctx: IdentityContext,
  input: SsoLoginWithTokenParamsRequest,
  caller: Caller,
): SignInResult {
  const { token, email } = input.tokenParams
  if (token !== TEST_SSO_TOKEN)
    throw applicationError(401, 'INVALID_TOKEN_PARAMS', 'The identity provider token is not valid')
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw validationError([
      violation('tokenParams.email', 'FORMAT', 'must be an e-mail address', { type: 'EMAIL' }),
    ])
  const connection = { idpConnectionId: input.idpConnectionId, idpUserId: email.toLowerCase() }
  let identity = ctx.store.identityByEmail(email)
  if (!identity) {
    identity = createIdentity(
      ctx,
      {
        email,
        password: null,
        emailVerified: true,
        idpConnection: connection,
        profile: {
          ...(input.tokenParams.firstName && { firstName: input.tokenParams.firstName }),
          ...(input.tokenParams.lastName && { lastName: input.tokenParams.lastName }),
        },
      },
      caller,
    )
  } else if (
    !identity.idpConnections.some((c) => c.idpConnectionId === connection.idpConnectionId)
  ) {
    identity = saveIdentity(ctx, {
      ...identity,
      idpConnections: [...identity.idpConnections, connection],
    })
  }
  return nextSignInState(ctx, identity, visitorIdOf(caller))
}

/** Sign-on (API key): creates the member if needed and answers a session token at once. */
export function signOn(
  ctx: IdentityContext,
  input: { email: string; profile?: IdentityProfile; verifyEmail?: boolean },
  caller: Caller,
): SignOnResponse {
  let identity = ctx.store.identityByEmail(input.email)
  if (!identity)
    identity = createIdentity(
      ctx,
      {
        email: input.email,
        password: null,
        profile: input.profile,
        // The caller vouches for the address when it asks for it to count as verified.
        emailVerified: input.verifyEmail ?? false,
      },
      caller,
    )
  assertMaySignIn(ctx, identity)
  const sessionToken = issueSessionToken(ctx, { identityId: identity.id })
  return { sessionToken, identity: toWireIdentity(ctx, identity) }
}
