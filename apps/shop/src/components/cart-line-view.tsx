import type { ImageObject } from '@storefront-kit/image'
import { useId } from 'react'
import { MAX_QUANTITY } from '../lib/line-options'
import { Picture } from './picture'

/** Props of {@link CartLineView}: one cart line as shown, whichever cart API it came from. */
export interface CartLineViewProps {
  name: string
  /** "Size: M, Color: Navy", or '' */
  options: string
  picture: ImageObject | undefined
  unitPrice: string
  totalPrice: string
  quantity: number
  /** Shown before the platform answered (an optimistic add): not changeable yet. */
  provisional: boolean
  unavailable: boolean
  onQuantity: (quantity: number) => void
  onRemove: () => void
}

/**
 * One cart line: picture, name, options, unit and line price, a quantity stepper and "Remove".
 * Asks for a new quantity only when it is a change within 1 to {@link MAX_QUANTITY}.
 */
export function CartLineView(props: CartLineViewProps) {
  const { name, options, quantity, provisional } = props
  const id = useId()
  const change = (next: number) => {
    if (next < 1 || next > MAX_QUANTITY || next === quantity) return
    props.onQuantity(next)
  }
  return (
    <li className="cart-line" aria-busy={provisional}>
      <Picture
        picture={props.picture}
        alt=""
        layout="fixed"
        width={88}
        aspectRatio={1}
        className="cart-line-picture"
      />
      <div className="cart-line-info">
        <p className="cart-line-name">{name}</p>
        {options && <p className="cart-line-options">{options}</p>}
        <p className="cart-line-unit">{props.unitPrice} each</p>
        {props.unavailable && <p className="form-message error">No longer available</p>}
      </div>
      <div className="cart-line-quantity">
        <label htmlFor={`${id}-qty`}>Quantity</label>
        <div className="stepper">
          <button
            type="button"
            aria-label={`One less ${name}`}
            onClick={() => change(quantity - 1)}
            disabled={provisional || quantity <= 1}
          >
            −
          </button>
          <input
            id={`${id}-qty`}
            type="number"
            min={1}
            max={MAX_QUANTITY}
            value={quantity}
            disabled={provisional}
            onChange={(e) => change(Math.floor(Number(e.target.value)))}
          />
          <button
            type="button"
            aria-label={`One more ${name}`}
            onClick={() => change(quantity + 1)}
            disabled={provisional || quantity >= MAX_QUANTITY}
          >
            +
          </button>
        </div>
      </div>
      <p className="cart-line-total">{props.totalPrice}</p>
      <button type="button" className="link-button" onClick={props.onRemove} disabled={provisional}>
        Remove<span className="visually-hidden"> {name}</span>
      </button>
    </li>
  )
}
