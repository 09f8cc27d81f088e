import {
  ALL_PRODUCTS_COLLECTION_ID,
  type ConnectedModifier,
  type ConnectedOption,
  type V3Product,
} from '@storefront-kit/wire'
import { STORE_CURRENCY, toCents } from '../../../platform/money'
import type { ProductSource } from '../model'
import { amountOf, centsOf, rangeOf } from './amounts'
import { mediaOf, type V3VariantDoc, v3Variant } from './derive-variants'
import {
  brandIdOf,
  choiceIdOf,
  infoSectionIdOf,
  keyOf,
  modifierChoiceIdOf,
  modifierIdOf,
  optionIdOf,
  ribbonIdOf,
} from './ids'
import type { CategoryTree } from './tree'

/**
 * A product as Catalog V3 answers it, with every opt-in part present (answers drop what the
 * request's `fields` leave out), plus what queries read: flattened ids and names (`_flat`), the
 * description as plain text (`_text`) and each variant's option and choice ids.
 */
export type V3ProductDoc = Omit<V3Product, 'variantsInfo'> & {
  variantsInfo: { variants: V3VariantDoc[] }
  minVariantPriceInfo?: { sku?: string }
  _flat: Record<string, string[]>
  _text: { description: string }
}

const TAGS = /<[^>]*>/g

function options(src: ProductSource, variants: V3VariantDoc[]): ConnectedOption[] {
  return src.options.map((option) => ({
    id: optionIdOf(option.name),
    name: option.name,
    key: keyOf(option.name),
    optionRenderType: option.optionType === 'color' ? 'SWATCH_CHOICES' : 'TEXT_CHOICES',
    choicesSettings: {
      choices: option.choices.map((choice) => {
        const choiceId = choiceIdOf(option.name, choice.description)
        const having = variants.filter((v) => v._choiceIds.includes(choiceId))
        return {
          choiceId,
          key: keyOf(choice.description),
          name: choice.description,
          ...(option.optionType === 'color'
            ? { colorCode: choice.value, choiceType: 'ONE_COLOR' as const }
            : { choiceType: 'CHOICE_TEXT' as const }),
          inStock: having.some((v) => v.visible && v.inventoryStatus?.inStock),
          visible: having.some((v) => v.visible),
        }
      }),
    },
  }))
}

function modifiers(src: ProductSource): ConnectedModifier[] {
  return (src.modifiers ?? []).map((m) => ({
    id: modifierIdOf(m.name),
    name: m.name,
    key: keyOf(m.name),
    modifierRenderType: m.renderType,
    mandatory: m.mandatory,
    ...(m.freeText && {
      freeTextSettings: {
        title: m.freeText.title,
        key: keyOf(m.freeText.title),
        ...(m.freeText.minCharCount !== undefined && { minCharCount: m.freeText.minCharCount }),
        ...(m.freeText.maxCharCount !== undefined && { maxCharCount: m.freeText.maxCharCount }),
        ...(m.freeText.addedPrice !== undefined && {
          defaultAddedPrice: amountOf(centsOf(m.freeText.addedPrice)).amount,
        }),
      },
    }),
    ...(m.choices && {
      choicesSettings: {
        choices: m.choices.map((c) => ({
          choiceId: modifierChoiceIdOf(m.name, c.name),
          key: keyOf(c.name),
          name: c.name,
          ...(c.colorCode
            ? { colorCode: c.colorCode, choiceType: 'ONE_COLOR' as const }
            : { choiceType: 'CHOICE_TEXT' as const }),
          ...(c.addedPrice !== undefined && { addedPrice: amountOf(centsOf(c.addedPrice)).amount }),
        })),
      },
    }),
  }))
}

const inventoryOf = (variants: V3VariantDoc[]) => {
  const inStock = variants.filter((v) => v.inventoryStatus?.inStock).length
  const preorder = variants.filter((v) => v.inventoryStatus?.preorderEnabled).length
  const all = variants.length
  return {
    availabilityStatus:
      inStock === all ? 'IN_STOCK' : inStock === 0 ? 'OUT_OF_STOCK' : 'PARTIALLY_OUT_OF_STOCK',
    preorderStatus:
      preorder === all ? 'ENABLED' : preorder === 0 ? 'DISABLED' : 'PARTIALLY_ENABLED',
    preorderAvailability:
      preorder === all ? 'ALL_VARIANTS' : preorder === 0 ? 'NO_VARIANTS' : 'SOME_VARIANTS',
  } as const
}

/** The categories a product is in: direct ones (All Products first) and with their ancestors. */
export function categoriesOf(src: ProductSource, tree: CategoryTree) {
  const direct = [
    ALL_PRODUCTS_COLLECTION_ID,
    ...src.collectionIds.filter((id) => id !== ALL_PRODUCTS_COLLECTION_ID),
  ].filter((id) => tree.get(id))
  const all = [...new Set(direct.flatMap((id) => [...tree.ancestors(id).map((c) => c.id), id]))]
  const indexIn = (id: string) => {
    const at = tree.get(id)?.arranged?.indexOf(src.id) ?? -1
    return at < 0 ? {} : { index: at }
  }
  const info = (ids: string[]) => ({ categories: ids.map((id) => ({ id, ...indexIn(id) })) })
  const main =
    src.mainCategoryId && direct.includes(src.mainCategoryId)
      ? src.mainCategoryId
      : direct.find((id) => id !== ALL_PRODUCTS_COLLECTION_ID)
  return { direct, all, directInfo: info(direct), allInfo: info(all), main }
}

/** The Catalog V3 document of a product, from its source and the category tree. */
export function deriveV3Product(src: ProductSource, tree: CategoryTree): V3ProductDoc {
  const variants = src.variants.map((variant) => v3Variant(src, variant))
  const shown = variants.filter((v) => v.visible)
  const priced = shown.length ? shown : variants
  const cheapest = [...priced].sort((a, b) => ((a._cents ?? 0n) < (b._cents ?? 0n) ? -1 : 1))[0]
  const actual = priced.map((v) => v._cents ?? 0n)
  const compareAt = priced.map((v) => {
    const text = v.price?.compareAtPrice?.amount
    return text === undefined ? (v._cents ?? 0n) : toCents(text)
  })
  const costs = variants.flatMap((v) => {
    const text = v.revenueDetails?.cost?.amount
    return text === undefined ? [] : [toCents(text)]
  })
  const weights = variants.map((v) => v.physicalProperties?.weight ?? 0)
  const categories = categoriesOf(src, tree)
  const main = categories.main ? tree.get(categories.main) : undefined
  const crumbs = main ? [...tree.ancestors(main.id), main] : []
  const media = src.media.map(mediaOf)
  const sections = src.additionalInfoSections
  for (const v of variants) delete v._cents
  return {
    id: src.id,
    revision: String(src.revision ?? 1),
    createdDate: src.createdDate,
    updatedDate: src.lastUpdated,
    name: src.name,
    slug: src.slug,
    url: { relativePath: `/product-page/${src.slug}` },
    ...(src.description !== undefined && {
      plainDescription: src.description,
      description: {
        nodes: [
          {
            type: 'PARAGRAPH',
            id: 'p1',
            nodes: [
              {
                type: 'TEXT',
                id: '',
                textData: { text: src.description.replace(TAGS, ''), decorations: [] },
              },
            ],
          },
        ],
      },
    }),
    visible: src.visible,
    visibleInPos: src.visibleInPos ?? src.productType !== 'digital',
    media: { ...(media[0] && { main: media[0] }), itemsInfo: { items: media } },
    ...(src.seoData && { seoData: src.seoData as unknown as Record<string, unknown> }),
    options: options(src, variants),
    modifiers: modifiers(src),
    ...(src.brand && { brand: { id: brandIdOf(src.brand), name: src.brand } }),
    infoSections: sections.map((s) => ({
      id: infoSectionIdOf(s.title),
      uniqueName: keyOf(s.title),
      title: s.title,
      plainDescription: s.description,
    })),
    ...(src.ribbon && { ribbon: { id: ribbonIdOf(src.ribbon), name: src.ribbon } }),
    directCategoriesInfo: categories.directInfo,
    allCategoriesInfo: categories.allInfo,
    ...(categories.main && { mainCategoryId: categories.main }),
    costRange: rangeOf(costs),
    inventory: inventoryOf(variants),
    productType: src.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    ...(src.productType !== 'digital' && {
      physicalProperties: {
        shippingWeightRange: { minValue: Math.min(...weights), maxValue: Math.max(...weights) },
        weightMeasurementUnitInfo: { weightMeasurementUnit: 'KG' },
      },
    }),
    handle: src.handle ?? src.slug,
    currency: STORE_CURRENCY,
    breadcrumbsInfo: {
      breadcrumbs: crumbs.map((c) => ({
        categoryId: c.id,
        categoryName: c.name,
        categorySlug: c.slug,
      })),
    },
    actualPriceRange: rangeOf(actual),
    compareAtPriceRange: rangeOf(compareAt),
    variantsInfo: { variants },
    variantSummary: {
      variantCount: variants.length,
      ...(cheapest && { minPriceVariant: cheapest }),
    },
    ...(cheapest?.sku && { minVariantPriceInfo: { sku: cheapest.sku } }),
    _flat: {
      optionIds: src.options.map((o) => optionIdOf(o.name)),
      optionNames: src.options.map((o) => o.name),
      choiceIds: src.options.flatMap((o) =>
        o.choices.map((c) => choiceIdOf(o.name, c.description)),
      ),
      choiceNames: src.options.flatMap((o) => o.choices.map((c) => c.description)),
      modifierIds: (src.modifiers ?? []).map((m) => modifierIdOf(m.name)),
      modifierNames: (src.modifiers ?? []).map((m) => m.name),
      modifierChoiceIds: (src.modifiers ?? []).flatMap((m) =>
        (m.choices ?? []).map((c) => modifierChoiceIdOf(m.name, c.name)),
      ),
      modifierChoiceNames: (src.modifiers ?? []).flatMap((m) =>
        (m.choices ?? []).map((c) => c.name),
      ),
      infoSectionIds: sections.map((s) => infoSectionIdOf(s.title)),
      infoSectionNames: sections.map((s) => keyOf(s.title)),
    },
    _text: { description: (src.description ?? '').replace(TAGS, ' ') },
  }
}
