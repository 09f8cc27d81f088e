import { useCategories, useDeleteProductV3, useSearchProductsV3 } from '@storefront-kit/react'
import {
  inCategory,
  type V3Product,
  type V3SearchProductsRequest,
} from '@storefront-kit/sdk/catalog-v3'
import { type FormEvent, useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ConfirmButton } from '../../../ui/confirm-button'
import { usePageTitle } from '../../../ui/page-title'
import { ErrorMessage, QueryState } from '../../../ui/query-state'
import { pictureThumbnail } from '../../media/media-links'

const PAGE = 20

/** The list's request from the address: `?q=`, `?visible=`, `?category=`, `?cursor=`. */
export function searchOf(params: URLSearchParams): V3SearchProductsRequest {
  const q = params.get('q')
  const visible = params.get('visible')
  const category = params.get('category')
  const cursor = params.get('cursor')
  return {
    search: {
      ...((visible || category) && {
        filter: {
          ...(visible && { visible: visible === 'true' }),
          ...(category && inCategory(category)),
        },
      }),
      // The platform searches free text only in the fields a search names.
      ...(q && { search: { expression: q, fields: ['name'] } }),
      cursorPaging: { limit: PAGE, ...(cursor && { cursor }) },
    },
    fields: ['CURRENCY'],
  }
}

/** `/catalog`: the store's products with search, filters and pages, all kept in the address. */
export function ProductList() {
  usePageTitle('Products')
  const [params, setParams] = useSearchParams()
  const products = useSearchProductsV3(searchOf(params))
  const categories = useCategories({ query: { cursorPaging: { limit: 100 } } })
  const remove = useDeleteProductV3()
  const id = useId()
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const name of ['q', 'visible', 'category']) {
      const value = String(form.get(name) ?? '').trim()
      if (value) next.set(name, value)
    }
    setParams(next)
  }
  const nextCursor = products.data?.pagingMetadata.cursors?.next
  return (
    <section>
      <h1>Products</h1>
      <div className="product-actions">
        <Link to="products/new">New product</Link>
        <Link to="categories">Categories</Link>
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
        <label htmlFor={`${id}-category`}>Category</label>
        <select id={`${id}-category`} name="category" defaultValue={params.get('category') ?? ''}>
          <option value="">Any category</option>
          {categories.data?.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
        <button type="submit">Filter</button>
      </form>
      {remove.isSuccess && <p role="status">Product deleted.</p>}
      {remove.isError && <ErrorMessage error={remove.error} />}
      <QueryState
        query={products}
        isEmpty={(data) => data.products.length === 0}
        empty="No products match. Change the filters, or add a product."
      >
        {(data) => (
          <ProductsTable products={data.products} onDelete={(p) => remove.mutate({ id: p.id })} />
        )}
      </QueryState>
      <div className="product-actions">
        {params.get('cursor') && <Link to={`?${withCursor(params, undefined)}`}>First page</Link>}
        {nextCursor && <Link to={`?${withCursor(params, nextCursor)}`}>Next page</Link>}
      </div>
    </section>
  )
}

const withCursor = (params: URLSearchParams, cursor: string | undefined) => {
  const next = new URLSearchParams(params)
  if (cursor) next.set('cursor', cursor)
  else next.delete('cursor')
  return next
}

function ProductsTable({
  products,
  onDelete,
}: {
  products: V3Product[]
  onDelete: (product: V3Product) => void
}) {
  return (
    <div className="table-scroll">
      <table>
        <caption>Products</caption>
        <thead>
          <tr>
            <th scope="col">Picture</th>
            <th scope="col">Name</th>
            <th scope="col">Price</th>
            <th scope="col">Stock</th>
            <th scope="col">Shown</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => {
            const picture = product.media?.main?.image
            const price = product.actualPriceRange?.minValue
            return (
              <tr key={product.id}>
                <td>
                  {picture && (
                    <img
                      className="product-thumb"
                      src={pictureThumbnail(picture, 96)}
                      alt=""
                      width={48}
                      height={48}
                    />
                  )}
                </td>
                <th scope="row">
                  <Link to={`products/${product.id}`}>{product.name}</Link>
                  {product.ribbon?.name && <span className="ribbon"> ({product.ribbon.name})</span>}
                </th>
                <td>{price?.formattedAmount ?? price?.amount ?? ''}</td>
                <td>{STOCK[product.inventory?.availabilityStatus ?? ''] ?? ''}</td>
                <td>{product.visible ? 'Yes' : 'Hidden'}</td>
                <td>
                  <ConfirmButton
                    question={`Delete ${product.name}? This cannot be undone.`}
                    confirmLabel="Delete"
                    onConfirm={() => onDelete(product)}
                  >
                    Delete <span className="visually-hidden">{product.name}</span>
                  </ConfirmButton>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

const STOCK: Record<string, string> = {
  IN_STOCK: 'In stock',
  OUT_OF_STOCK: 'Out of stock',
  PARTIALLY_OUT_OF_STOCK: 'Some variants out',
}
