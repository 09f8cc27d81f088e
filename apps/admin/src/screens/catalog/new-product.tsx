import type { ComponentType, ReactNode } from 'react'
import { Link, useNavigate } from 'react-router'
import { usePageTitle } from '../../ui/page-title'
import { ErrorMessage } from '../../ui/query-state'

/** The props both catalogs' product forms take. */
export interface ProductFormProps<Draft> {
  initial: Draft
  submitLabel: string
  onSubmit: (draft: Draft) => void
  pending: boolean
  children?: ReactNode
}

/**
 * `/catalog/products/new` on either catalog: the catalog's empty form; once saved, the product
 * opens at its own address.
 */
export function NewProductPage<Draft>({
  empty,
  Form,
  saving,
}: {
  empty: () => Draft
  Form: ComponentType<ProductFormProps<Draft>>
  saving: {
    save: (draft: Draft) => Promise<{ id?: string | null } | undefined>
    error: unknown
    pending: boolean
  }
}) {
  usePageTitle('New product')
  const navigate = useNavigate()
  const submit = async (draft: Draft) => {
    const product = await saving.save(draft)
    if (product) navigate(`../${product.id}`, { relative: 'path', state: { saved: true } })
  }
  return (
    <section>
      <p>
        <Link to="/catalog">Back to the products</Link>
      </p>
      <h1>New product</h1>
      {saving.error !== undefined && <ErrorMessage error={saving.error} />}
      <Form
        initial={empty()}
        submitLabel="Create product"
        onSubmit={submit}
        pending={saving.pending}
      />
    </section>
  )
}
