import {
  useCollectionsV1,
  useCreateCollection,
  useDeleteCollection,
  useUpdateCollection,
} from '@storefront-kit/react'
import { type FormEvent, useId } from 'react'
import { Link } from 'react-router'
import { ConfirmButton } from '../../../ui/confirm-button'
import { DataTable } from '../../../ui/data-table'
import { usePageTitle } from '../../../ui/page-title'
import { ErrorMessage, QueryState } from '../../../ui/query-state'
import { ALL_PRODUCTS } from './product-draft'

/** `/catalog/collections` on a V1 store: add, rename and delete collections. */
export function Collections() {
  usePageTitle('Collections')
  const collections = useCollectionsV1({ query: { paging: { limit: 100 } } })
  const create = useCreateCollection()
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const name = String(new FormData(form).get('name') ?? '').trim()
    if (name) create.mutate({ collection: { name } }, { onSuccess: () => form.reset() })
  }
  return (
    <section>
      <p>
        <Link to="/catalog">Back to the products</Link>
      </p>
      <h1>Collections</h1>
      <form onSubmit={submit} className="product-actions">
        <label htmlFor={id}>New collection name</label>
        <input id={id} name="name" required />
        <button type="submit" disabled={create.isPending}>
          Add collection
        </button>
      </form>
      {create.isSuccess && <p role="status">Collection added.</p>}
      {create.isError && <ErrorMessage error={create.error} />}
      <QueryState
        query={collections}
        isEmpty={(data) => data.collections.length === 0}
        empty="No collections yet."
      >
        {(data) => (
          <DataTable caption="Collections" columns={['Name', 'Actions']}>
            {data.collections.flatMap(({ id, name }) =>
              id ? [<CollectionRow key={id} collection={{ id, name: name ?? '' }} />] : [],
            )}
          </DataTable>
        )}
      </QueryState>
    </section>
  )
}

function CollectionRow({ collection }: { collection: { id: string; name: string } }) {
  const rename = useUpdateCollection()
  const remove = useDeleteCollection()
  const id = useId()
  const name = collection.name
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    if (next) rename.mutate({ id: collection.id, collection: { name: next } })
  }
  // The store-wide collection holds every product: it is neither renamed nor deleted.
  const fixed = collection.id === ALL_PRODUCTS
  return (
    <tr>
      <th scope="row">
        <Link to={`..?collection=${collection.id}`}>{name}</Link>
      </th>
      <td>
        {fixed ? (
          'Every product is in it.'
        ) : (
          <>
            <details>
              <summary>
                Rename <span className="visually-hidden">{name}</span>
              </summary>
              <form onSubmit={submit}>
                <label htmlFor={id}>New name of {name}</label>
                <input id={id} name="name" defaultValue={name} required />
                <button type="submit">Save name</button>
              </form>
            </details>
            <ConfirmButton
              question={`Delete the collection ${name}? Its products stay in the catalog.`}
              confirmLabel="Delete"
              onConfirm={() => remove.mutate({ id: collection.id })}
            >
              Delete <span className="visually-hidden">{name}</span>
            </ConfirmButton>
          </>
        )}
        {rename.isError && <ErrorMessage error={rename.error} />}
        {remove.isError && <ErrorMessage error={remove.error} />}
      </td>
    </tr>
  )
}
