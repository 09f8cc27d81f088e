import type { EmulatorContext } from '../../context'
import { permissionDenied, unauthenticated } from '../../http/api-error'
import type { Area } from '../area'
import type { MembersService } from '../members/index'
import type { RedirectsService } from '../redirects/index'
import { authenticationRoutes } from './auth-routes'
import type { IdentityContext } from './context'
import { identityControlRoutes } from './control-routes'
import { memberLogins } from './logins'
import { installPages } from './pages/index'
import { oauthRoutes } from './routes'
import { seedIdentity } from './seed'
import { identityMigrations, identityStore } from './store'
import { verificationRoutes } from './verification-routes'

export { getPolicies, type IdentityPolicies, POLICIES } from './policies'

/** What the identity area uses of other areas. */
export interface IdentityNeeds {
  members: MembersService
  redirects: RedirectsService
}

/**
 * Identity: OAuth tokens for visitors and members, registration and login, e-mail verification,
 * recovery, and the hosted sign-in pages (`pages/`). A member and its login identity share one
 * id: registration creates the member through the members area, which in turn reaches sign-in
 * through the logins this area connects (owner-created members, blocks, deletes).
 *
 * @example
 * ```ts
 * identityArea(ctx, { members: members.service, redirects: redirects.service })
 * ```
 */
export function identityArea(ctx: EmulatorContext, needs: IdentityNeeds): Area {
  const cx: IdentityContext = { ...ctx, store: identityStore(ctx.db), ...needs }
  needs.members.useLogins(memberLogins(cx))
  return {
    name: 'identity',
    migrations: identityMigrations,
    routes: () => [
      ...oauthRoutes(cx),
      ...authenticationRoutes(cx),
      ...verificationRoutes(cx),
      ...identityControlRoutes(cx),
    ],
    install: (app) => installPages(app, cx),
    callerChecks: () => [
      (caller) => {
        if (caller.kind !== 'member') return
        const member = cx.members.get(caller.id)
        if (!member) throw unauthenticated('The member of this token no longer exists')
        if (member.status === 'BLOCKED') throw permissionDenied('This member is blocked')
      },
    ],
    seed: (_ctx, kind) => seedIdentity(cx, kind),
  }
}
