import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { MediaPicker } from '../media'
import type { ProductFormProps } from './new-product'
import { OptionsField } from './options-field'
import { PicturesField } from './pictures-field'
import type { OptionDraft, SharedDraft } from './product-draft'

/** A product form's draft and its change, handed to the fields a catalog adds to the frame. */
export interface DraftFields<Draft> {
  draft: Draft
  set: (change: Partial<Draft>) => void
  /** The form's id, the prefix of its fields' ids. */
  id: string
}

/**
 * The product form both catalogs share: name, description and visibility, then `fields` (the
 * catalog's own, in the same fieldset), options, `sections` (the catalog's own fieldsets),
 * pictures from the media library, and the submit button beside `children`.
 *
 * @example
 * ```tsx
 * <ProductFormFrame {...props} fields={(form) => <TextField form={form} name="sku" label="SKU" />} />
 * ```
 */
export function ProductFormFrame<Draft extends SharedDraft>({
  initial,
  submitLabel,
  onSubmit,
  pending,
  children,
  fields,
  sections,
  withOptions = (draft, options) => ({ ...draft, options }),
}: ProductFormProps<Draft> & {
  fields: (form: DraftFields<Draft>) => ReactNode
  sections: (form: DraftFields<Draft>) => ReactNode
  /** The draft with new options (V3 makes their variants too). */
  withOptions?: (draft: Draft, options: OptionDraft[]) => Draft
}) {
  const [draft, setDraft] = useState(initial)
  const id = useId()
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }))
  const form = { draft, set, id }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit(draft)
  }
  return (
    <form className="product-form" onSubmit={submit} aria-label="Product">
      <fieldset>
        <legend>Product</legend>
        <TextField form={form} name="name" label="Name" required />
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          value={draft.description}
          rows={3}
          onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
        />
        <label>
          <input
            type="checkbox"
            checked={draft.visible}
            onChange={(e) => setDraft((d) => ({ ...d, visible: e.target.checked }))}
          />{' '}
          Visible in the shop
        </label>
        {fields(form)}
      </fieldset>
      <OptionsField
        options={draft.options}
        onChange={(options) => setDraft((d) => withOptions(d, options))}
      />
      {sections(form)}
      <PicturesField
        ids={draft.mediaIds}
        onChange={(mediaIds) => setDraft((d) => ({ ...d, mediaIds }))}
      >
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

type TextName<Draft> = { [K in keyof Draft]: Draft[K] extends string ? K : never }[keyof Draft]

/**
 * One text field of a product form, labelled, its id the form's id and `name`; `decimal` asks
 * for an amount with at most two decimals.
 *
 * @example
 * ```tsx
 * <TextField form={form} name="price" label="Price" required decimal />
 * ```
 */
export function TextField<Draft extends SharedDraft>({
  form,
  name,
  label,
  required = false,
  placeholder,
  decimal = false,
}: {
  form: DraftFields<Draft>
  // The shared names too: the frame's own field is typed before its catalog's draft is known.
  name: (TextName<Draft> | TextName<SharedDraft>) & string
  label: string
  required?: boolean
  placeholder?: string
  decimal?: boolean
}) {
  const id = `${form.id}-${name}`
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={String(form.draft[name])}
        required={required}
        placeholder={placeholder}
        {...(decimal && { inputMode: 'decimal' as const, pattern: '\\d+(\\.\\d{1,2})?' })}
        onChange={(e) => form.set({ [name]: e.target.value } as Partial<Draft>)}
      />
    </>
  )
}
