import type { Payment } from '@storefront-kit/wire'

/**
 * The emulator's test payment provider. Cards are named by their last four digits, as test cards
 * of real providers are; REST callers cannot pass a card, so the buyer's e-mail picks one:
 *
 * | card   | buyer e-mail          | outcome                                                        |
 * |--------|-----------------------|----------------------------------------------------------------|
 * | `4242` | anything else         | approved (or authorized); captures and voids succeed           |
 * | `0002` | `…@decline.test`      | declined: creating the order fails with `PAYMENT_ERROR`        |
 * | `0341` | `…@fail.test`         | approved or authorized, but captures and voids of it FAIL      |
 */
export interface TestPaymentMethod {
  brand?: string
  lastFourDigits?: string
}

export const APPROVED_CARD = '4242'
export const DECLINED_CARD = '0002'
export const FAILING_ACTIONS_CARD = '0341'

const domainOf = (email: string | undefined) => email?.toLowerCase().split('@')[1] ?? ''

/** The card a payment uses: the one given, else the one the buyer's e-mail stands for. */
export function testCard(
  email: string | undefined,
  method: TestPaymentMethod = {},
): Required<TestPaymentMethod> {
  const domain = domainOf(email)
  const byEmail =
    domain === 'decline.test'
      ? DECLINED_CARD
      : domain === 'fail.test'
        ? FAILING_ACTIONS_CARD
        : APPROVED_CARD
  return { brand: method.brand ?? 'Visa', lastFourDigits: method.lastFourDigits ?? byEmail }
}

/** Whether the provider declines a new payment with this card. */
export const declines = (card: TestPaymentMethod) => card.lastFourDigits === DECLINED_CARD

/** Whether captures and voids of this payment fail at the provider. */
export const actionsFail = (payment: Payment) =>
  payment.regularPaymentDetails?.creditCardDetails?.lastFourDigits === FAILING_ACTIONS_CARD

/**
 * The card a payment token stands for (CreateOrderAndCharge): a token ending in four digits pays
 * with the card of those digits (`tok_visa_4242`, `tok_0002`); other tokens with the default.
 */
export function cardFromToken(token: string | undefined): TestPaymentMethod | undefined {
  const digits = token && /(\d{4})$/.exec(token)?.[1]
  return digits ? { lastFourDigits: digits } : undefined
}
