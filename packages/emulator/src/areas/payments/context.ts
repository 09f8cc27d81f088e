import type { EmulatorContext } from '../../context'
import type { PaymentHooks } from './orders-port'
import type { PaymentStore } from './store'

/** What the payments area's code works with: the emulator, its store and the connected orders. */
export interface PaymentsContext extends EmulatorContext {
  store: PaymentStore
  hooks: PaymentHooks
}
