import type { LoginState } from '@storefront-kit/sdk/auth'

/** A password link that was used or is older than its 24 hours. */
export const DEAD_LINK =
  'This link has already been used or has expired. Ask for a new one: it works once, for 24 hours.'

const BY_CODE: Record<string, string> = {
  invalidPassword: 'That password is not right. Try again, or use “Forgot password?” below.',
  invalidEmail: 'There is no account with that e-mail address.',
  resetPassword: 'This account needs a new password: use “Forgot password?” to choose one.',
  invalidRecoveryToken: DEAD_LINK,
  weakPassword: 'The store did not accept that password. Choose another of 6 to 100 characters.',
  emailAlreadyExists: 'An account with that e-mail already exists. Sign in instead.',
  missingCaptchaToken: 'The store asks for a captcha: use the store’s login page.',
  invalidCaptchaToken: 'The captcha check failed: use the store’s login page.',
}

/** What to tell the shopper when a login or sign-up ended in `FAILURE`. */
export function failureText(state: LoginState): string | undefined {
  if (state.loginState !== 'FAILURE') return undefined
  return (state.errorCode && BY_CODE[state.errorCode]) || state.error || 'Signing in did not work.'
}
