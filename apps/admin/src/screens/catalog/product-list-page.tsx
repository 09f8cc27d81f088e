import type { UseQueryResult } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { usePageTitle } from '../../ui/page-title'
import { ErrorMessage, QueryState } from '../../ui/query-state'
import type { ProductRemoval } from './edit-product'
import { type ProductRow, ProductsTable } from './products-table'

/** How a catalog groups its products (V1 collections, V3 categories), for the list's filter. */
export interface ProductGroups {
  /** The address parameter of the filter, and the select's name. */
  param: string
  /** The select's label. */
  label: string
  /** The select's option for no group. */
  any: string
  /** The link to the groups' own screen. */
  link: { to: string; label: string }
  options: { id?: string; name?: string }[] | undefined
}

/**
 * `/catalog` on either catalog: the products with search, visibility and group filters kept in
 * the address, each deletable, and `pager` (the catalog's own paging links) below them.
 *
 * @example
 * ```tsx
 * <ProductListPage products={products} rowsOf={rowsOf} groups={groups} remove={remove} pager={pager} />
 * ```
 */
export function ProductListPage<Data>({
  products,
  rowsOf,
  groups,
  remove,
  pager,
}: {
  products: UseQueryResult<Data>
  rowsOf: (data: Data) => ProductRow[]
  groups: ProductGroups
  remove: ProductRemoval
  pager: ReactNode
}) {
  usePageTitle('Products')
  const [params, setParams] = useSearchParams()
  const id = useId()
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const name of ['q', 'visible', groups.param]) {
      const value = String(form.get(name) ?? '').trim()
      if (value) next.set(name, value)
    }
    setParams(next)
  }
  return (
    <section>
      <h1>Products</h1>
      <div className="product-actions">
        <Link to="products/new">New product</Link>
        <Link to={groups.link.to}>{groups.link.label}</Link>
      </div>
      <form className="filters" aria-label="Filter products" onSubmit={filter}>
        <label htmlFor={`${id}-q`}>Search products</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={params.get('q') ?? ''} />
        <label htmlFor={`${id}-visible`}>Visibility</label>
        <select id={`${id}-visible`} name="visible" defaultValue={params.get('visible') ?? ''}>
          <option value="">Shown and hidden</option>
          <option value="true">Shown in the shop</option>
          <option value="false">Hidden</option>
        </select>
        <label htmlFor={`${id}-${groups.param}`}>{groups.label}</label>
        <select
          id={`${id}-${groups.param}`}
          name={groups.param}
          defaultValue={params.get(groups.param) ?? ''}
        >
          <option value="">{groups.any}</option>
          {groups.options?.map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
        <button type="submit">Filter</button>
      </form>
      {remove.isSuccess && <p role="status">Product deleted.</p>}
      {remove.isError && <ErrorMessage error={remove.error} />}
      <QueryState
        query={products}
        isEmpty={(data) => rowsOf(data).length === 0}
        empty="No products match. Change the filters, or add a product."
      >
        {(data) => (
          <ProductsTable rows={rowsOf(data)} onDelete={(row) => remove.mutate({ id: row.id })} />
        )}
      </QueryState>
      <div className="product-actions">{pager}</div>
    </section>
  )
}

/**
 * The address parameters with `name` set to `value`, or without it when `value` is empty.
 *
 * @example
 * ```ts
 * `?${withParam(params, 'page', '2')}`
 * ```
 */
export function withParam(params: URLSearchParams, name: string, value: string | undefined) {
  const next = new URLSearchParams(params)
  if (value) next.set(name, value)
  else next.delete(name)
  return next
}
