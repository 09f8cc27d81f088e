import { permissionDenied, unauthenticated } from '../../http/api-error'
import { installPages } from '../../pages/index'
import type { Area } from '../area'
import { getMember } from '../members/service'
import { membersMigrations } from '../members/store'
import { authenticationRoutes } from './auth-routes'
import { identityControlRoutes } from './control-routes'
import { oauthRoutes } from './routes'
import { seedIdentity } from './seed'
import { identityMigrations, identityStore } from './store'
import { verificationRoutes } from './verification-routes'

/**
 * Identity: OAuth tokens for visitors and members, registration and login, e-mail verification,
 * recovery, and the hosted sign-in pages. Until the members area exists it also owns the
 * `members` table that registration fills.
 */
export const identityArea: Area = {
  name: 'identity',
  migrations: [...identityMigrations, ...membersMigrations],
  routes: (ctx) => {
    const store = identityStore(ctx.db)
    return [
      ...oauthRoutes(ctx, store),
      ...authenticationRoutes(store),
      ...verificationRoutes(store),
      ...identityControlRoutes(),
    ]
  },
  install: (app, ctx) => installPages(app, ctx),
  callerChecks: (ctx) => [
    (caller) => {
      if (caller.kind !== 'member') return
      const member = getMember(ctx, caller.id)
      if (!member) throw unauthenticated('The member of this token no longer exists')
      if (member.status === 'BLOCKED') throw permissionDenied('This member is blocked')
    },
  ],
  seed: seedIdentity,
}
