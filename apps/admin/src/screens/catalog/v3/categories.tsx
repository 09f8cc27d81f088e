import {
  useCategories,
  useCreateCategory,
  useDeleteCategory,
  useUpdateCategory,
} from '@storefront-kit/react'
import type { Category } from '@storefront-kit/sdk/catalog-v3'
import { type FormEvent, useId } from 'react'
import { Link } from 'react-router'
import { ConfirmButton } from '../../../ui/confirm-button'
import { DataTable } from '../../../ui/data-table'
import { usePageTitle } from '../../../ui/page-title'
import { ErrorMessage, QueryState } from '../../../ui/query-state'

/** `/catalog/categories`: the store's categories (Catalog V3): add, rename, delete. */
export function Categories() {
  usePageTitle('Categories')
  const categories = useCategories({ query: { cursorPaging: { limit: 100 } } })
  const create = useCreateCategory()
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const name = String(new FormData(form).get('name') ?? '').trim()
    if (name) create.mutate({ category: { name } }, { onSuccess: () => form.reset() })
  }
  return (
    <section>
      <p>
        <Link to="/catalog">Back to the products</Link>
      </p>
      <h1>Categories</h1>
      <form onSubmit={submit} className="product-actions">
        <label htmlFor={id}>New category name</label>
        <input id={id} name="name" required />
        <button type="submit" disabled={create.isPending}>
          Add category
        </button>
      </form>
      {create.isSuccess && <p role="status">Category added.</p>}
      {create.isError && <ErrorMessage error={create.error} />}
      <QueryState
        query={categories}
        isEmpty={(data) => data.categories.length === 0}
        empty="No categories yet."
      >
        {(data) => (
          <DataTable caption="Categories" columns={['Name', 'Products', 'Shown', 'Actions']}>
            {data.categories.map((category) => (
              <CategoryRow key={category.id} category={category} />
            ))}
          </DataTable>
        )}
      </QueryState>
    </section>
  )
}

function CategoryRow({ category }: { category: Category }) {
  const rename = useUpdateCategory()
  const remove = useDeleteCategory()
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    if (name) rename.mutate({ id: category.id, category: { name, revision: category.revision } })
  }
  return (
    <tr>
      <th scope="row">
        <Link to={`..?category=${category.id}`}>{category.name}</Link>
      </th>
      <td>{category.itemCounter}</td>
      <td>{category.visible ? 'Yes' : 'Hidden'}</td>
      <td>
        <details>
          <summary>
            Rename <span className="visually-hidden">{category.name}</span>
          </summary>
          <form onSubmit={submit}>
            <label htmlFor={id}>New name of {category.name}</label>
            <input id={id} name="name" defaultValue={category.name} required />
            <button type="submit">Save name</button>
          </form>
        </details>
        <ConfirmButton
          question={`Delete the category ${category.name}? Its products stay in the catalog.`}
          confirmLabel="Delete"
          onConfirm={() => remove.mutate({ id: category.id })}
        >
          Delete <span className="visually-hidden">{category.name}</span>
        </ConfirmButton>
        {rename.isError && <ErrorMessage error={rename.error} />}
        {remove.isError && <ErrorMessage error={remove.error} />}
      </td>
    </tr>
  )
}
