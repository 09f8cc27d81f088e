import type { AddressWithContact } from '@storefront-kit/wire'

/**
 * Fills the always-present fields inside an address the caller gave (wire/cart.md and
 * checkout.md): `streetAddress.number` and `.name`, `contactDetails.vatId.id` and `.type`, each
 * only when its parent is there.
 */
export function withAddressDefaults(value: AddressWithContact): AddressWithContact {
  const street = value.address?.streetAddress
  const vatId = value.contactDetails?.vatId
  return {
    ...value,
    ...(value.address && {
      address: {
        ...value.address,
        ...(street && { streetAddress: { number: '', name: '', ...street } }),
      },
    }),
    ...(value.contactDetails && {
      contactDetails: {
        ...value.contactDetails,
        ...(vatId && { vatId: { id: '', type: 'UNSPECIFIED', ...vatId } }),
      },
    }),
  }
}
