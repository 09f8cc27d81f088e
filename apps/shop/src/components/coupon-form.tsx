import {
  useAddCouponToCurrentCart,
  useRemoveCartCoupon,
  useRemoveCouponFromCurrentCart,
  useUpdateCart,
} from '@storefront-kit/react'
import type { Cart } from '@storefront-kit/sdk/cart'
import type { CartV2 } from '@storefront-kit/sdk/cart-v2'
import { CouponView } from './coupon-view'

/** The v1 cart's coupon: applied with `updateCurrentCart({ couponCode })`. */
export function CouponForm({ cart }: { cart: Cart }) {
  const apply = useUpdateCart()
  const remove = useRemoveCartCoupon()
  return (
    <CouponView
      applied={cart.appliedDiscounts.find((d) => d.coupon)?.coupon?.code}
      apply={{
        run: (couponCode, done) => apply.mutate({ couponCode }, done),
        isPending: apply.isPending,
        error: apply.error,
      }}
      remove={{
        run: (_, done) => remove.mutate(undefined, done),
        isPending: remove.isPending,
        error: remove.error,
      }}
    />
  )
}

/** The Cart V2 cart's coupon: one at a time, removed by its cart-level id. */
export function CouponFormV2({ cart }: { cart: CartV2 }) {
  const apply = useAddCouponToCurrentCart()
  const remove = useRemoveCouponFromCurrentCart()
  const coupon = cart.coupons[0]
  return (
    <CouponView
      applied={coupon?.code}
      apply={{
        run: (code, done) => apply.mutate({ coupon: { code } }, done),
        isPending: apply.isPending,
        error: apply.error,
      }}
      remove={{
        run: (_, done) => coupon && remove.mutate({ couponId: coupon.id }, done),
        isPending: remove.isPending,
        error: remove.error,
      }}
    />
  )
}
