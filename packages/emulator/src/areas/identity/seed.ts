import type { SeedKind } from '../area'
import type { IdentityContext } from './context'
import { createIdentity } from './identities'

/** The demo store's member: sign in with these on the hosted login page or with `login`. */
export const DEMO_MEMBER = {
  email: 'demo.member@example.com',
  password: 'demo-password',
  firstName: 'Dana',
  lastName: 'Demo',
} as const

/** The demo store gets one approved member. */
export function seedIdentity(ctx: IdentityContext, kind: SeedKind): void {
  if (kind !== 'demo') return
  const identity = createIdentity(
    ctx,
    {
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
      emailVerified: true,
      profile: {
        firstName: DEMO_MEMBER.firstName,
        lastName: DEMO_MEMBER.lastName,
        nickname: 'Dana',
      },
    },
    { kind: 'owner' },
  )
  ctx.members.setStatus(identity.id, 'APPROVED', { kind: 'owner' })
}
