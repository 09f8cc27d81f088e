import type { EmulatorContext } from '../../context'
import { fieldSetting } from '../../platform/settings'

/**
 * The site's payment settings: whether a payment method is connected on the platform, and
 * whether card payments are captured at once or only authorized.
 */
export interface PaymentSettings {
  /**
   * A payment method is set up (default). When false: orders that cost money cannot be placed
   * (`SITE_NOT_ACCEPTING_PAYMENTS`), collections cannot be prepared (`PAYMENT_METHODS_NOT_FOUND`)
   * and collectability says `NONCOLLECTABLE_MISSING_PAYMENT_METHOD`.
   */
  acceptPayments: boolean
  /**
   * Authorize card payments now and capture them later (default false: charge at once). The
   * platform's hosted checkout follows this site setting: its orders get an AUTHORIZED payment,
   * stay NOT_PAID until the owner captures it (CaptureAuthorizedPayments), and are voided after
   * the hold period if nobody does. API callers still choose per order (`delayCapture`).
   */
  delayCapture: boolean
}

const SETTING = fieldSetting<PaymentSettings>('payments.settings', {
  acceptPayments: true,
  delayCapture: false,
})

/** The current settings (the default when none were set). */
export function paymentSettings(ctx: EmulatorContext): PaymentSettings {
  return SETTING.read(ctx.settings)
}

/** Changes some settings and returns them all. */
export function updatePaymentSettings(
  ctx: EmulatorContext,
  change: Partial<PaymentSettings>,
): PaymentSettings {
  return SETTING.update(ctx.settings, change)
}
