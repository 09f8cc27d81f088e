import {
  isProvisionalV2LineItem,
  useRemoveLineItemsFromCurrentCart,
  useUpdateLineItemsInCurrentCart,
} from '@storefront-kit/react'
import type { V2LineItem } from '@storefront-kit/sdk/cart-v2'
import { convertedMoneyText } from '../lib/format'
import { optionsText } from '../lib/line-options'
import { CartLineView } from './cart-line-view'

/** One line of the Cart V2 cart. Changes show at once; the cart settles to the platform's answer. */
export function CartV2Line({ line, currency }: { line: V2LineItem; currency: string }) {
  const update = useUpdateLineItemsInCurrentCart()
  const remove = useRemoveLineItemsFromCurrentCart()
  return (
    <CartLineView
      name={line.name.translated ?? line.name.original}
      options={optionsText(line.attributes?.descriptionLines)}
      picture={line.attributes?.image}
      unitPrice={convertedMoneyText(line.pricing.unitPrice, currency)}
      totalPrice={convertedMoneyText(line.pricing.totalPrice, currency)}
      quantity={line.quantityInfo.requestedQuantity}
      provisional={isProvisionalV2LineItem(line)}
      unavailable={line.status === 'OUT_OF_STOCK' || line.status === 'REMOVED_FROM_CATALOG'}
      onQuantity={(newQuantity) =>
        update.mutate({ lineItems: [{ lineItemId: line.id, quantity: { newQuantity } }] })
      }
      onRemove={() => remove.mutate({ lineItemIds: [line.id] })}
    />
  )
}
