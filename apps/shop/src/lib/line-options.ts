import type { CartLineItem } from '@storefront-kit/sdk/cart'

type DescriptionLines = CartLineItem['descriptionLines']

/** The options of a cart line ("Size: M, Color: Navy") from its description lines (v1 and V2). */
export function optionsText(lines: DescriptionLines): string {
  return (lines ?? [])
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

/** Most items a cart line takes from the shop's steppers. */
export const MAX_QUANTITY = 99
