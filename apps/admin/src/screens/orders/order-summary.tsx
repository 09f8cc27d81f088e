import type { Order } from '@storefront-kit/sdk/orders'
import { DataTable } from '../../ui/data-table'
import { moneyText } from './format'

type Contact = NonNullable<Order['billingInfo']>

/** The order's lines: what was bought, how many, at what price, and what was refunded. */
export function OrderItems({ order }: { order: Order }) {
  return (
    <DataTable caption="Items" columns={['Item', 'Quantity', 'Price', 'Total', 'Refunded']}>
      {order.lineItems.map((line) => (
        <tr key={line.id}>
          <th scope="row">
            {line.productName.original}
            {line.descriptionLines?.map((d, i) => (
              // Description lines have no id; their order is fixed for one order.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <span key={i} className="line-detail">
                {d.name?.original}: {d.plainText?.original ?? d.colorInfo?.original}
              </span>
            ))}
          </th>
          <td>{line.quantity}</td>
          <td>{moneyText(line.price, order.currency)}</td>
          <td>{moneyText(line.totalPriceAfterTax, order.currency)}</td>
          <td>{line.refundQuantity ?? 0}</td>
        </tr>
      ))}
    </DataTable>
  )
}

/** The order's money: its price summary and what was paid, refunded and is left to pay. */
export function OrderTotals({ order }: { order: Order }) {
  const price = order.priceSummary
  const balance = order.balanceSummary
  const rows: [string, { amount?: string; formattedAmount?: string } | undefined][] = [
    ['Subtotal', price?.subtotal],
    ['Shipping', price?.shipping],
    ['Tax', price?.tax],
    ['Discount', price?.discount],
    ['Total', price?.total],
    ['Paid', balance?.paid],
    ['Authorized', balance?.authorized],
    ['Refunded', balance?.refunded],
    ['Left to pay', balance?.balance],
  ]
  return (
    <section aria-labelledby="order-totals">
      <h2 id="order-totals">Totals</h2>
      <dl className="totals">
        {rows
          .filter(([, amount]) => amount)
          .map(([label, amount]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{moneyText(amount, order.currency)}</dd>
            </div>
          ))}
      </dl>
    </section>
  )
}

function AddressBlock({ title, contact }: { title: string; contact: Contact | undefined }) {
  const a = contact?.address
  const c = contact?.contactDetails
  const lines = [
    [c?.firstName, c?.lastName].filter(Boolean).join(' '),
    c?.company,
    a?.addressLine ?? [a?.streetAddress?.number, a?.streetAddress?.name].filter(Boolean).join(' '),
    a?.addressLine2,
    [a?.postalCode, a?.city].filter(Boolean).join(' '),
    [a?.subdivision, a?.country].filter(Boolean).join(', '),
    c?.phone,
  ].filter(Boolean)
  return (
    <div>
      <h3>{title}</h3>
      {lines.length ? (
        <address>
          {lines.map((line) => (
            <span key={line} className="address-line">
              {line}
            </span>
          ))}
        </address>
      ) : (
        <p>None given.</p>
      )}
    </div>
  )
}

/** Where the order goes and who pays: billing, and shipping or pickup. */
export function OrderAddresses({ order }: { order: Order }) {
  const logistics = order.shippingInfo?.logistics
  return (
    <section aria-labelledby="order-addresses" className="addresses">
      <h2 id="order-addresses">Addresses</h2>
      <AddressBlock title="Billing" contact={order.billingInfo} />
      {logistics?.pickupDetails ? (
        <div>
          <h3>Pickup</h3>
          <p>{order.shippingInfo?.title}</p>
        </div>
      ) : (
        <AddressBlock
          title={`Shipping${order.shippingInfo?.title ? ` (${order.shippingInfo.title})` : ''}`}
          contact={logistics?.shippingDestination}
        />
      )}
    </section>
  )
}
