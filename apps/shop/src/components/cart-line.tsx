import {
  isProvisionalLineItem,
  useRemoveCartLineItems,
  useUpdateCartLineItemQuantity,
} from '@storefront-kit/react'
import type { CartLineItem } from '@storefront-kit/sdk/cart'
import { moneyText } from '../lib/format'
import { optionsText } from '../lib/line-options'
import { CartLineView } from './cart-line-view'

/** One line of the v1 cart. Changes show at once; the cart settles to the platform's answer. */
export function CartLine({ line }: { line: CartLineItem }) {
  const setQuantity = useUpdateCartLineItemQuantity()
  const remove = useRemoveCartLineItems()
  return (
    <CartLineView
      name={line.productName.translated ?? line.productName.original}
      options={optionsText(line.descriptionLines)}
      picture={line.image}
      unitPrice={moneyText(line.price)}
      totalPrice={moneyText(line.lineItemPrice)}
      quantity={line.quantity}
      provisional={isProvisionalLineItem(line)}
      unavailable={
        line.availability.status === 'NOT_AVAILABLE' || line.availability.status === 'NOT_FOUND'
      }
      onQuantity={(quantity) => setQuantity.mutate({ lineItems: [{ id: line.id, quantity }] })}
      onRemove={() => remove.mutate({ lineItemIds: [line.id] })}
    />
  )
}
