import type { CreateProductRequest, Product, ProductInput } from '@storefront-kit/sdk/catalog'
import { choiceNames, type SharedDraft } from '../product-draft'

/** The V1 product editor's form. */
export interface ProductDraftV1 extends SharedDraft {
  price: string
  sku: string
  collectionIds: string[]
}

/** A new V1 product's form. */
export const emptyDraftV1 = (): ProductDraftV1 => ({
  name: '',
  description: '',
  visible: true,
  price: '',
  sku: '',
  ribbon: '',
  brand: '',
  options: [],
  collectionIds: [],
  mediaIds: [],
})

/** The store-wide collection every product is in: not the owner's to pick. */
export const ALL_PRODUCTS = '00000000-000000-000000-000000000001'

/** The form for an existing V1 product. */
export function draftOfV1(product: Product): ProductDraftV1 {
  return {
    name: product.name ?? '',
    description: product.description ?? '',
    visible: product.visible !== false,
    price: String(product.priceData?.price ?? product.price.price ?? ''),
    sku: product.sku ?? '',
    ribbon: product.ribbon ?? '',
    brand: product.brand ?? '',
    options: product.productOptions.map((option) => ({
      name: option.name ?? '',
      choices: (option.choices ?? []).map((choice) => choice.value ?? '').join(', '),
    })),
    collectionIds: product.collectionIds.filter((id) => id !== ALL_PRODUCTS),
    mediaIds: product.media.items.flatMap((item) => (item.id ? [item.id] : [])),
  }
}

/** The product fields V1 takes (prices are JSON numbers in Catalog V1). */
export function productInputV1(draft: ProductDraftV1): ProductInput {
  return {
    name: draft.name.trim(),
    description: draft.description,
    visible: draft.visible,
    productType: 'physical',
    priceData: { price: Number(draft.price) },
    ...(draft.sku.trim() && { sku: draft.sku.trim() }),
    ...(draft.ribbon.trim() && { ribbon: draft.ribbon.trim() }),
    ...(draft.brand.trim() && { brand: draft.brand.trim() }),
    productOptions: draft.options
      .filter((option) => option.name.trim() && choiceNames(option.choices).length)
      .map((option) => ({
        name: option.name.trim(),
        choices: choiceNames(option.choices).map((value) => ({ value, description: value })),
      })),
  }
}

/** The V1 create request. */
export const createRequestV1 = (draft: ProductDraftV1): CreateProductRequest => ({
  product: {
    ...productInputV1(draft),
    name: draft.name.trim(),
    priceData: { price: Number(draft.price) },
    costAndProfitData: { itemCost: 0 },
  },
})
