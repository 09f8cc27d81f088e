import type { EmulatorContext } from '../../context'
import type { MemberHooks } from './hooks'
import type { MemberQueries } from './query-store'
import type { MembersStore } from './store'

/**
 * What the members area's code works with: the emulator, the area's own SQL (`store` for single
 * members, `queries` for lists) and the hooks the areas built on members connect.
 */
export interface MembersContext extends EmulatorContext {
  store: MembersStore
  queries: MemberQueries
  hooks: MemberHooks
}
