import {
  inventoryItemsQueryOptions,
  useAddItemToCategories,
  useBulkUpdateInventoryItems,
  useCreateProductV3,
  useRemoveItemFromCategories,
  useStorefrontClient,
  useUpdateProductV3,
} from '@storefront-kit/react'
import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import type { V3Product } from '@storefront-kit/sdk/catalog-v3'
import { useQueryClient } from '@tanstack/react-query'
import { idChanges, useSaveSteps } from '../use-save-steps'
import { createRequest, draftOf, type ProductDraft, productInput } from './product-draft'

const key = (choices: string[]) => choices.join('\u0000')

/**
 * Saves the product editor's form: the product (create, or update at its revision), then each
 * variant's stock, then the categories it joined or left. Answers the saved product.
 *
 * @example
 * ```tsx
 * const { save, error, pending } = useSaveProduct()
 * const product = await save(draft, existing)
 * ```
 */
export function useSaveProduct() {
  const client = useStorefrontClient()
  const queryClient = useQueryClient()
  const create = useCreateProductV3()
  const update = useUpdateProductV3()
  const stock = useBulkUpdateInventoryItems()
  const join = useAddItemToCategories()
  const leave = useRemoveItemFromCategories()
  const { run, error, pending } = useSaveSteps<V3Product>()

  const save = (draft: ProductDraft, existing?: V3Product) =>
    run(async () => {
      const { product } = existing
        ? await update.mutateAsync({
            id: existing.id,
            product: { ...productInput(draft), revision: existing.revision },
            fields: ['MEDIA_ITEMS_INFO'],
          })
        : await create.mutateAsync(createRequest(draft))
      // The saved variants carry choices by id: name them to find each row's stock.
      const saved = draftOf(product, []).variants
      const { inventoryItems } = await queryClient.fetchQuery(
        inventoryItemsQueryOptions(client, { query: { filter: { productId: product.id } } }),
      )
      const rows = new Map(draft.variants.map((row) => [key(row.choices), row]))
      const updates = inventoryItems.flatMap((item) => {
        const variant = saved.find((v) => v.id === item.variantId)
        const row = variant && rows.get(key(variant.choices))
        if (!row) return []
        const counted = row.quantity.trim() !== ''
        return [
          {
            inventoryItem: {
              id: item.id,
              revision: item.revision ?? '',
              trackQuantity: counted,
              ...(counted ? { quantity: Number(row.quantity) } : { inStock: row.inStock }),
            },
          },
        ]
      })
      if (updates.length) await stock.mutateAsync({ inventoryItems: updates })
      const before = existing ? draftOf(existing, []).categoryIds : []
      const item = { catalogItemId: product.id, appId: STORES_APP_ID }
      const { added, removed } = idChanges(before, draft.categoryIds)
      if (added.length) await join.mutateAsync({ item, categoryIds: added })
      if (removed.length) await leave.mutateAsync({ item, categoryIds: removed })
      return product
    })
  return { save, error, pending }
}
