import type { EmulatorContext } from '../../context'
import type { RedirectsStore } from './store'

/** What the redirects area's code works with: the emulator and the area's store. */
export interface RedirectsContext extends EmulatorContext {
  store: RedirectsStore
}
