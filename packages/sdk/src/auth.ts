/**
 * `@storefront-kit/sdk/auth`: member sign-in. Redirect sign-in with PKCE (`generateOAuthData`,
 * `getAuthUrl`, `parseFromUrl`, `getMemberTokens`), direct login as a state machine (`login`,
 * `register`, `processVerification`, `proceed`, …) with the silent session-token exchange
 * (`getMemberTokensForDirectLogin`), logout, recovery, browser token storages shared by tabs,
 * and the server-rendering hand-off. Works with the client's `visitorAuth`, which holds the
 * member's tokens once signed in; a visitor-only storefront never loads this module.
 * @module
 */

export {
  changePassword,
  recover,
  sendActivationEmail,
  sendRecoveryEmail,
  signOn,
} from './auth/account'
export {
  type CookieStorageOptions,
  cookieStorage,
  TOKENS_COOKIE,
  tokensCookie,
  tokensFromCookies,
} from './auth/cookie-storage'
export { crossTabLock } from './auth/cross-tab-lock'
export {
  login,
  loginV1,
  loginWithTokenParams,
  proceed,
  processVerification,
  register,
  registerV1,
  resendVerificationCode,
} from './auth/direct-login'
export { type ExternalLoginInput, getMemberTokensForExternalLogin } from './auth/external-login'
export { type LocalStorageOptions, localStorageAdapter } from './auth/local-storage'
export {
  getLoginState,
  type LoginErrorCode,
  type LoginState,
  type LoginStateName,
  UNKNOWN_STATE,
} from './auth/login-state'
export {
  type AuthorizationAnswer,
  type AuthUrlOptions,
  getAuthUrl,
  getMemberTokens,
  getUserInfo,
  loggedIn,
  logout,
  parseFromUrl,
} from './auth/member-tokens'
export { type NormalizedAuthError, normalizeAuthError } from './auth/normalize-error'
export {
  generateOAuthData,
  isOAuthData,
  loadOAuthData,
  OAUTH_DATA_KEY,
  type OAuthData,
  type OAuthDataStore,
  saveOAuthData,
} from './auth/oauth-data'
export { OAuthError, type OAuthErrorCode, ThirdPartyCookiesBlockedError } from './auth/oauth-error'
export {
  CODE_VERIFIER_LENGTH,
  generateCodeChallenge,
  generateCodeVerifier,
  generateState,
  isCodeVerifier,
} from './auth/pkce'
export {
  getMemberTokensForDirectLogin,
  SILENT_LOGIN_TIMEOUT,
  type SilentLoginOptions,
} from './auth/silent-login'
export { hydrateTokens, serializeTokens } from './auth/ssr'
export { isTokens } from './auth/token-codec'
export type { TokenLock, TokenRole, TokenStorage, Tokens } from './auth/tokens'
export type {
  AuthenticatorInput,
  CaptchaToken,
  ChangePasswordRequest,
  Identity,
  IdentityProfile,
  LoginId,
  LoginV1Request,
  LoginV2Request,
  RecoverRequest,
  RegisterV1Request,
  RegisterV2Request,
  SendActivationEmailRequest,
  SendRecoveryEmailRequest,
  SignOnRequest,
  SignOnResponse,
  SsoLoginWithTokenParamsRequest,
  StateMachineResponse,
  StateType,
  UserInfo,
} from './wire'
