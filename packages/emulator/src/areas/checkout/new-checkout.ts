import type { ChannelType, Checkout, CheckoutInfo, CreatedBy } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { CheckoutContext } from './context'

/** App id of calls made with the emulator's API key (`createdBy.appId`). */
export const OWNER_APP_ID = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b'

/** Who made it: one id set, the others empty (the wire lists all four as always present). */
export function createdByOf(caller: Caller): Required<CreatedBy> {
  return {
    userId: '',
    memberId: caller.kind === 'member' ? caller.id : '',
    visitorId: caller.kind === 'visitor' ? caller.id : '',
    appId: caller.kind === 'owner' ? OWNER_APP_ID : '',
  }
}

/** An empty checkout with every always-present field; immutable fields come from `info`. */
export function newCheckout(
  ctx: CheckoutContext,
  caller: Caller,
  channelType: ChannelType,
  info: CheckoutInfo = {},
  purchaseFlowId: string = ctx.newId(),
): Checkout {
  const settings = ctx.purchase.settings()
  const now = ctx.clock.iso()
  return {
    id: ctx.newId(),
    lineItems: [],
    conversionCurrency: settings.currency,
    currency: settings.currency,
    paymentCurrency: settings.currency,
    appliedDiscounts: [],
    customFields: [],
    weightUnit: settings.weightUnit,
    channelType,
    siteLanguage: 'en',
    buyerLanguage: 'en',
    completed: false,
    taxIncludedInPrice: settings.taxIncludedInPrices,
    createdBy: createdByOf(caller),
    createdDate: now,
    updatedDate: now,
    additionalFees: [],
    violations: [],
    purchaseFlowId,
    membershipOptions: {
      eligibleMemberships: [],
      invalidMemberships: [],
      selectedMemberships: { memberships: [] },
    },
    customSettings: {
      lockGiftCard: false,
      lockCouponCode: false,
      disabledPolicyAgreementCheckbox: false,
      disabledManualPayment: false,
      ...info.customSettings,
    },
    ...(info.externalReference && { externalReference: info.externalReference }),
  }
}
