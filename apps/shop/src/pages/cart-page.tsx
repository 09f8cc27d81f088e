import { useCurrentCart } from '@storefront-kit/react'
import { Link } from 'react-router'
import { CartLine } from '../components/cart-line'
import { CartTotals } from '../components/cart-totals'
import { CouponForm } from '../components/coupon-form'
import { QueryView } from '../components/query-view'
import { Empty } from '../components/status'

/** The cart: lines with quantities, the coupon, an estimate of totals, and the way to checkout. */
export function CartPage() {
  const cart = useCurrentCart()
  return (
    <>
      <h1 tabIndex={-1}>Your cart</h1>
      <QueryView query={cart} loading="Loading your cart…">
        {(current) =>
          !current || current.lineItems.length === 0 ? (
            <Empty title="Your cart is empty.">
              <Link className="button" to="/">
                Start shopping
              </Link>
            </Empty>
          ) : (
            <div className="cart-layout">
              <div>
                <ul className="cart-lines" aria-label="Items in your cart">
                  {current.lineItems.map((line) => (
                    <CartLine key={line.id} line={line} />
                  ))}
                </ul>
                <CouponForm cart={current} />
              </div>
              <CartTotals />
            </div>
          )
        }
      </QueryView>
    </>
  )
}
