import type {
  AddressWithContact,
  Checkout,
  CustomerInfo,
  FullAddressContactDetails,
} from '@storefront-kit/wire'
import { type TotalsResult, toCheckoutLine } from '../purchase/index'
import type { CartV2Context } from './context'
import type { CartV2Record } from './store'

/** The buyer's name, phone, company and tax id, as an address's contact. */
const contactOf = (customer: CustomerInfo): FullAddressContactDetails | undefined => {
  const { firstName, lastName, phone, company, vatId } = customer
  const contact = { firstName, lastName, phone, company, vatId }
  const given = Object.entries(contact).filter(([, value]) => value !== undefined)
  return given.length ? (Object.fromEntries(given) as FullAddressContactDetails) : undefined
}

const withContact = (
  address: AddressWithContact['address'],
  contact: FullAddressContactDetails | undefined,
): AddressWithContact | undefined =>
  address && { address, ...(contact && { contactDetails: contact }) }

/**
 * The cart in the checkout form of a priced purchase: its lines and the purchase engine's totals
 * as a v1 checkout shows them. Orders are made from this form (`orderPartsFromCheckout`), so an
 * order placed through Cart V2 is built by the same mapping as one placed through a v1 checkout;
 * its `checkoutId` is the cart id. Without a billing address the delivery address bills.
 */
export function checkoutFormOf(
  ctx: CartV2Context,
  record: CartV2Record,
  totals: TotalsResult,
): Checkout {
  const { cart } = record
  const settings = ctx.purchase.settings()
  const customer = cart.customerInfo
  const contact = contactOf(customer)
  const destination = withContact(cart.deliveryInfo.address, contact)
  const billing = withContact(
    cart.paymentInfo.billingAddress ?? cart.deliveryInfo.address,
    cart.paymentInfo.billingContact ?? contact,
  )
  const byId = new Map(totals.lines.map((line) => [line.id, line]))
  return {
    id: cart.id,
    lineItems: record.lines.map((line) => toCheckoutLine(line, byId.get(line.id))),
    ...(billing && { billingInfo: billing }),
    shippingInfo: {
      ...(destination && { shippingDestination: destination }),
      ...totals.shippingInfo,
    },
    ...(cart.note && { buyerNote: cart.note }),
    buyerInfo: {
      visitorId: customer.visitorId,
      memberId: customer.memberId,
      ...(customer.contactId && { contactId: customer.contactId }),
      ...(customer.email && { email: customer.email }),
    },
    currency: settings.currency,
    conversionCurrency: settings.currency,
    paymentCurrency: settings.currency,
    priceSummary: totals.priceSummary,
    calculationErrors: totals.calculationErrors,
    ...(totals.giftCard && { giftCard: totals.giftCard }),
    appliedDiscounts: totals.appliedDiscounts,
    customFields: [],
    weightUnit: settings.weightUnit,
    taxSummary: totals.taxSummary,
    channelType: cart.source.channelType,
    siteLanguage: 'en',
    buyerLanguage: 'en',
    completed: false,
    taxIncludedInPrice: settings.taxIncludedInPrices,
    createdBy: cart.source.createdBy,
    additionalFees: totals.additionalFees,
    violations: [],
    ...(cart.purchaseFlowId && { purchaseFlowId: cart.purchaseFlowId }),
    ...(cart.extendedFields && { extendedFields: cart.extendedFields }),
  }
}
