import type { FilterOperator } from '@storefront-kit/wire'
import type { QueryField, QuerySpec } from '../../../query/index'

/**
 * What each Catalog V3 list lets a caller filter and sort on, from the vendor's typed query
 * specs (wire/catalog-v3.md §5), over the read-model documents: wire paths, except lists of
 * names and ids, which documents keep flattened (`_flat`), and the description as plain text.
 */

const ARRAY: FilterOperator[] = ['$hasSome', '$hasAll']

const text = (sortable = false, path?: string): QueryField => ({
  type: 'string',
  sortable,
  ...(path && { path }),
})
const flat = (name: string): QueryField => ({
  type: 'string[]',
  path: `$._flat.${name}`,
  operators: ARRAY,
})
const amount = (path: string): QueryField => ({ type: 'decimal', path })
const categories: QueryField = {
  type: 'object[]',
  items: { id: { type: 'string' }, index: { type: 'number' } },
}

/** SearchProducts: every filter and sort the vendor lists (`$matchItems` on lists of objects). */
export const V3_PRODUCT_SEARCH: QuerySpec = {
  fields: {
    id: text(),
    name: text(true),
    slug: text(),
    handle: text(),
    visible: { type: 'boolean', sortable: false },
    visibleInPos: { type: 'boolean', sortable: false },
    productType: text(),
    createdDate: { type: 'date' },
    updatedDate: { type: 'date' },
    'brand.id': text(),
    'brand.name': text(),
    'ribbon.id': text(),
    'ribbon.name': text(),
    'inventory.availabilityStatus': text(),
    'inventory.preorderStatus': text(),
    'inventory.preorderAvailability': text(),
    'physicalProperties.deliveryProfileId': text(),
    'physicalProperties.fulfillerId': text(),
    'physicalProperties.shippingWeightRange.minValue': { type: 'number' },
    'physicalProperties.shippingWeightRange.maxValue': { type: 'number' },
    'actualPriceRange.minValue.amount': amount('$.actualPriceRange.minValue.amount'),
    'actualPriceRange.maxValue.amount': amount('$.actualPriceRange.maxValue.amount'),
    'compareAtPriceRange.minValue.amount': amount('$.compareAtPriceRange.minValue.amount'),
    'compareAtPriceRange.maxValue.amount': amount('$.compareAtPriceRange.maxValue.amount'),
    'minVariantPriceInfo.sku': text(true),
    taxGroupId: text(),
    /** Plain text of the description: what free-text search looks in. */
    description: { type: 'string', path: '$._text.description', operators: ['$contains'] },
    'options.id': flat('optionIds'),
    'options.name': flat('optionNames'),
    'options.choicesSettings.choices.choiceId': flat('choiceIds'),
    'options.choicesSettings.choices.name': flat('choiceNames'),
    'modifiers.id': flat('modifierIds'),
    'modifiers.name': flat('modifierNames'),
    'modifiers.choicesSettings.choices.choiceId': flat('modifierChoiceIds'),
    'modifiers.choicesSettings.choices.name': flat('modifierChoiceNames'),
    'infoSections.id': flat('infoSectionIds'),
    'infoSections.uniqueName': flat('infoSectionNames'),
    'allCategoriesInfo.categories': categories,
    'directCategoriesInfo.categories': categories,
    'variantsInfo.variants': {
      type: 'object[]',
      items: {
        sku: { type: 'string' },
        barcode: { type: 'string' },
        visible: { type: 'boolean' },
        'price.actualPrice.amount': { type: 'decimal' },
        'price.compareAtPrice.amount': { type: 'decimal' },
        'physicalProperties.weight': { type: 'number' },
        'choices.optionChoiceIds.optionId': {
          type: 'string[]',
          path: '$._optionIds',
          operators: ARRAY,
        },
        'choices.optionChoiceIds.choiceId': {
          type: 'string[]',
          path: '$._choiceIds',
          operators: ARRAY,
        },
      },
    },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  defaultLimit: 50,
  maxLimit: 100,
  fieldPrefix: 'search',
}

const pick = (spec: QuerySpec, names: string[], sortable: string[] = []) =>
  Object.fromEntries(
    names.map((name) => {
      const field = spec.fields[name] as QueryField
      return [name, { ...field, sortable: sortable.includes(name) }]
    }),
  )

/** QueryProducts: a few fields only. */
export const V3_PRODUCT_QUERY: QuerySpec = {
  ...V3_PRODUCT_SEARCH,
  fields: pick(
    V3_PRODUCT_SEARCH,
    ['id', 'handle', 'slug', 'visible', 'createdDate', 'updatedDate', 'options.id'],
    ['slug', 'visible', 'createdDate', 'updatedDate'],
  ),
  fieldPrefix: 'query',
}

const variantFields: Record<string, QueryField> = {
  id: text(),
  variantId: text(true),
  'productData.productId': text(true),
  sku: text(true),
  barcode: text(true),
  visible: { type: 'boolean' },
  'inventoryStatus.inStock': { type: 'boolean' },
  'inventoryStatus.preorderEnabled': { type: 'boolean' },
  'price.actualPrice.amount': amount('$.price.actualPrice.amount'),
  'price.compareAtPrice.amount': amount('$.price.compareAtPrice.amount'),
  'productData.updatedDate': { type: 'date' },
  'productData.brand.id': text(true),
  'productData.handle': text(true),
  'productData.name': text(true),
  'productData.physicalProperties.fulfillerId': text(true),
  'productData.productType': text(true),
  'productData.slug': text(true),
  'productData.visible': { type: 'boolean' },
  'productData.visibleInPos': { type: 'boolean' },
  'optionChoices.optionChoiceIds.optionId': {
    type: 'string[]',
    path: '$._optionIds',
    operators: ARRAY,
  },
  'optionChoices.optionChoiceIds.choiceId': {
    type: 'string[]',
    path: '$._choiceIds',
    operators: ARRAY,
  },
}

/** SearchVariants; default order: product last updated first, then product, then variant. */
export const VARIANT_SEARCH: QuerySpec = {
  fields: variantFields,
  defaultSort: [
    { fieldName: 'productData.updatedDate', order: 'DESC' },
    { fieldName: 'productData.productId', order: 'ASC' },
    { fieldName: 'variantId', order: 'ASC' },
  ],
  defaultLimit: 100,
  maxLimit: 1000,
  fieldPrefix: 'search',
}

/** QueryVariants: by product and variant ids, in that order unless asked otherwise. */
export const VARIANT_QUERY: QuerySpec = {
  ...VARIANT_SEARCH,
  fields: pick(
    VARIANT_SEARCH,
    ['id', 'productData.productId', 'variantId'],
    ['id', 'productData.productId', 'variantId'],
  ),
  // Its default order may name only its own fields.
  defaultSort: [
    { fieldName: 'productData.productId', order: 'ASC' },
    { fieldName: 'variantId', order: 'ASC' },
  ],
  fieldPrefix: 'query',
}

/** QueryInventoryItems and SearchInventoryItems. */
export const INVENTORY_QUERY: QuerySpec = {
  fields: {
    id: text(),
    locationId: text(),
    variantId: text(),
    productId: text(true),
    createdDate: { type: 'date' },
    updatedDate: { type: 'date' },
    availabilityStatus: text(true),
    inStock: { type: 'boolean' },
    quantity: { type: 'number' },
    trackQuantity: { type: 'boolean' },
    'preorderInfo.enabled': { type: 'boolean' },
    'product.brand.id': text(true),
    'product.name': text(true),
    'product.variantBarcode': text(true),
    'product.variantName': text(true),
    'product.variantSku': text(true),
    'product.directCategoryIds': { type: 'string[]', operators: ARRAY },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  defaultLimit: 100,
  maxLimit: 1000,
  fieldPrefix: 'query',
}

/** QueryCategories and SearchCategories, over the stored collections. */
export const CATEGORY_QUERY: QuerySpec = {
  fields: {
    id: text(),
    slug: text(),
    visible: { type: 'boolean', sortable: false },
    'treeReference.appNamespace': text(),
    'treeReference.treeKey': text(),
    createdDate: { type: 'date' },
    updatedDate: { type: 'date' },
    managingAppId: text(true),
    name: text(true),
    description: { type: 'string', operators: ['$contains'], sortable: false },
    'parentCategory.id': text(true),
    'parentCategory.index': { type: 'number' },
  },
  defaultSort: [{ fieldName: 'createdDate', order: 'DESC' }],
  defaultLimit: 100,
  maxLimit: 1000,
  fieldPrefix: 'query',
}

/** Free-text fields of each search, and how each becomes a filter on a term. */
export const SEARCHABLE: Record<string, Record<string, (term: string) => object>> = {
  products: {
    name: (term) => ({ name: { $contains: term } }),
    description: (term) => ({ description: { $contains: term } }),
    'minVariantPriceInfo.sku': (term) => ({ 'minVariantPriceInfo.sku': { $contains: term } }),
    'variantsInfo.variants.sku': (term) => ({
      'variantsInfo.variants': { $matchItems: [{ sku: { $contains: term } }] },
    }),
    'variantsInfo.variants.barcode': (term) => ({
      'variantsInfo.variants': { $matchItems: [{ barcode: { $contains: term } }] },
    }),
    'directCategoryIdsInfo.categoryIds': (term) => ({
      'directCategoriesInfo.categories': { $matchItems: [{ id: { $contains: term } }] },
    }),
    'physicalProperties.deliveryProfileId': (term) => ({
      'physicalProperties.deliveryProfileId': { $contains: term },
    }),
  },
  variants: {
    'productData.name': (term) => ({ 'productData.name': { $contains: term } }),
    sku: (term) => ({ sku: { $contains: term } }),
  },
  inventory: {
    'product.name': (term) => ({ 'product.name': { $contains: term } }),
    'product.variantBarcode': (term) => ({ 'product.variantBarcode': { $contains: term } }),
    'product.variantName': (term) => ({ 'product.variantName': { $contains: term } }),
    'product.variantSku': (term) => ({ 'product.variantSku': { $contains: term } }),
  },
  categories: {
    name: (term) => ({ name: { $contains: term } }),
    description: (term) => ({ description: { $contains: term } }),
  },
}
