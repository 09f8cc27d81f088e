import type { EmulatorContext } from '../../context'

/** The site's payment settings (whether a payment method is connected on the platform). */
export interface PaymentSettings {
  /**
   * A payment method is set up (default). When false: orders that cost money cannot be placed
   * (`SITE_NOT_ACCEPTING_PAYMENTS`), collections cannot be prepared (`PAYMENT_METHODS_NOT_FOUND`)
   * and collectability says `NONCOLLECTABLE_MISSING_PAYMENT_METHOD`.
   */
  acceptPayments: boolean
}

const SETTINGS_KEY = 'payments.settings'
const DEFAULT_SETTINGS: PaymentSettings = { acceptPayments: true }

/** The current settings (the default when none were set). */
export function paymentSettings(ctx: EmulatorContext): PaymentSettings {
  const stored = ctx.settings.get(SETTINGS_KEY) as Partial<PaymentSettings> | undefined
  return { ...DEFAULT_SETTINGS, ...stored }
}

/** Changes some settings and returns them all. */
export function updatePaymentSettings(
  ctx: EmulatorContext,
  change: Partial<PaymentSettings>,
): PaymentSettings {
  const next = { ...paymentSettings(ctx), ...change }
  ctx.settings.set(SETTINGS_KEY, next)
  return next
}
