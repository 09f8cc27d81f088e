import type * as wire from '../../src/index'
import type { Except, PathId } from './schema-drift'

// The ties of the catalogs' request schemas (V1 products and collections, V3 products,
// inventory and categories), part of the table in ../schema-ties.test-d.ts.

/** Read-only parts of a V3 product that a write may carry back (keys, stock, formatted amounts). */
type V3ReadOnly =
  | 'options.key'
  | `options.choicesSettings.choices.${'key' | 'inStock' | 'visible'}`
  | 'modifiers.key'
  | 'modifiers.choicesSettings.choices.key'
  | 'modifiers.freeTextSettings.key'
  | `media.itemsInfo.items.${'image' | 'mediaType' | 'thumbnail'}`
  | `variantsInfo.variants.price.${'actualPrice' | 'compareAtPrice'}.formattedAmount`
  | `variantsInfo.variants.revenueDetails.${'cost.formattedAmount' | 'profit' | 'profitMargin'}`

/** Catalog V1 and V3 request schemas and their wire types. */
export interface CatalogTies {
  // catalog
  dimensionsSchema: wire.Dimensions
  pricePerUnitDataSchema: wire.PricePerUnitData
  choiceInputSchema: wire.ProductOptionInput['choices'][number]
  productOptionInputSchema: wire.ProductOptionInput
  productDiscountSchema: NonNullable<wire.ProductInput['discount']>
  seoSchemaSchema: wire.SeoSchemaInput
  productInputSchema: wire.ProductInput
  createProductRequestSchema: wire.CreateProductRequest
  updateProductRequestSchema: { product: PathId<'id', wire.ProductInput> }
  catalogIdRequestSchema: PathId
  getProductRequestSchema: PathId<'id', wire.GetProductRequest>
  getCollectionBySlugRequestSchema: { slug: string }
  platformQueryRequestSchema: wire.QueryCollectionsRequest & wire.QueryProductsPlatformizedRequest
  // Internal-only fields of the vendor's typing, accepted and ignored (wire/catalog.md).
  queryStoreVariantsRequestSchema: Except<
    wire.QueryStoreVariantsRequest,
    'customFields' | 'includeLocationVariants'
  >
  // v1 lists page by offset: `cursorPaging` is read so that the query engine refuses it by name.
  catalogV1QuerySchema: Except<wire.CatalogV1Query, 'cursorPaging'>
  queryProductsRequestSchema: Except<wire.QueryProductsRequest, 'query.cursorPaging'>
  queryCollectionsV1RequestSchema: Except<wire.QueryCollectionsV1Request, 'query.cursorPaging'>
  productOptionsAvailabilityRequestSchema: PathId<'id', wire.ProductOptionsAvailabilityRequest>
  queryProductVariantsRequestSchema: PathId<'id', wire.QueryProductVariantsRequest>
  variantOverrideSchema: wire.VariantOverride
  updateVariantsRequestSchema: PathId<'id', wire.UpdateVariantsRequest>
  mediaDataForWriteSchema: wire.MediaDataForWrite
  addProductMediaRequestSchema: PathId<'id', wire.AddProductMediaRequest>
  removeProductMediaRequestSchema: PathId<'id', wire.RemoveProductMediaRequest>
  mediaAssignmentToChoiceSchema: wire.MediaAssignmentToChoice
  productMediaToChoicesRequestSchema: PathId<'id', wire.ProductMediaToChoicesRequest>
  setValueSchema: wire.SetValue
  propertyAdjustmentDataSchema: wire.PropertyAdjustmentData
  adjustValueSchema: wire.AdjustValue
  bulkUpdateProductsRequestSchema: wire.BulkUpdateProductsRequest
  bulkAdjustProductPropertiesRequestSchema: wire.BulkAdjustProductPropertiesRequest
  collectionInputSchema: wire.CollectionInput
  createCollectionRequestSchema: wire.CreateCollectionRequest
  updateCollectionRequestSchema: { collection: PathId<'id', wire.CollectionInput> }
  deleteCollectionRequestSchema: PathId
  collectionProductIdsRequestSchema: PathId<'id', wire.CollectionProductIdsRequest>
  // catalog-v3
  searchDetailsSchema: wire.SearchDetails
  v3GetProductRequestSchema: PathId<'productId', wire.V3ProductFieldsRequest>
  v3GetProductBySlugRequestSchema: PathId<'slug', wire.V3ProductFieldsRequest>
  v3QueryProductsRequestSchema: wire.V3QueryProductsRequest
  v3SearchProductsRequestSchema: wire.V3SearchProductsRequest
  v3CountProductsRequestSchema: wire.V3CountProductsRequest
  queryVariantsRequestSchema: wire.QueryVariantsRequest
  searchVariantsRequestSchema: wire.SearchVariantsRequest
  inventoryItemIdRequestSchema: PathId<'inventoryItemId'>
  queryInventoryItemsRequestSchema: wire.QueryInventoryItemsRequest
  searchInventoryItemsRequestSchema: wire.SearchInventoryItemsRequest
  // A product written back as read carries read-only parts: the schema drops them.
  v3CreateProductRequestSchema: Except<wire.V3CreateProductRequest, `product.${V3ReadOnly}`>
  v3UpdateProductRequestSchema: Except<
    wire.V3UpdateProductRequest & { product: PathId },
    `product.${V3ReadOnly}`
  >
  v3DeleteProductRequestSchema: PathId<'productId'>
  v3BulkCreateProductsRequestSchema: Except<
    wire.V3BulkCreateProductsRequest,
    `products.${V3ReadOnly}`
  >
  v3BulkUpdateProductsRequestSchema: Except<
    wire.V3BulkUpdateProductsRequest,
    `products.product.${V3ReadOnly}`
  >
  v3BulkDeleteProductsRequestSchema: wire.V3BulkDeleteProductsRequest
  updateInventoryItemRequestSchema: wire.UpdateInventoryItemRequest & { inventoryItem: PathId }
  bulkUpdateInventoryItemsRequestSchema: wire.BulkUpdateInventoryItemsRequest
  bulkDecrementInventoryItemsRequestSchema: wire.BulkDecrementInventoryItemsRequest
  bulkIncrementInventoryItemsRequestSchema: wire.BulkIncrementInventoryItemsRequest
  treeReferenceSchema: wire.TreeReference
  itemReferenceSchema: wire.ItemReference
  getCategoryRequestSchema: PathId<'categoryId', wire.GetCategoryRequest>
  getCategoryBySlugRequestSchema: PathId<'slug', wire.GetCategoryRequest>
  queryCategoriesRequestSchema: wire.QueryCategoriesRequest
  searchCategoriesRequestSchema: wire.SearchCategoriesRequest
  countCategoriesRequestSchema: wire.CountCategoriesRequest
  listItemsInCategoryRequestSchema: PathId<'categoryId', wire.ListItemsInCategoryRequest>
  listCategoriesForItemRequestSchema: wire.ListCategoriesForItemRequest
  listCategoriesForItemsRequestSchema: wire.ListCategoriesForItemsRequest
  categoryTreeRequestSchema: wire.CategoryTreeRequest
  categoryIdRequestSchema: PathId<'categoryId', wire.CategoryTreeRequest>
  createCategoryRequestSchema: wire.CreateCategoryRequest
  updateCategoryRequestSchema: wire.UpdateCategoryRequest & { category: PathId }
  updateCategoryVisibilityRequestSchema: wire.UpdateCategoryVisibilityRequest
  bulkCategoryItemsRequestSchema: PathId<'categoryId', wire.BulkCategoryItemsRequest>
  bulkItemCategoriesRequestSchema: wire.BulkItemCategoriesRequest
  setArrangedItemsRequestSchema: PathId<'categoryId', wire.SetArrangedItemsRequest>
}
