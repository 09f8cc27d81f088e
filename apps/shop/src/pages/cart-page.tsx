import { useCurrentCart, useCurrentCartV2 } from '@storefront-kit/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { CartLine } from '../components/cart-line'
import { CartTotals } from '../components/cart-totals'
import { CartV2Line } from '../components/cart-v2-line'
import { CartV2Totals } from '../components/cart-v2-totals'
import { CouponForm, CouponFormV2 } from '../components/coupon-form'
import { QueryView } from '../components/query-view'
import { Empty } from '../components/status'
import { useCartVersion } from '../lib/cart-version'

/** The cart: lines with quantities, the coupon, an estimate of totals, and the way to checkout. */
export function CartPage() {
  return (
    <>
      <h1 tabIndex={-1}>Your cart</h1>
      {useCartVersion() === 'v2' ? <CartV2Contents /> : <CartV1Contents />}
    </>
  )
}

function CartV2Contents() {
  const cart = useCurrentCartV2()
  return (
    <QueryView query={cart} loading="Loading your cart…">
      {(current) =>
        !current || current.lineItems.length === 0 ? (
          <EmptyCart />
        ) : (
          <CartLayout
            lines={current.lineItems.map((line) => (
              <CartV2Line key={line.id} line={line} currency={current.businessInfo.currencyCode} />
            ))}
            coupon={<CouponFormV2 cart={current} />}
            totals={<CartV2Totals cart={current} />}
          />
        )
      }
    </QueryView>
  )
}

function CartV1Contents() {
  const cart = useCurrentCart()
  return (
    <QueryView query={cart} loading="Loading your cart…">
      {(current) =>
        !current || current.lineItems.length === 0 ? (
          <EmptyCart />
        ) : (
          <CartLayout
            lines={current.lineItems.map((line) => <CartLine key={line.id} line={line} />)}
            coupon={<CouponForm cart={current} />}
            totals={<CartTotals />}
          />
        )
      }
    </QueryView>
  )
}

function EmptyCart() {
  return (
    <Empty title="Your cart is empty.">
      <Link className="button" to="/">
        Start shopping
      </Link>
    </Empty>
  )
}

function CartLayout({
  lines,
  coupon,
  totals,
}: {
  lines: ReactNode
  coupon: ReactNode
  totals: ReactNode
}) {
  return (
    <div className="cart-layout">
      <div>
        <ul className="cart-lines" aria-label="Items in your cart">
          {lines}
        </ul>
        {coupon}
      </div>
      {totals}
    </div>
  )
}
