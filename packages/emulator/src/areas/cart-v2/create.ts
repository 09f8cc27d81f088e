import type { CartV2, CreateCartRequest, CreatedBy } from '@storefront-kit/wire'
import { precondition } from '../../http/api-error'
import { type Caller, identityKey } from '../../http/caller'
import { ownerKeyOf } from './access'
import { applyCartInput } from './cart-input'
import { addCoupon, addGiftCard } from './codes'
import type { CartV2Context } from './context'
import { setDeliveryMethod } from './delivery'
import { assertMaySetPrices } from './line-inputs'
import { addItems } from './line-ops'
import { ownerIds } from './present'
import { persist } from './save'
import type { CartV2Record } from './store'

/** App id of calls made with the emulator's API key (`source.createdBy.appId`). */
export const OWNER_APP_ID = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b'

/** Who made the cart: one id set, the others empty (the wire lists all four as always present). */
const createdByOf = (caller: Caller): Required<CreatedBy> => ({
  visitorId: caller.kind === 'visitor' ? caller.id : '',
  memberId: caller.kind === 'member' ? caller.id : '',
  userId: '',
  appId: caller.kind === 'owner' ? OWNER_APP_ID : '',
})

/**
 * Who owns a new cart: a visitor or member their own; the current cart of the API key is its
 * own; any other cart the API key makes has no owner yet (open access) unless it says
 * `customerInfo.openAccess: false`.
 */
function ownerOf(caller: Caller, current: boolean, request: CreateCartRequest): string | null {
  if (current) return ownerKeyOf(caller)
  const key = identityKey(caller)
  if (key) return key
  return request.cart?.customerInfo?.openAccess === false ? 'owner' : null
}

/** An empty cart with every always-present field. */
function emptyCart(
  ctx: CartV2Context,
  caller: Caller,
  owner: string | null,
  current: boolean,
): CartV2 {
  const settings = ctx.purchase.settings()
  const now = ctx.clock.iso()
  const currency = settings.currency
  return {
    id: ctx.newId(),
    createdDate: now,
    updatedDate: now,
    revision: '0',
    lineItems: [],
    coupons: [],
    source: { channelType: 'WEB', externalReferences: [], createdBy: createdByOf(caller) },
    businessInfo: { languageCode: 'en', currencyCode: currency },
    customerInfo: { ...ownerIds(owner), languageCode: 'en', currencyCode: currency },
    deliveryInfo: { weightUnit: settings.weightUnit },
    taxInfo: { pricesIncludeTax: settings.taxIncludedInPrices },
    paymentInfo: { giftCards: [], currencyCode: currency },
    orderPlaced: false,
    purchaseFlowId: ctx.newId(),
    settings: {
      lockGiftCard: false,
      lockCouponCode: false,
      policyAgreementCheckboxDisabled: false,
      manualPaymentDisabled: false,
    },
    currentCart: current,
    demo: false,
  }
}

/**
 * CreateCart and CreateCurrentCart: a cart with the given fields, items, coupon, gift card and
 * delivery method, applied in that order with the rules of their own operations. A new current
 * cart replaces the caller's previous one as current (that one stays, reachable by id).
 */
export function createCart(
  ctx: CartV2Context,
  caller: Caller,
  request: CreateCartRequest,
  current: boolean,
): CartV2 {
  assertMaySetPrices(caller, request)
  if ((request.giftCards?.length ?? 0) > 1)
    throw precondition('MAX_GIFT_CARDS_PER_CART_EXCEEDED', 'A cart takes one gift card')
  const owner = ownerOf(caller, current, request)
  let record: CartV2Record = {
    cart: applyCartInput(emptyCart(ctx, caller, owner, current), request.cart ?? {}, true),
    owner,
    current,
    lines: [],
    inputs: {},
  }
  record = addItems(ctx, record, request, false)
  const [coupon] = request.coupons ?? []
  if (coupon) record = addCoupon(ctx, record, coupon)
  const [giftCard] = request.giftCards ?? []
  if (giftCard) record = addGiftCard(ctx, record, giftCard)
  if (request.deliveryMethod) record = setDeliveryMethod(ctx, record, request.deliveryMethod)
  const previous = current && owner ? ctx.store.currentOf(owner) : undefined
  if (previous) persist(ctx, caller, { ...previous, current: false }, 'updated')
  return persist(ctx, caller, record, 'created').cart
}
