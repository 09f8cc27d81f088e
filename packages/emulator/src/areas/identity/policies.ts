import type { CaptchaToken } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import { precondition } from '../../http/api-error'
import { fieldSetting } from '../../platform/settings'

/** How sign-up and login behave, as a site owner would set them. */
export interface IdentityPolicies {
  /** New members wait for the owner's approval (status PENDING) instead of being approved at once. */
  ownerApproval: boolean
  /** New members confirm their e-mail with a 6-digit code before they can sign in. */
  emailVerification: boolean
  /** Login and registration need a captcha token (see {@link TEST_CAPTCHA_TOKEN}). */
  captcha: boolean
}

/** Defaults: auto-approve, no e-mail verification, no captcha. */
export const DEFAULT_POLICIES: IdentityPolicies = {
  ownerApproval: false,
  emailVerification: false,
  captcha: false,
}

/** The captcha token the emulator accepts (in any of the captcha keys). Anything else is invalid. */
export const TEST_CAPTCHA_TOKEN = 'emulator-captcha-pass'

/** The sign-in policies as a setting: stored when changed, `--owner-approval` & co. at start. */
export const POLICIES = fieldSetting<IdentityPolicies>('identity.policies', DEFAULT_POLICIES)

/** The policies in force. */
export function getPolicies(ctx: EmulatorContext): IdentityPolicies {
  return POLICIES.read(ctx.settings)
}

/** Changes some policies; the rest stay. */
export function setPolicies(
  ctx: EmulatorContext,
  change: Partial<IdentityPolicies>,
): IdentityPolicies {
  return POLICIES.update(ctx.settings, change)
}

/** Login/registration error codes clients understand (identity.md §4). */
export const LOGIN_ERROR = {
  missingCaptcha: '-19971',
  invalidCaptcha: '-19970',
  invalidPassword: '-19976',
  resetPassword: '-19973',
  emailExists: '-19995',
  /** No identity with this e-mail: clients show "invalid e-mail" for any other code. */
  unknownEmail: '-19999',
} as const

/** With the captcha policy on, the request needs a captcha token equal to the test token. */
export function checkCaptcha(ctx: EmulatorContext, tokens: CaptchaToken[] | undefined): void {
  if (!getPolicies(ctx).captcha) return
  const values = (tokens ?? []).flatMap((token) =>
    [
      token.Recaptcha,
      token.InvisibleRecaptcha,
      token.NoCaptcha,
      token.recaptchaForClientSiteKey?.token,
    ].filter((value): value is string => !!value),
  )
  if (values.length === 0)
    throw precondition(LOGIN_ERROR.missingCaptcha, 'A captcha token is required')
  if (!values.includes(TEST_CAPTCHA_TOKEN))
    throw precondition(LOGIN_ERROR.invalidCaptcha, 'The captcha token is not valid')
}
