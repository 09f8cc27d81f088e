import { isPositive, moneyText } from '../lib/format'

type Amount = { amount?: string; formattedAmount?: string } | undefined

/** Props of {@link PriceSummary}: the platform's price summary of a cart, checkout or order. */
export interface PriceSummaryProps {
  summary: {
    subtotal?: Amount
    discount?: Amount
    shipping?: Amount
    tax?: Amount
    additionalFees?: Amount
    total?: Amount
  }
  /** Rows not known yet (no address): say so instead of showing 0. */
  pending?: { shipping?: string; tax?: string }
}

/** Subtotal, discount, shipping, tax, fees and total as a description list. */
export function PriceSummary({ summary, pending = {} }: PriceSummaryProps) {
  const rows: [string, string][] = [['Subtotal', moneyText(summary.subtotal)]]
  if (isPositive(summary.discount?.amount))
    rows.push(['Discount', `−${moneyText(summary.discount)}`])
  rows.push(['Shipping', pending.shipping ?? moneyText(summary.shipping)])
  if (isPositive(summary.additionalFees?.amount))
    rows.push(['Fees', moneyText(summary.additionalFees)])
  rows.push(['Tax', pending.tax ?? moneyText(summary.tax)])
  return (
    <dl className="price-summary">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="total">
        <dt>Total</dt>
        <dd>{moneyText(summary.total)}</dd>
      </div>
    </dl>
  )
}
