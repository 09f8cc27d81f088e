import { useCategories } from '@storefront-kit/react'
import { GroupsField } from '../groups-field'
import type { ProductFormProps } from '../new-product'
import { ProductFormFrame, TextField } from '../product-form'
import { type ProductDraft, withVariantsFor } from './product-draft'
import { VariantsTable } from './variants-table'

/**
 * The V3 product form: name, description, visibility, ribbon, brand, options (their variants
 * follow), each variant's price, SKU and stock, categories and pictures from the media library.
 *
 * @example
 * ```tsx
 * <ProductForm initial={emptyDraft()} submitLabel="Create product" onSubmit={save} />
 * ```
 */
export function ProductForm(props: ProductFormProps<ProductDraft>) {
  const categories = useCategories({ query: { cursorPaging: { limit: 100 } } })
  return (
    <ProductFormFrame
      {...props}
      fields={(form) => (
        <>
          <TextField form={form} name="ribbon" label="Ribbon" placeholder="e.g. New" />
          <TextField form={form} name="brand" label="Brand" />
        </>
      )}
      withOptions={withVariantsFor}
      sections={({ draft, set }) => (
        <>
          <VariantsTable
            variants={draft.variants}
            optionNames={draft.options.map((o) => o.name)}
            onChange={(variants) => set({ variants })}
          />
          <GroupsField
            legend="Categories"
            groups={categories.data?.categories}
            failed={categories.isError}
            chosen={draft.categoryIds}
            onChange={(categoryIds) => set({ categoryIds })}
          />
        </>
      )}
    />
  )
}
