import type {
  InventoryItem,
  V3CreateProductRequest,
  V3Product,
  V3ProductInput,
} from '@storefront-kit/sdk/catalog-v3'
import { choiceNames, type OptionDraft, type SharedDraft } from '../product-draft'

type V3VariantInput = V3ProductInput['variantsInfo']['variants'][number]

/** One variant row: its choices by name, price, SKU, visibility and stock. */
export interface VariantDraft {
  /** The existing variant's id; absent for a new combination. */
  id?: string
  /** Choice name per option name, in the options' order. */
  choices: string[]
  price: string
  compareAtPrice: string
  sku: string
  visible: boolean
  /** Blank: stock not counted (in stock or not by `inStock`); a number: counted. */
  quantity: string
  inStock: boolean
}

/** The product editor's form. */
export interface ProductDraft extends SharedDraft {
  variants: VariantDraft[]
  categoryIds: string[]
}

/** A new product's form. */
export const emptyDraft = (): ProductDraft => ({
  name: '',
  description: '',
  visible: true,
  ribbon: '',
  brand: '',
  options: [],
  variants: [blankVariant([])],
  categoryIds: [],
  mediaIds: [],
})

const blankVariant = (choices: string[], like?: VariantDraft): VariantDraft => ({
  choices,
  price: like?.price ?? '',
  compareAtPrice: like?.compareAtPrice ?? '',
  sku: '',
  visible: true,
  quantity: '',
  inStock: true,
})

/**
 * The variants the options make (every combination of their choices), keeping the rows the
 * owner already filled in for combinations that still exist.
 *
 * @example
 * ```ts
 * withVariantsFor(draft, [{ name: 'Size', choices: 'S, M' }]).variants.length // 2
 * ```
 */
export function withVariantsFor(draft: ProductDraft, options: OptionDraft[]): ProductDraft {
  const named = options.filter((option) => option.name.trim() && choiceNames(option.choices).length)
  const combos = named.reduce<string[][]>(
    (rows, option) => rows.flatMap((row) => choiceNames(option.choices).map((c) => [...row, c])),
    [[]],
  )
  const byKey = new Map(draft.variants.map((variant) => [variant.choices.join('\u0000'), variant]))
  const first = draft.variants[0]
  const variants = combos.map(
    (choices) => byKey.get(choices.join('\u0000')) ?? blankVariant(choices, first),
  )
  return { ...draft, options, variants }
}

/** The editor's form for an existing product and its inventory items. */
export function draftOf(product: V3Product, inventory: InventoryItem[]): ProductDraft {
  const options = (product.options ?? []).map((option) => ({
    name: option.name ?? '',
    choices: (option.choicesSettings?.choices ?? []).map((choice) => choice.name ?? '').join(', '),
  }))
  const choiceName = new Map(
    (product.options ?? []).flatMap((option) =>
      (option.choicesSettings?.choices ?? []).map((choice) => [choice.choiceId, choice.name ?? '']),
    ),
  )
  const variants = (product.variantsInfo?.variants ?? []).map((variant): VariantDraft => {
    const stock = inventory.find((item) => item.variantId === variant.id)
    return {
      ...(variant.id && { id: variant.id }),
      choices: (variant.choices ?? []).map(
        (choice) =>
          choice.optionChoiceNames?.choiceName ??
          choiceName.get(choice.optionChoiceIds?.choiceId) ??
          '',
      ),
      price: variant.price?.actualPrice?.amount ?? '',
      compareAtPrice: variant.price?.compareAtPrice?.amount ?? '',
      sku: variant.sku ?? '',
      visible: variant.visible ?? true,
      quantity: stock?.trackQuantity ? String(stock.quantity ?? 0) : '',
      inStock: stock?.inStock ?? variant.inventoryStatus?.inStock ?? true,
    }
  })
  return {
    name: product.name,
    description: product.plainDescription ?? '',
    visible: product.visible,
    ribbon: product.ribbon?.name ?? '',
    brand: product.brand?.name ?? '',
    options,
    variants,
    categoryIds: (product.directCategoriesInfo?.categories ?? []).map((category) => category.id),
    mediaIds: (product.media?.itemsInfo?.items ?? []).flatMap((item) => (item.id ? [item.id] : [])),
  }
}

function variantInput(draft: ProductDraft, variant: VariantDraft): V3VariantInput {
  return {
    ...(variant.id && { id: variant.id }),
    visible: variant.visible,
    ...(variant.sku.trim() && { sku: variant.sku.trim() }),
    choices: variant.choices.map((choiceName, i) => ({
      optionChoiceNames: {
        optionName:
          draft.options.filter((o) => choiceNames(o.choices).length)[i]?.name.trim() ?? '',
        choiceName,
        renderType: 'TEXT_CHOICES',
      },
    })),
    price: {
      actualPrice: { amount: variant.price.trim() },
      ...(variant.compareAtPrice.trim() && {
        compareAtPrice: { amount: variant.compareAtPrice.trim() },
      }),
    },
  }
}

/**
 * The product as the platform takes it: options with their choices, one variant per row, the
 * pictures by media library id, the ribbon and brand by name.
 */
export function productInput(draft: ProductDraft): V3ProductInput {
  const options = draft.options.filter((o) => o.name.trim() && choiceNames(o.choices).length)
  return {
    name: draft.name.trim(),
    plainDescription: draft.description,
    visible: draft.visible,
    productType: 'PHYSICAL',
    physicalProperties: {},
    options: options.map((option) => ({
      name: option.name.trim(),
      optionRenderType: 'TEXT_CHOICES',
      choicesSettings: {
        choices: choiceNames(option.choices).map((name) => ({ name, choiceType: 'CHOICE_TEXT' })),
      },
    })),
    ...(draft.ribbon.trim() && { ribbon: { name: draft.ribbon.trim() } }),
    ...(draft.brand.trim() && { brand: { name: draft.brand.trim() } }),
    media: { itemsInfo: { items: draft.mediaIds.map((id) => ({ id })) } },
    variantsInfo: { variants: draft.variants.map((variant) => variantInput(draft, variant)) },
  }
}

/** The create call's request. */
export const createRequest = (draft: ProductDraft): V3CreateProductRequest => ({
  product: productInput(draft),
  fields: ['MEDIA_ITEMS_INFO'],
})
