import { type ComponentType, useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { ConfirmButton } from '../../ui/confirm-button'
import { ErrorMessage } from '../../ui/query-state'
import type { ProductFormProps } from './new-product'

/** A catalog's delete-product mutation, as the product screens use it. */
export interface ProductRemoval {
  mutate: (input: { id: string }, options?: { onSuccess?: () => void }) => void
  isSuccess: boolean
  isError: boolean
  error: unknown
}

/**
 * `/catalog/products/:id` on either catalog, once the product is loaded: the catalog's form
 * filled in, saved with `saving`, and the product's deletion (asked first).
 */
export function EditProductPage<Draft, Product extends { id: string; name?: string }>({
  product,
  initial,
  version,
  Form,
  saving,
  remove,
}: {
  product: Product
  initial: Draft
  /** Changes when the saved product comes back: the form restarts from `initial` then. */
  version: string
  Form: ComponentType<ProductFormProps<Draft>>
  saving: {
    save: (draft: Draft, existing: Product) => Promise<Product | undefined>
    error: unknown
    pending: boolean
  }
  remove: ProductRemoval
}) {
  const navigate = useNavigate()
  const location = useLocation()
  // A product just created arrives here with `saved` in the navigation state.
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved))
  const submit = async (draft: Draft) => {
    setSaved(false)
    if (await saving.save(draft, product)) setSaved(true)
  }
  return (
    <section>
      <p>
        <Link to="/catalog">Back to the products</Link>
      </p>
      <h1>{product.name}</h1>
      {saved && !saving.pending && <p role="status">Product saved.</p>}
      {saving.error !== undefined && <ErrorMessage error={saving.error} />}
      {remove.isError && <ErrorMessage error={remove.error} />}
      <Form
        key={version}
        initial={initial}
        submitLabel="Save product"
        onSubmit={submit}
        pending={saving.pending}
      >
        <ConfirmButton
          className="danger"
          question={`Delete ${product.name}? This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() =>
            remove.mutate(
              { id: product.id },
              { onSuccess: () => navigate('../..', { relative: 'path' }) },
            )
          }
        >
          Delete product
        </ConfirmButton>
      </Form>
    </section>
  )
}
