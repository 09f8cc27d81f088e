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
import { idChanges, useSaveSteps } from '../use-save-steps'
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
  const { run, error, pending } = useSaveSteps<Product>()

  const save = (draft: ProductDraftV1, existing?: Product) =>
    run(async () => {
      const { product } = existing
        ? await update.mutateAsync({ id: existing.id, product: productInputV1(draft) })
        : await create.mutateAsync(createRequestV1(draft))
      const before = existing ? draftOfV1(existing) : emptyDraftV1()
      // An update leaves out an empty ribbon or brand, which keeps the old one: remove it.
      if (before.ribbon && !draft.ribbon.trim()) await dropRibbon.mutateAsync({ id: product.id })
      if (before.brand && !draft.brand.trim()) await dropBrand.mutateAsync({ id: product.id })
      const media = idChanges(before.mediaIds, draft.mediaIds)
      if (media.removed.length)
        await removeMedia.mutateAsync({ id: product.id, mediaIds: media.removed })
      if (media.added.length)
        await addMedia.mutateAsync({
          id: product.id,
          media: media.added.map((mediaId) => ({ mediaId })),
        })
      const productIds = [product.id]
      const collections = idChanges(before.collectionIds, draft.collectionIds)
      for (const id of collections.added) await join.mutateAsync({ id, productIds })
      for (const id of collections.removed) await leave.mutateAsync({ id, productIds })
      return product
    })
  return { save, error, pending }
}
