import { useCategories } from '@storefront-kit/react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { MediaPicker } from '../../media'
import { OptionsField } from '../options-field'
import { PicturesField } from '../pictures-field'
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
export function ProductForm({
  initial,
  submitLabel,
  onSubmit,
  pending,
  children,
}: {
  initial: ProductDraft
  submitLabel: string
  onSubmit: (draft: ProductDraft) => void
  pending: boolean
  children?: ReactNode
}) {
  const [draft, setDraft] = useState(initial)
  const id = useId()
  const set = (change: Partial<ProductDraft>) => setDraft((d) => ({ ...d, ...change }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(draft)
  }
  return (
    <form className="product-form" onSubmit={submit} aria-label="Product">
      <fieldset>
        <legend>Product</legend>
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          id={`${id}-name`}
          value={draft.name}
          required
          onChange={(e) => set({ name: e.target.value })}
        />
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          value={draft.description}
          rows={3}
          onChange={(e) => set({ description: e.target.value })}
        />
        <label>
          <input
            type="checkbox"
            checked={draft.visible}
            onChange={(e) => set({ visible: e.target.checked })}
          />{' '}
          Visible in the shop
        </label>
        <label htmlFor={`${id}-ribbon`}>Ribbon</label>
        <input
          id={`${id}-ribbon`}
          value={draft.ribbon}
          placeholder="e.g. New"
          onChange={(e) => set({ ribbon: e.target.value })}
        />
        <label htmlFor={`${id}-brand`}>Brand</label>
        <input
          id={`${id}-brand`}
          value={draft.brand}
          onChange={(e) => set({ brand: e.target.value })}
        />
      </fieldset>
      <OptionsField
        options={draft.options}
        onChange={(options) => setDraft((d) => withVariantsFor(d, options))}
      />
      <VariantsTable
        variants={draft.variants}
        optionNames={draft.options.map((o) => o.name)}
        onChange={(variants) => set({ variants })}
      />
      <CategoriesField
        chosen={draft.categoryIds}
        onChange={(categoryIds) => set({ categoryIds })}
      />
      <PicturesField ids={draft.mediaIds} onChange={(mediaIds) => set({ mediaIds })}>
        <MediaPicker
          chosen={draft.mediaIds}
          onChoose={(file) => setDraft((d) => ({ ...d, mediaIds: [...d.mediaIds, file.id] }))}
        />
      </PicturesField>
      <div className="product-actions">
        <button type="submit" className="primary" disabled={pending}>
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  )
}

function CategoriesField({
  chosen,
  onChange,
}: {
  chosen: string[]
  onChange: (ids: string[]) => void
}) {
  const categories = useCategories({ query: { cursorPaging: { limit: 100 } } })
  return (
    <fieldset>
      <legend>Categories</legend>
      {categories.isError && <p role="alert">The categories could not be loaded.</p>}
      {categories.data?.categories.map((category) => (
        <label key={category.id}>
          <input
            type="checkbox"
            checked={chosen.includes(category.id)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [...chosen, category.id]
                  : chosen.filter((id) => id !== category.id),
              )
            }
          />{' '}
          {category.name}
        </label>
      ))}
    </fieldset>
  )
}
