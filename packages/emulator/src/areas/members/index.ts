import { permissionDenied } from '../../http/api-error'
import type { Area } from '../area'
import { memberAdminRoutes } from './admin-routes'
import { memberRoutes } from './routes'
import { seedMembers } from './seed'
import { getMember } from './service'

/**
 * Members: the member directory — the current member, profiles, slugs, community membership,
 * moderation (approve, block, mute, disconnect), deletes and bulk calls. The `members` table and
 * its migration belong to the identity area, which creates members at registration.
 */
export const membersArea: Area = {
  name: 'members',
  migrations: [],
  routes: () => [...memberRoutes(), ...memberAdminRoutes()],
  // Identity refuses blocked members' tokens; a disconnected (offline) member has no login either.
  callerChecks: (ctx) => [
    (caller) => {
      if (caller.kind === 'member' && getMember(ctx, caller.id)?.status === 'OFFLINE')
        throw permissionDenied('This member is offline and has no login')
    },
  ],
  seed: (ctx, kind) => {
    if (kind === 'demo') seedMembers(ctx)
  },
}
