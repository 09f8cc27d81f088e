import {
  useAddProductMedia,
  useAddProductsToCollection,
  useCreateProduct,
  useRemoveBrand,
  useRemoveProductMedia,
  useRemoveProductsFromCollection,
  useRemoveRibbon,
  useUpdateProduct,
} from '@storefront-kit/react'
import type { Product } from '@storefront-kit/sdk/catalog'
import { useState } from 'react'
import {
  createRequestV1,
  draftOfV1,
  emptyDraftV1,
  type ProductDraftV1,
  productInputV1,
} from './product-draft'

/**
 * Saves the V1 product form: the product (a cleared ribbon or brand removed), then the pictures it gained or lost (by media library
 * id), then the collections it joined or left. Answers the saved product.
 *
 * @example
 * ```tsx
 * const { save, error, pending } = useSaveProductV1()
 * const product = await save(draft, existing)
 * ```
 */
export function useSaveProductV1() {
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const addMedia = useAddProductMedia()
  const removeMedia = useRemoveProductMedia()
  const dropRibbon = useRemoveRibbon()
  const dropBrand = useRemoveBrand()
  const join = useAddProductsToCollection()
  const leave = useRemoveProductsFromCollection()
  const [error, setError] = useState<unknown>()
  const [pending, setPending] = useState(false)

  const save = async (draft: ProductDraftV1, existing?: Product): Promise<Product | undefined> => {
    setError(undefined)
    setPending(true)
    try {
      const { product } = existing
        ? await update.mutateAsync({ id: existing.id, product: productInputV1(draft) })
        : await create.mutateAsync(createRequestV1(draft))
      const before = existing ? draftOfV1(existing) : emptyDraftV1()
      // An update leaves out an empty ribbon or brand, which keeps the old one: remove it.
      if (before.ribbon && !draft.ribbon.trim()) await dropRibbon.mutateAsync({ id: product.id })
      if (before.brand && !draft.brand.trim()) await dropBrand.mutateAsync({ id: product.id })
      const added = draft.mediaIds.filter((id) => !before.mediaIds.includes(id))
      const dropped = before.mediaIds.filter((id) => !draft.mediaIds.includes(id))
      if (dropped.length) await removeMedia.mutateAsync({ id: product.id, mediaIds: dropped })
      if (added.length)
        await addMedia.mutateAsync({ id: product.id, media: added.map((mediaId) => ({ mediaId })) })
      const productIds = [product.id]
      for (const id of draft.collectionIds.filter((c) => !before.collectionIds.includes(c)))
        await join.mutateAsync({ id, productIds })
      for (const id of before.collectionIds.filter((c) => !draft.collectionIds.includes(c)))
        await leave.mutateAsync({ id, productIds })
      return product
    } catch (failure) {
      setError(failure)
      return undefined
    } finally {
      setPending(false)
    }
  }
  return { save, error, pending }
}
