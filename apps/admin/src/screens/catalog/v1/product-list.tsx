import { useCollectionsV1, useDeleteProduct, useProducts } from '@storefront-kit/react'
import type { Product, QueryProductsInput } from '@storefront-kit/sdk/catalog'
import { type FormEvent, useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ConfirmButton } from '../../../ui/confirm-button'
import { usePageTitle } from '../../../ui/page-title'
import { ErrorMessage, QueryState } from '../../../ui/query-state'
import { pictureThumbnail } from '../../media/media-links'

const PAGE = 20

/** The V1 query from the address: `?q=` (name starts with), `?visible=`, `?collection=`, `?page=`. */
export function queryOf(params: URLSearchParams): QueryProductsInput {
  const q = params.get('q')
  const visible = params.get('visible')
  const collection = params.get('collection')
  const page = Number(params.get('page') ?? 0) || 0
  return {
    includeHiddenProducts: true,
    query: {
      filter: {
        ...(q && { name: { $startsWith: q } }),
        ...(visible && { visible: visible === 'true' }),
        ...(collection && { 'collections.id': { $hasSome: [collection] } }),
      },
      paging: { limit: PAGE, offset: page * PAGE },
    },
  }
}

/** `/catalog` on a V1 store: products with search, filters and pages, kept in the address. */
export function ProductListV1() {
  usePageTitle('Products')
  const [params, setParams] = useSearchParams()
  const products = useProducts(queryOf(params))
  const collections = useCollectionsV1({ query: { paging: { limit: 100 } } })
  const remove = useDeleteProduct()
  const id = useId()
  const page = Number(params.get('page') ?? 0) || 0
  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const next = new URLSearchParams()
    for (const name of ['q', 'visible', 'collection']) {
      const value = String(form.get(name) ?? '').trim()
      if (value) next.set(name, value)
    }
    setParams(next)
  }
  const pageLink = (n: number) => {
    const next = new URLSearchParams(params)
    if (n) next.set('page', String(n))
    else next.delete('page')
    return `?${next}`
  }
  return (
    <section>
      <h1>Products</h1>
      <div className="product-actions">
        <Link to="products/new">New product</Link>
        <Link to="collections">Collections</Link>
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
        <label htmlFor={`${id}-collection`}>Collection</label>
        <select
          id={`${id}-collection`}
          name="collection"
          defaultValue={params.get('collection') ?? ''}
        >
          <option value="">Any collection</option>
          {collections.data?.collections.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
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
          <>
            <ProductsTableV1
              products={data.products}
              onDelete={(p) => remove.mutate({ id: p.id })}
            />
            <div className="product-actions">
              {page > 0 && <Link to={pageLink(page - 1)}>Previous page</Link>}
              {(page + 1) * PAGE < data.totalResults && (
                <Link to={pageLink(page + 1)}>Next page</Link>
              )}
            </div>
          </>
        )}
      </QueryState>
    </section>
  )
}

function ProductsTableV1({
  products,
  onDelete,
}: {
  products: Product[]
  onDelete: (product: Product) => void
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
            const picture = product.media.mainMedia?.image
            const src =
              picture && pictureThumbnail({ id: product.media.mainMedia?.id, ...picture }, 96)
            return (
              <tr key={product.id}>
                <td>
                  {src && <img className="product-thumb" src={src} alt="" width={48} height={48} />}
                </td>
                <th scope="row">
                  <Link to={`products/${product.id}`}>{product.name}</Link>
                  {product.ribbon && <span className="ribbon"> ({product.ribbon})</span>}
                </th>
                <td>{product.price.formatted?.price ?? ''}</td>
                <td>{product.stock.inStock ? 'In stock' : 'Out of stock'}</td>
                <td>{product.visible === false ? 'Hidden' : 'Yes'}</td>
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
