// Type tests of the wire types corrected to the platform's declarations (issue: types as the
// platform declares them), checked by `npm run typecheck`. Every expected-error directive below
// must stay an error.
import { expectTypeOf } from 'vitest'
import type { CreateCheckoutRequest } from '../src/checkout'
import type { Activity, OrderLineItem } from '../src/orders'
import type {
  AddToCurrentCartRequest,
  CustomField,
  DescriptionLine,
  MeasurementUnit,
  OrderChange,
  QueryProductsRequest,
  RefundedPayment,
  RegularPayment,
  V1ItemModifier,
} from '../src/wire'

type Content<K extends keyof Activity> = NonNullable<Activity[K]>

// The order's money activities carry the platform's shapes.
expectTypeOf<Content<'paymentRefunded'>['payment']>().toEqualTypeOf<RefundedPayment | undefined>()
expectTypeOf<Content<'paymentRefundFailed'>['payment']>().toEqualTypeOf<
  RefundedPayment | undefined
>()
expectTypeOf<Content<'refundInitiated'>['payments']>().toEqualTypeOf<
  RefundedPayment[] | undefined
>()
expectTypeOf<Content<'chargebackCreated'>['paymentDetails']>().toEqualTypeOf<
  RegularPayment | undefined
>()
expectTypeOf<Content<'chargebackReversed'>['paymentDetails']>().toEqualTypeOf<
  RegularPayment | undefined
>()
expectTypeOf<Content<'draftOrderChangesApplied'>['changes']>().toEqualTypeOf<
  OrderChange[] | undefined
>()
// …and not the fields one reused type gave every refund and chargeback activity.
expectTypeOf<Content<'paymentRefunded'>>().not.toHaveProperty('amount')
expectTypeOf<Content<'paymentRefunded'>>().not.toHaveProperty('reason')
expectTypeOf<Content<'paymentRefundFailed'>>().not.toHaveProperty('amount')
expectTypeOf<Content<'paymentRefundFailed'>>().not.toHaveProperty('reason')
expectTypeOf<Content<'chargebackCreated'>>().not.toHaveProperty('reversalAmount')

// A decimal quantity's unit is the platform's enum (open to units it adds later), not any text.
type Unit = NonNullable<OrderLineItem['decimalQuantity']>['measurementUnit']
expectTypeOf<Unit>().toEqualTypeOf<MeasurementUnit>()
expectTypeOf<Extract<Unit, 'KG' | 'LB' | 'FLOZ'>>().toEqualTypeOf<'KG' | 'LB' | 'FLOZ'>()

// Fields the platform requires.
type CustomLine = NonNullable<CreateCheckoutRequest['customLineItems']>[number]
const customLine: CustomLine = {
  quantity: 1,
  price: '5',
  itemType: { preset: 'PHYSICAL' },
  productName: { original: 'Gift wrap' },
}
// @ts-expect-error: a custom line item needs its productName
const nameless: CustomLine = { quantity: 1, price: '5', itemType: { preset: 'PHYSICAL' } }
// @ts-expect-error: a description line needs its name
const unnamedLine: DescriptionLine = { plainText: { original: 'M' } }
// @ts-expect-error: a modifier needs its label
const unlabeled: V1ItemModifier = { id: 'm1' }
// @ts-expect-error: a custom field needs its value (null is a value)
const valueless: CustomField = { title: 'Gift note' }
const nullValue: CustomField = { title: 'Gift note', value: null }

// A checkout's catalog line items have no selectedMembership (a cart's may).
type CheckoutLine = NonNullable<CreateCheckoutRequest['lineItems']>[number]
type CartLine = NonNullable<AddToCurrentCartRequest['lineItems']>[number]
expectTypeOf<CheckoutLine>().not.toHaveProperty('selectedMembership')
expectTypeOf<CartLine>().toHaveProperty('selectedMembership')

// Catalog v1 queries send filter and sort as JSON text.
type V1Query = NonNullable<QueryProductsRequest['query']>
expectTypeOf<V1Query['filter']>().toEqualTypeOf<string | undefined>()
expectTypeOf<V1Query['sort']>().toEqualTypeOf<string | undefined>()

export { customLine, nameless, nullValue, unlabeled, unnamedLine, valueless }
