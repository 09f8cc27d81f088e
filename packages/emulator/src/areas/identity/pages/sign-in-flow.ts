import {
  loginV2RequestSchema,
  registerV2RequestSchema,
  verifyDuringAuthenticationRequestSchema,
} from '@storefront-kit/wire'
import { ApiError } from '../../../http/api-error'
import type { Caller } from '../../../http/caller'
import type { SafeHtml } from '../../../http/html/html'
import { parseInput } from '../../../http/validate'
import type { RedirectSessionRecord } from '../../redirects/index'
import { consumeSessionToken } from '../authorize-service'
import type { IdentityContext } from '../context'
import { login, register } from '../login-service'
import { persistRejections } from '../persist-rejections'
import type { SessionDoc, SignInResult } from '../sign-in-state'
import { proceed, resendCode, verifyCode } from '../verification-service'
import {
  approvalNotice,
  type FormMode,
  type FormTarget,
  signInForm,
  verificationForm,
} from './sign-in-forms'

/** What a posted sign-in form leads to. */
export type FlowOutcome =
  | { kind: 'signed-in'; session: SessionDoc }
  | { kind: 'page'; body: SafeHtml; status: number }
  | { kind: 'continue' }
  | { kind: 'cancel' }

/** The caller a sign-in page acts for: the visitor or member who created the redirect session. */
export function pageCaller(
  ctx: IdentityContext,
  record: RedirectSessionRecord | undefined,
): Caller {
  const creator = record && ctx.redirects.creator(record)
  return creator && creator.kind !== 'owner' ? creator : { kind: 'anonymous' }
}

const FIELD_NAMES: Record<string, string> = {
  'loginId.email': 'E-mail',
  password: 'Password',
  code: 'Code',
  'profile.firstName': 'First name',
  'profile.lastName': 'Last name',
}

/** A rejection as a sentence for people (field paths become labels). */
function describe(error: ApiError): string {
  const violations = error.body.details.validationError?.fieldViolations
  if (violations?.length)
    return violations.map((v) => `${FIELD_NAMES[v.field] ?? v.field} ${v.description}.`).join(' ')
  return error.body.details.applicationError?.description || error.message
}

const text = (form: Record<string, unknown>, name: string) => {
  const value = form[name]
  return typeof value === 'string' ? value : ''
}

/**
 * Runs one posted action of a hosted sign-in form (login, sign-up, code, new code, approval
 * check, continue, cancel) in a transaction, turning rejections into the form with a message.
 * Callers hold `ctx.lock`.
 */
export async function runSignInForm(
  ctx: IdentityContext,
  target: FormTarget,
  record: RedirectSessionRecord | undefined,
  form: Record<string, unknown>,
): Promise<FlowOutcome> {
  const caller = pageCaller(ctx, record)
  const action = text(form, 'action')
  const email = text(form, 'email').trim()
  const stateToken = text(form, 'stateToken')
  const toOutcome = (result: SignInResult): FlowOutcome => {
    if (result.state === 'SUCCESS') {
      // The page signs the browser in itself, so the login session token is spent right away.
      const session = result.sessionToken && consumeSessionToken(ctx, result.sessionToken)
      return { kind: 'signed-in', session: session || { identityId: result.identity.id } }
    }
    if (result.state === 'REQUIRE_EMAIL_VERIFICATION' && result.stateToken)
      return {
        kind: 'page',
        status: 200,
        body: verificationForm(target, result.stateToken, { email: result.identity.email }),
      }
    return { kind: 'page', status: 200, body: approvalNotice(target, result.stateToken ?? '') }
  }
  const redisplay = (error: ApiError): FlowOutcome => {
    const message = describe(error)
    const status = error.status
    if (action === 'verify' || action === 'resend')
      return {
        kind: 'page',
        status,
        body: verificationForm(target, stateToken, { error: message }),
      }
    if (action === 'proceed')
      return { kind: 'page', status, body: approvalNotice(target, stateToken, message) }
    const mode: FormMode = action === 'signup' ? 'signup' : 'login'
    return { kind: 'page', status, body: signInForm(target, mode, { error: message, email }) }
  }
  return persistRejections(ctx, () => {
    try {
      switch (action) {
        case 'signup': {
          const input = parseInput(registerV2RequestSchema, {
            loginId: { email },
            password: text(form, 'password'),
            profile: {
              ...(text(form, 'firstName') && { firstName: text(form, 'firstName') }),
              ...(text(form, 'lastName') && { lastName: text(form, 'lastName') }),
            },
          })
          const registration = {
            email: input.loginId.email,
            password: input.password,
            passwordField: 'password',
            profile: input.profile,
            skipCaptcha: true,
          }
          return toOutcome(register(ctx, registration, caller))
        }
        case 'login': {
          const input = parseInput(loginV2RequestSchema, {
            loginId: { email },
            password: text(form, 'password'),
          })
          const credentials = {
            email: input.loginId.email,
            password: input.password,
            passwordField: 'password',
            skipCaptcha: true,
          }
          return toOutcome(login(ctx, credentials, caller))
        }
        case 'verify': {
          const input = parseInput(verifyDuringAuthenticationRequestSchema, {
            code: text(form, 'code').trim(),
            stateToken,
          })
          return toOutcome(verifyCode(ctx, input, caller))
        }
        case 'resend':
          return toOutcome(resendCode(ctx, stateToken))
        case 'proceed':
          return toOutcome(proceed(ctx, stateToken))
        case 'continue':
          return { kind: 'continue' }
        case 'cancel':
          return { kind: 'cancel' }
        default:
          return {
            kind: 'page',
            status: 400,
            body: signInForm(target, 'login', { error: 'Choose an action.' }),
          }
      }
    } catch (error) {
      if (error instanceof ApiError) return redisplay(error)
      throw error
    }
  })
}
