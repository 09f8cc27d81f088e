import { useDeleteProductV3, useInventoryItems, useProductV3 } from '@storefront-kit/react'
import type { V3Product, V3RequestedField } from '@storefront-kit/sdk/catalog-v3'
import { useParams } from 'react-router'
import { usePageTitle } from '../../../ui/page-title'
import { ErrorMessage, Loading } from '../../../ui/query-state'
import { EditProductPage } from '../edit-product'
import { NewProductPage } from '../new-product'
import { draftOf, emptyDraft, type ProductDraft } from './product-draft'
import { ProductForm } from './product-form'
import { useSaveProduct } from './use-save-product'

/** What the editor reads of a product: its pictures, categories and choice names too. */
export const EDITOR_FIELDS: V3RequestedField[] = [
  'MEDIA_ITEMS_INFO',
  'DIRECT_CATEGORIES_INFO',
  'PLAIN_DESCRIPTION',
  'CURRENCY',
]

/** `/catalog/products/new`: a new product; saved, it opens at its own address. */
export function NewProduct() {
  return <NewProductPage empty={emptyDraft} Form={ProductForm} saving={useSaveProduct()} />
}

/** `/catalog/products/:id`: one product's editor, with its deletion (asked first). */
export function EditProduct() {
  const { id = '' } = useParams()
  const product = useProductV3(id, EDITOR_FIELDS)
  const inventory = useInventoryItems({ query: { filter: { productId: id } } })
  usePageTitle(product.data ? `${product.data.product.name} · Catalog` : 'Product')
  if (product.isError)
    return <ErrorMessage error={product.error} onRetry={() => product.refetch()} />
  if (inventory.isError)
    return <ErrorMessage error={inventory.error} onRetry={() => inventory.refetch()} />
  if (!(product.data && inventory.data)) return <Loading label="Loading the product…" />
  return (
    <Editor
      product={product.data.product}
      draft={draftOf(product.data.product, inventory.data.inventoryItems)}
      // A saved product comes back at a new revision, its stock after it: restart the form then.
      version={`${product.data.product.revision}:${inventory.dataUpdatedAt}`}
    />
  )
}

function Editor({
  product,
  draft,
  version,
}: {
  product: V3Product
  draft: ProductDraft
  version: string
}) {
  return (
    <EditProductPage
      product={product}
      initial={draft}
      version={version}
      Form={ProductForm}
      saving={useSaveProduct()}
      remove={useDeleteProductV3()}
    />
  )
}
