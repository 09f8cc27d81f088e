import { useCollectionsV1 } from '@storefront-kit/react'
import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { MediaPicker } from '../../media'
import { OptionsField } from '../options-field'
import { PicturesField } from '../pictures-field'
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
export function ProductFormV1({
  initial,
  submitLabel,
  onSubmit,
  pending,
  children,
}: {
  initial: ProductDraftV1
  submitLabel: string
  onSubmit: (draft: ProductDraftV1) => void
  pending: boolean
  children?: ReactNode
}) {
  const [draft, setDraft] = useState(initial)
  const id = useId()
  const collections = useCollectionsV1({ query: { paging: { limit: 100 } } })
  const set = (change: Partial<ProductDraftV1>) => setDraft((d) => ({ ...d, ...change }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(draft)
  }
  const text = (
    name: 'name' | 'price' | 'sku' | 'ribbon' | 'brand',
    label: string,
    required = false,
  ) => (
    <>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        value={draft[name]}
        required={required}
        {...(name === 'price' && { inputMode: 'decimal' as const, pattern: '\\d+(\\.\\d{1,2})?' })}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </>
  )
  return (
    <form className="product-form" onSubmit={submit} aria-label="Product">
      <fieldset>
        <legend>Product</legend>
        {text('name', 'Name', true)}
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
        {text('price', 'Price', true)}
        {text('sku', 'SKU')}
        {text('ribbon', 'Ribbon')}
        {text('brand', 'Brand')}
        <p className="note">
          Stock: the platform reference this back office follows has no Catalog V1 inventory call,
          so stock levels of a V1 store are changed in the platform's own dashboard.
        </p>
      </fieldset>
      <OptionsField options={draft.options} onChange={(options) => set({ options })} />
      <fieldset>
        <legend>Collections</legend>
        {collections.isError && <p role="alert">The collections could not be loaded.</p>}
        {collections.data?.collections
          .flatMap(({ id, name }) => (id && id !== ALL_PRODUCTS ? [{ id, name }] : []))
          .map((collection) => (
            <label key={collection.id}>
              <input
                type="checkbox"
                checked={draft.collectionIds.includes(collection.id)}
                onChange={(e) =>
                  set({
                    collectionIds: e.target.checked
                      ? [...draft.collectionIds, collection.id]
                      : draft.collectionIds.filter((c) => c !== collection.id),
                  })
                }
              />{' '}
              {collection.name}
            </label>
          ))}
      </fieldset>
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
