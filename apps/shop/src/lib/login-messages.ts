import type { LoginState } from '@storefront-kit/sdk/auth'

const BY_CODE: Record<string, string> = {
  invalidPassword: 'That password is not right. Try again, or sign in with the store’s login page.',
  invalidEmail: 'There is no account with that e-mail address.',
  resetPassword: 'This account needs a new password: reset it on the store’s login page.',
  emailAlreadyExists: 'An account with that e-mail already exists. Sign in instead.',
  missingCaptchaToken: 'The store asks for a captcha: use the store’s login page.',
  invalidCaptchaToken: 'The captcha check failed: use the store’s login page.',
}

/** What to tell the shopper when a login or sign-up ended in `FAILURE`. */
export function failureText(state: LoginState): string | undefined {
  if (state.loginState !== 'FAILURE') return undefined
  return (state.errorCode && BY_CODE[state.errorCode]) || state.error || 'Signing in did not work.'
}
