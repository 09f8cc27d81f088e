// Type tests of @storefront-kit/sdk/auth and /redirects: checked by `npm run typecheck`.
import { expectTypeOf } from 'vitest'
import {
  cookieStorage,
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  getMemberTokensForDirectLogin,
  getMemberTokensForExternalLogin,
  type LoginState,
  localStorageAdapter,
  login,
  type OAuthData,
  proceed,
  processVerification,
  register,
  type Tokens,
} from '../src/auth'
import { type Client, createClient, type TokenStorage, visitorAuth } from '../src/index'
import { createRedirectSession, type RedirectSession } from '../src/redirects'

const client: Client = createClient({
  auth: visitorAuth({ clientId: 'c', storage: localStorageAdapter() }),
})

expectTypeOf(
  login(client, { loginId: { email: 'a@b.co' }, password: 'p' }),
).resolves.toEqualTypeOf<LoginState>()
expectTypeOf(generateOAuthData('https://x/cb')).resolves.toEqualTypeOf<OAuthData>()
expectTypeOf(getMemberTokensForDirectLogin(client, 'st')).resolves.toEqualTypeOf<Tokens>()
expectTypeOf(cookieStorage({ days: 7 })).toEqualTypeOf<TokenStorage>()

declare const state: LoginState
if (state.loginState === 'SUCCESS') expectTypeOf(state.data.sessionToken).toEqualTypeOf<string>()
if (state.loginState === 'FAILURE') {
  expectTypeOf(state.error).toEqualTypeOf<string>()
  expectTypeOf(state.errorCode).toEqualTypeOf<
    | 'missingCaptchaToken'
    | 'invalidCaptchaToken'
    | 'invalidPassword'
    | 'resetPassword'
    | 'invalidEmail'
    | 'emailAlreadyExists'
    | 'invalidRecoveryToken'
    | 'weakPassword'
    | undefined
  >()
}
if (state.loginState === 'EMAIL_VERIFICATION_REQUIRED')
  expectTypeOf(state.data.stateToken).toEqualTypeOf<string>()

// @ts-expect-error the login id is the wire's `{ email }` object
login(client, { email: 'a@b.co', password: 'p' })
// @ts-expect-error registration needs a login id
register(client, { password: 'p' })
// @ts-expect-error the verification input is `{ code }`
processVerification(client, { verificationCode: '123456' })
// @ts-expect-error proceed takes the state token
proceed(client, 'token')
declare const data: OAuthData
// @ts-expect-error prompt is login, none, consent or select_account
getAuthUrl(client, data, { prompt: 'always' })
// @ts-expect-error response mode is fragment, query or web_message
getAuthUrl(client, data, { responseMode: 'form_post' })
// @ts-expect-error the state may be missing, but it is a string
getMemberTokens(client, 'code', 42, data)
expectTypeOf(
  getMemberTokensForExternalLogin(client, { memberId: 'm', apiKey: 'k', sessionToken: 's' }),
).resolves.toEqualTypeOf<Tokens>()
// @ts-expect-error the grant needs the API key
getMemberTokensForExternalLogin(client, { memberId: 'm' })
// @ts-expect-error cookie expiry is in days, a number
cookieStorage({ days: '7' })
// @ts-expect-error SameSite has three values
cookieStorage({ sameSite: 'lax' })

expectTypeOf(createRedirectSession(client, { login: {} })).resolves.toEqualTypeOf<{
  redirectSession: RedirectSession
}>()
// @ts-expect-error the checkout intent needs the checkout id
createRedirectSession(client, { ecomCheckout: {} })
