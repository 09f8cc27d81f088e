import { z } from 'zod'
import { notFound } from '../../http/api-error'
import { ANYONE } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { addRedirectUris, redirectUriPatterns } from '../../pages/redirect-uris'
import { findMemberByEmail, setStatus } from '../members/service'
import { getPolicies, setPolicies, TEST_CAPTCHA_TOKEN } from './policies'

/**
 * `/_emulator/identity/…`: sign-in policies, redirect URIs, and member status changes for tests
 * (the members API's approve and block calls arrive with the members area).
 */
export function identityControlRoutes(): RouteDef[] {
  return [
    route({
      method: 'GET',
      path: '/_emulator/identity/policies',
      allow: ANYONE,
      handle: ({ ctx }) => ({ policies: getPolicies(ctx), testCaptchaToken: TEST_CAPTCHA_TOKEN }),
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
      handle: ({ input, ctx }) => ({ policies: setPolicies(ctx, input) }),
    }),
    route({
      method: 'GET',
      path: '/_emulator/identity/redirect-uris',
      allow: ANYONE,
      input: z.object({ clientId: z.string().optional() }),
      handle: ({ input, ctx }) => {
        const clientId = input.clientId ?? ctx.site.clientId
        return { clientId, patterns: redirectUriPatterns(ctx, clientId) }
      },
    }),
    route({
      method: 'POST',
      path: '/_emulator/identity/redirect-uris',
      allow: ANYONE,
      write: false,
      input: z.object({
        clientId: z.string().min(1).optional(),
        uris: z.array(z.string().min(1).max(2048)).min(1).max(100),
      }),
      handle: ({ input, ctx }) => {
        const clientId = input.clientId ?? ctx.site.clientId
        addRedirectUris(ctx, clientId, input.uris)
        return { clientId, patterns: redirectUriPatterns(ctx, clientId) }
      },
    }),
    route({
      method: 'POST',
      path: '/_emulator/identity/member-status',
      allow: ANYONE,
      input: z.object({
        email: z.string().min(1),
        status: z.enum(['PENDING', 'APPROVED', 'BLOCKED', 'OFFLINE']),
      }),
      handle: ({ input, ctx }) => {
        const member = findMemberByEmail(ctx, input.email)
        if (!member) throw notFound('MEMBER_NOT_FOUND', 'No member has this e-mail address')
        return { member: setStatus(ctx, member.id, input.status, { kind: 'owner' }) }
      },
    }),
  ]
}
