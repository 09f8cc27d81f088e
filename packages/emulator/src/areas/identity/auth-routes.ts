import {
  changePasswordRequestSchema,
  loginV1RequestSchema,
  loginV2RequestSchema,
  proceedRequestSchema,
  registerV1RequestSchema,
  registerV2RequestSchema,
  signOnRequestSchema,
  ssoLoginWithTokenParamsRequestSchema,
  type ValidateEmailResponse,
  validateEmailRequestSchema,
} from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import { ANYONE, MEMBERS, OWNER } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { IdentityContext } from './context'
import { login, register, signOn, ssoLogin } from './login-service'
import { changePassword } from './recovery-service'
import { toStateMachineResponse } from './sign-in-state'
import { proceed } from './verification-service'

/** The canonical path under `/_api/iam/authentication` and its `/iam/authentication` alias. */
const authPath = (path: string) => [`/_api/iam/authentication${path}`, `/iam/authentication${path}`]

/** The e-mail of the older forms, which may sit in several places. */
function v1Email(fields: { email?: string; field: string }[]): string {
  const found = fields.find((f) => f.email)
  if (found?.email) return found.email
  throw validationError([violation('loginId.email', 'REQUIRED_FIELD', 'is required')])
}

/** Authentication: register, login (v2 and the older v1), SSO, sign-on, proceed, passwords. */
export function authenticationRoutes(ctx: IdentityContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: authPath('/v2/register'),
      allow: ANYONE,
      input: registerV2RequestSchema,
      handle: ({ input, caller }) =>
        toStateMachineResponse(
          ctx,
          register(
            ctx,
            {
              email: input.loginId.email,
              password: input.password,
              passwordField: 'password',
              profile: input.profile,
              captchaTokens: input.captchaTokens,
            },
            caller,
          ),
        ),
    }),
    route({
      method: 'POST',
      path: authPath('/v2/login'),
      allow: ANYONE,
      input: loginV2RequestSchema,
      handle: ({ input, caller }) =>
        toStateMachineResponse(
          ctx,
          login(
            ctx,
            {
              email: input.loginId.email,
              password: input.password,
              passwordField: 'password',
              captchaTokens: input.captchaTokens,
            },
            caller,
          ),
        ),
    }),
    route({
      method: 'POST',
      path: authPath('/v1/register'),
      allow: ANYONE,
      input: registerV1RequestSchema,
      handle: ({ input, caller }) => {
        const email = v1Email([
          { email: input.loginId?.email, field: 'loginId.email' },
          { email: input.identity?.email?.address, field: 'identity.email.address' },
        ])
        const result = register(
          ctx,
          {
            email,
            password: input.inputs?.[0]?.value,
            passwordField: 'inputs[0].value',
            profile: input.identity?.identityProfile,
            captchaTokens: input.captchaTokens,
          },
          caller,
        )
        return toStateMachineResponse(ctx, result)
      },
    }),
    route({
      method: 'POST',
      path: authPath('/v1/login'),
      allow: ANYONE,
      input: loginV1RequestSchema,
      handle: ({ input, caller }) => {
        const email = v1Email([
          { email: input.identifier?.email, field: 'identifier.email' },
          { email: input.loginId?.email, field: 'loginId.email' },
        ])
        const result = login(
          ctx,
          {
            email,
            password: input.inputs?.[0]?.value,
            passwordField: 'inputs[0].value',
            captchaTokens: input.captchaTokens,
          },
          caller,
        )
        return toStateMachineResponse(ctx, result)
      },
    }),
    route({
      method: 'POST',
      path: authPath('/v1/sso/login-with-token-params'),
      allow: ANYONE,
      input: ssoLoginWithTokenParamsRequestSchema,
      handle: ({ input, caller }) => toStateMachineResponse(ctx, ssoLogin(ctx, input, caller)),
    }),
    route({
      method: 'POST',
      path: authPath('/v2/sign-on'),
      allow: OWNER,
      input: signOnRequestSchema,
      handle: ({ input, caller }) =>
        signOn(
          ctx,
          { email: input.loginId.email, profile: input.profile, verifyEmail: input.verifyEmail },
          caller,
        ),
    }),
    route({
      method: 'POST',
      path: authPath('/v1/state/proceed'),
      allow: ANYONE,
      input: proceedRequestSchema,
      handle: ({ input }) => toStateMachineResponse(ctx, proceed(ctx, input.stateToken)),
    }),
    route({
      method: 'POST',
      path: authPath('/v2/change-password'),
      allow: MEMBERS,
      input: changePasswordRequestSchema,
      handle: ({ input, caller }) => {
        if (caller.kind === 'member') changePassword(ctx, caller.id, input.newPassword)
        return {}
      },
    }),
    route({
      method: 'POST',
      path: authPath('/v2/validate-email'),
      allow: ANYONE,
      write: false,
      input: validateEmailRequestSchema,
      handle: ({ input }): ValidateEmailResponse => {
        const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)
        return valid
          ? { valid, formatInvalid: false }
          : { valid, formatInvalid: true, failure: { reason: 'UNKNOWN_REASON' } }
      },
    }),
  ]
}
