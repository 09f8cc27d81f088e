import type { Checkout } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { CheckoutContext } from './context'

/** Entity name of checkout events (`wix.ecom.v1.checkout_created`, ...). */
export const CHECKOUT_FQDN = 'wix.ecom.v1.checkout'

/** Records a checkout event: created and updated carry the entity, completed carries `{checkout}`. */
export function recordCheckoutEvent(
  ctx: CheckoutContext,
  caller: Caller,
  slug: 'created' | 'updated' | 'completed',
  checkout: Checkout,
): void {
  ctx.events.record({
    entityFqdn: CHECKOUT_FQDN,
    slug,
    entityId: checkout.id,
    caller,
    ...(slug === 'completed' ? { data: { checkout } } : { entity: checkout }),
  })
}
