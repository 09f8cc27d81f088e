import { useDeleteProduct, useProduct } from '@storefront-kit/react'
import type { Product } from '@storefront-kit/sdk/catalog'
import { useParams } from 'react-router'
import { usePageTitle } from '../../../ui/page-title'
import { ErrorMessage, Loading } from '../../../ui/query-state'
import { EditProductPage } from '../edit-product'
import { NewProductPage } from '../new-product'
import { draftOfV1, emptyDraftV1 } from './product-draft'
import { ProductFormV1 } from './product-form'
import { useSaveProductV1 } from './use-save-product'

/** `/catalog/products/new` on a V1 store. */
export function NewProductV1() {
  return <NewProductPage empty={emptyDraftV1} Form={ProductFormV1} saving={useSaveProductV1()} />
}

/** `/catalog/products/:id` on a V1 store: the product's editor and its deletion. */
export function EditProductV1() {
  const { id = '' } = useParams()
  const product = useProduct(id, { includeMerchantSpecificData: true })
  usePageTitle(product.data ? `${product.data.product.name} · Catalog` : 'Product')
  if (product.isError)
    return <ErrorMessage error={product.error} onRetry={() => product.refetch()} />
  if (!product.data) return <Loading label="Loading the product…" />
  return (
    <EditorV1
      product={product.data.product}
      version={`${product.data.product.lastUpdated ?? ''}:${product.dataUpdatedAt}`}
    />
  )
}

function EditorV1({ product, version }: { product: Product; version: string }) {
  return (
    <EditProductPage
      product={product}
      initial={draftOfV1(product)}
      version={version}
      Form={ProductFormV1}
      saving={useSaveProductV1()}
      remove={useDeleteProduct()}
    />
  )
}
