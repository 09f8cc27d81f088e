import { useCollectionsV1, useDeleteProduct, useProducts } from '@storefront-kit/react'
import type { Product, QueryProductsInput } from '@storefront-kit/sdk/catalog'
import { Link, useSearchParams } from 'react-router'
import { pictureThumbnail } from '../../media/media-links'
import { ProductListPage, withParam } from '../product-list-page'
import type { ProductRow } from '../products-table'

const PAGE = 20

const pageOf = (params: URLSearchParams) => Number(params.get('page') ?? 0) || 0

/** The V1 query from the address: `?q=` (name starts with), `?visible=`, `?collection=`, `?page=`. */
export function queryOf(params: URLSearchParams): QueryProductsInput {
  const q = params.get('q')
  const visible = params.get('visible')
  const collection = params.get('collection')
  return {
    includeHiddenProducts: true,
    query: {
      filter: {
        ...(q && { name: { $startsWith: q } }),
        ...(visible && { visible: visible === 'true' }),
        ...(collection && { 'collections.id': { $hasSome: [collection] } }),
      },
      paging: { limit: PAGE, offset: pageOf(params) * PAGE },
    },
  }
}

/** `/catalog` on a V1 store: products with search, filters and pages, kept in the address. */
export function ProductListV1() {
  const [params] = useSearchParams()
  const products = useProducts(queryOf(params))
  const collections = useCollectionsV1({ query: { paging: { limit: 100 } } })
  const page = pageOf(params)
  const total = products.data?.totalResults
  const pageLink = (n: number) => `?${withParam(params, 'page', n ? String(n) : undefined)}`
  return (
    <ProductListPage
      products={products}
      rowsOf={(data) => data.products.map(rowOf)}
      groups={{
        param: 'collection',
        label: 'Collection',
        any: 'Any collection',
        link: { to: 'collections', label: 'Collections' },
        options: collections.data?.collections,
      }}
      remove={useDeleteProduct()}
      pager={
        <>
          {page > 0 && <Link to={pageLink(page - 1)}>Previous page</Link>}
          {total !== undefined && (page + 1) * PAGE < total && (
            <Link to={pageLink(page + 1)}>Next page</Link>
          )}
        </>
      }
    />
  )
}

function rowOf(product: Product): ProductRow {
  const picture = product.media.mainMedia?.image
  return {
    id: product.id,
    name: product.name,
    ribbon: product.ribbon,
    thumbnail: picture && pictureThumbnail({ id: product.media.mainMedia?.id, ...picture }, 96),
    price: product.price.formatted?.price ?? '',
    stock: product.stock.inStock ? 'In stock' : 'Out of stock',
    shown: product.visible !== false,
  }
}
