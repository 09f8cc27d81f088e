import {
  recoverRequestSchema,
  resendDuringAuthenticationRequestSchema,
  sendActivationEmailRequestSchema,
  sendRecoveryEmailRequestSchema,
  startVerificationRequestSchema,
  verifyDuringAuthenticationRequestSchema,
} from '@storefront-kit/wire'
import { ANYONE, MEMBERS_AND_OWNER, OWNER } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { IdentityContext } from './context'
import { persistRejections } from './persist-rejections'
import { recover, sendActivationEmail, sendRecoveryEmail } from './recovery-service'
import { toStateMachineResponse } from './sign-in-state'
import { resendCode, startVerification, verifyCode } from './verification-service'

/** Canonical `/_api/iam/<service>` path. */
const iamPath = (path: string) => `/_api/iam${path}`

/** Verification (e-mail codes) and recovery (password reset, activation). */
export function verificationRoutes(ctx: IdentityContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: iamPath('/verification/v1/start'),
      allow: MEMBERS_AND_OWNER,
      input: startVerificationRequestSchema,
      handle: ({ input, caller }) => startVerification(ctx, input.identityId, caller),
    }),
    route({
      method: 'POST',
      path: iamPath('/verification/v1/auth/verify'),
      allow: ANYONE,
      input: verifyDuringAuthenticationRequestSchema,
      // A wrong code must count even though the request fails.
      write: false,
      handle: ({ input, caller }) =>
        persistRejections(ctx, () => toStateMachineResponse(ctx, verifyCode(ctx, input, caller))),
    }),
    route({
      method: 'POST',
      // The verification package maps resend on the `/iam` dev host too (identity.md).
      path: [iamPath('/verification/v1/auth/resend'), '/iam/verification/v1/auth/resend'],
      allow: ANYONE,
      input: resendDuringAuthenticationRequestSchema,
      handle: ({ input }) => toStateMachineResponse(ctx, resendCode(ctx, input.stateToken)),
    }),
    route({
      method: 'POST',
      path: iamPath('/recovery/v1/send-email'),
      allow: ANYONE,
      input: sendRecoveryEmailRequestSchema,
      handle: ({ input }) => {
        sendRecoveryEmail(ctx, input)
        return {}
      },
    }),
    route({
      method: 'POST',
      path: iamPath('/recovery/v1/activation-email'),
      allow: OWNER,
      input: sendActivationEmailRequestSchema,
      handle: ({ input }) => {
        sendActivationEmail(ctx, {
          identityId: input.identityId,
          redirect: input.emailOptions?.redirect,
        })
        return {}
      },
    }),
    route({
      method: 'POST',
      path: iamPath('/recovery/v1/recover'),
      allow: ANYONE,
      input: recoverRequestSchema,
      handle: ({ input, caller }) => toStateMachineResponse(ctx, recover(ctx, input, caller)),
    }),
  ]
}
