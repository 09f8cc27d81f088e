import { useCategories, useDeleteProductV3, useSearchProductsV3 } from '@storefront-kit/react'
import {
  inCategory,
  type V3Product,
  type V3SearchProductsRequest,
} from '@storefront-kit/sdk/catalog-v3'
import { Link, useSearchParams } from 'react-router'
import { pictureThumbnail } from '../../media/media-links'
import { ProductListPage, withParam } from '../product-list-page'
import type { ProductRow } from '../products-table'

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
  const [params] = useSearchParams()
  const products = useSearchProductsV3(searchOf(params))
  const categories = useCategories({ query: { cursorPaging: { limit: 100 } } })
  const nextCursor = products.data?.pagingMetadata.cursors?.next
  return (
    <ProductListPage
      products={products}
      rowsOf={(data) => data.products.map(rowOf)}
      groups={{
        param: 'category',
        label: 'Category',
        any: 'Any category',
        link: { to: 'categories', label: 'Categories' },
        options: categories.data?.categories,
      }}
      remove={useDeleteProductV3()}
      pager={
        <>
          {params.get('cursor') && (
            <Link to={`?${withParam(params, 'cursor', undefined)}`}>First page</Link>
          )}
          {nextCursor && <Link to={`?${withParam(params, 'cursor', nextCursor)}`}>Next page</Link>}
        </>
      }
    />
  )
}

function rowOf(product: V3Product): ProductRow {
  const picture = product.media?.main?.image
  const price = product.actualPriceRange?.minValue
  return {
    id: product.id,
    name: product.name,
    ribbon: product.ribbon?.name,
    thumbnail: picture && pictureThumbnail(picture, 96),
    price: price?.formattedAmount ?? price?.amount ?? '',
    stock: STOCK[product.inventory?.availabilityStatus ?? ''] ?? '',
    shown: product.visible,
  }
}

const STOCK: Record<string, string> = {
  IN_STOCK: 'In stock',
  OUT_OF_STOCK: 'Out of stock',
  PARTIALLY_OUT_OF_STOCK: 'Some variants out',
}
