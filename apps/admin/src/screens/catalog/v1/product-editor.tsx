import { useDeleteProduct, useProduct } from '@storefront-kit/react'
import type { Product } from '@storefront-kit/sdk/catalog'
import { useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { ConfirmButton } from '../../../ui/confirm-button'
import { usePageTitle } from '../../../ui/page-title'
import { ErrorMessage, Loading } from '../../../ui/query-state'
import { NewProductPage } from '../new-product'
import { draftOfV1, emptyDraftV1, type ProductDraftV1 } from './product-draft'
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
  const navigate = useNavigate()
  const location = useLocation()
  const [saved, setSaved] = useState(Boolean((location.state as { saved?: boolean } | null)?.saved))
  const { save, error, pending } = useSaveProductV1()
  const remove = useDeleteProduct()
  const submit = async (draft: ProductDraftV1) => {
    setSaved(false)
    if (await save(draft, product)) setSaved(true)
  }
  return (
    <section>
      <p>
        <Link to="/catalog">Back to the products</Link>
      </p>
      <h1>{product.name}</h1>
      {saved && !pending && <p role="status">Product saved.</p>}
      {error !== undefined && <ErrorMessage error={error} />}
      {remove.isError && <ErrorMessage error={remove.error} />}
      <ProductFormV1
        key={version}
        initial={draftOfV1(product)}
        submitLabel="Save product"
        onSubmit={submit}
        pending={pending}
      >
        <ConfirmButton
          className="danger"
          question={`Delete ${product.name}? This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() =>
            remove.mutate(
              { id: product.id },
              { onSuccess: () => navigate('../..', { relative: 'path' }) },
            )
          }
        >
          Delete product
        </ConfirmButton>
      </ProductFormV1>
    </section>
  )
}
