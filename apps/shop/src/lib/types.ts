import type { EstimateCurrentCartTotalsRequest } from '@storefront-kit/sdk/cart'

/** A postal address as the cart and checkout take it (the SDK's wire shape). */
export type Address = NonNullable<EstimateCurrentCartTotalsRequest['shippingAddress']>
/** A chosen shipping option (carrier and option code). */
export type SelectedShippingOption = NonNullable<
  EstimateCurrentCartTotalsRequest['selectedShippingOption']
>
