import { z } from 'zod'
import { notFound } from '../../http/api-error'
import { ANYONE } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { IdentityContext } from './context'
import { getPolicies, setPolicies, TEST_CAPTCHA_TOKEN } from './policies'

/**
 * `/_emulator/identity/…`: sign-in policies and member status changes by e-mail, for tests and
 * tools (the redirect URIs are the redirects area's).
 */
export function identityControlRoutes(ctx: IdentityContext): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: '/_emulator/identity/policies',
      allow: ANYONE,
      handle: () => ({ policies: getPolicies(ctx), testCaptchaToken: TEST_CAPTCHA_TOKEN }),
    }),
    route({
      method: 'POST',
      path: '/_emulator/identity/policies',
      allow: ANYONE,
      write: false,
      input: z.object({
        ownerApproval: z.boolean().optional(),
        emailVerification: z.boolean().optional(),
        captcha: z.boolean().optional(),
      }),
      handle: ({ input }) => ({ policies: setPolicies(ctx, input) }),
    }),
    route({
      method: 'POST',
      path: '/_emulator/identity/member-status',
      allow: ANYONE,
      input: z.object({
        email: z.string().min(1),
        status: z.enum(['PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE']),
      }),
      handle: ({ input }) => {
        const member = ctx.members.findByEmail(input.email)
        if (!member) throw notFound('MEMBER_NOT_FOUND', 'No member has this e-mail address')
        return { member: ctx.members.setStatus(member.id, input.status, { kind: 'owner' }) }
      },
    }),
  ]
}
