import {
  isProvisionalLineItem,
  useRemoveCartLineItems,
  useUpdateCartLineItemQuantity,
} from '@storefront-kit/react'
import type { CartLineItem } from '@storefront-kit/sdk/cart'
import { useId } from 'react'
import { moneyText } from '../lib/format'
import { Picture } from './picture'

/** The options of a line ("Size: M, Color: Navy") from its description lines. */
function optionsText(line: CartLineItem): string {
  return (line.descriptionLines ?? [])
    .map((d) => {
      const name = d.name?.translated ?? d.name?.original
      const value =
        d.plainText?.translated ??
        d.plainText?.original ??
        d.colorInfo?.translated ??
        d.colorInfo?.original
      return name && value ? `${name}: ${value}` : ''
    })
    .filter(Boolean)
    .join(', ')
}

const MAX_QUANTITY = 99

/**
 * One cart line: picture, name, options, unit and line price, a quantity stepper and "Remove".
 * Changes show at once; the cart settles to the platform's answer.
 */
export function CartLine({ line }: { line: CartLineItem }) {
  const id = useId()
  const setQuantity = useUpdateCartLineItemQuantity()
  const remove = useRemoveCartLineItems()
  const name = line.productName.translated ?? line.productName.original
  const provisional = isProvisionalLineItem(line)
  const change = (quantity: number) => {
    if (quantity < 1 || quantity > MAX_QUANTITY || quantity === line.quantity) return
    setQuantity.mutate({ lineItems: [{ id: line.id, quantity }] })
  }
  const unavailable =
    line.availability.status === 'NOT_AVAILABLE' || line.availability.status === 'NOT_FOUND'
  const options = optionsText(line)
  return (
    <li className="cart-line" aria-busy={provisional}>
      <Picture
        picture={line.image}
        alt=""
        layout="fixed"
        width={88}
        aspectRatio={1}
        className="cart-line-picture"
      />
      <div className="cart-line-info">
        <p className="cart-line-name">{name}</p>
        {options && <p className="cart-line-options">{options}</p>}
        <p className="cart-line-unit">{moneyText(line.price)} each</p>
        {unavailable && <p className="form-message error">No longer available</p>}
      </div>
      <div className="cart-line-quantity">
        <label htmlFor={`${id}-qty`}>Quantity</label>
        <div className="stepper">
          <button
            type="button"
            aria-label={`One less ${name}`}
            onClick={() => change(line.quantity - 1)}
            disabled={provisional || line.quantity <= 1}
          >
            −
          </button>
          <input
            id={`${id}-qty`}
            type="number"
            min={1}
            max={MAX_QUANTITY}
            value={line.quantity}
            disabled={provisional}
            onChange={(e) => change(Math.floor(Number(e.target.value)))}
          />
          <button
            type="button"
            aria-label={`One more ${name}`}
            onClick={() => change(line.quantity + 1)}
            disabled={provisional || line.quantity >= MAX_QUANTITY}
          >
            +
          </button>
        </div>
      </div>
      <p className="cart-line-total">{moneyText(line.lineItemPrice)}</p>
      <button
        type="button"
        className="link-button"
        onClick={() => remove.mutate({ lineItemIds: [line.id] })}
        disabled={provisional}
      >
        Remove<span className="visually-hidden"> {name}</span>
      </button>
    </li>
  )
}
