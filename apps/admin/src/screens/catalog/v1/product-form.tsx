import { useCollectionsV1 } from '@storefront-kit/react'
import { GroupsField } from '../groups-field'
import type { ProductFormProps } from '../new-product'
import { ProductFormFrame, TextField } from '../product-form'
import { ALL_PRODUCTS, type ProductDraftV1 } from './product-draft'

/**
 * The Catalog V1 product form: name, description, visibility, price, SKU, ribbon, brand, options,
 * collections and pictures from the media library. Stock is read-only here (see the note).
 *
 * @example
 * ```tsx
 * <ProductFormV1 initial={emptyDraftV1()} submitLabel="Create product" onSubmit={save} pending={false} />
 * ```
 */
export function ProductFormV1(props: ProductFormProps<ProductDraftV1>) {
  const collections = useCollectionsV1({ query: { paging: { limit: 100 } } })
  return (
    <ProductFormFrame
      {...props}
      fields={(form) => (
        <>
          <TextField form={form} name="price" label="Price" required decimal />
          <TextField form={form} name="sku" label="SKU" />
          <TextField form={form} name="ribbon" label="Ribbon" placeholder="e.g. New" />
          <TextField form={form} name="brand" label="Brand" />
          <p className="note">
            Stock: the platform reference this back office follows has no Catalog V1 inventory call,
            so stock levels of a V1 store are changed in the platform's own dashboard.
          </p>
        </>
      )}
      sections={({ draft, set }) => (
        <GroupsField
          legend="Collections"
          groups={collections.data?.collections.flatMap(({ id, name }) =>
            id && id !== ALL_PRODUCTS ? [{ id, name }] : [],
          )}
          failed={collections.isError}
          chosen={draft.collectionIds}
          onChange={(collectionIds) => set({ collectionIds })}
        />
      )}
    />
  )
}
