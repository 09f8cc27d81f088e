import type { EmulatorContext } from '../../context'
import type { MembersService } from '../members/index'
import type { ReviewStore } from './store'

/** What the reviews area's code works with: the emulator, its store, and the members directory. */
export interface ReviewsContext extends EmulatorContext {
  store: ReviewStore
  members: MembersService
}
