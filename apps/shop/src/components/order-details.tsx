import type { Order } from '@storefront-kit/sdk/orders'
import { dateText, moneyText } from '../lib/format'
import { Picture } from './picture'
import { PriceSummary } from './price-summary'

const STATUS_TEXT: Record<string, string> = {
  PAID: 'Paid',
  NOT_PAID: 'Awaiting payment',
  PENDING: 'Payment pending',
  PARTIALLY_PAID: 'Partly paid',
  FULLY_REFUNDED: 'Refunded',
  PARTIALLY_REFUNDED: 'Partly refunded',
}

/** An order: number, date, payment state, items and totals, and where it ships. */
export function OrderDetails({ order }: { order: Order }) {
  const destination = order.shippingInfo?.logistics?.shippingDestination?.address
  const summary = order.priceSummary ?? {}
  return (
    <div className="order-details">
      <dl className="order-facts">
        <div>
          <dt>Order number</dt>
          <dd data-testid="order-number">{order.number}</dd>
        </div>
        <div>
          <dt>Placed</dt>
          <dd>{dateText(order.purchasedDate ?? order.createdDate)}</dd>
        </div>
        <div>
          <dt>Payment</dt>
          <dd>{STATUS_TEXT[order.paymentStatus] ?? order.paymentStatus}</dd>
        </div>
        {order.buyerInfo?.email && (
          <div>
            <dt>Confirmation sent to</dt>
            <dd>{order.buyerInfo.email}</dd>
          </div>
        )}
      </dl>
      <ul className="order-lines" aria-label="Items ordered">
        {order.lineItems.map((line) => (
          <li key={line.id}>
            <Picture picture={line.image} alt="" layout="fixed" width={56} aspectRatio={1} />
            <span className="order-line-name">
              {line.productName.translated ?? line.productName.original}
              <span className="muted"> × {line.quantity}</span>
            </span>
            <span>{moneyText(line.lineItemPrice ?? line.totalPriceBeforeTax)}</span>
          </li>
        ))}
      </ul>
      <PriceSummary summary={{ ...summary, additionalFees: summary.totalAdditionalFees }} />
      {destination && (
        <p className="muted">
          Ships to{' '}
          {[destination.addressLine, destination.city, destination.postalCode, destination.country]
            .filter(Boolean)
            .join(', ')}
        </p>
      )}
    </div>
  )
}
