import type { EmulatorContext } from '../../context'
import type { MembersService } from '../members/index'
import type { RedirectsService } from '../redirects/index'
import type { IdentityStore } from './store'

/**
 * What the identity area's code (services and hosted sign-in pages) works with: the emulator,
 * the area's store, the members directory and the redirect sessions of the hosted pages.
 */
export interface IdentityContext extends EmulatorContext {
  store: IdentityStore
  members: MembersService
  redirects: RedirectsService
}
