// Type tests: checked by `npm run typecheck`. Each @ts-expect-error must stay an error.
import { expectTypeOf } from 'vitest'
import {
  type Collection,
  collectionQuery,
  createCollection,
  createProduct,
  getCollection,
  getProduct,
  type Product,
  type ProductFilter,
  productFilter,
  productOptionsAvailability,
  productQuery,
  queryCollections,
  queryProducts,
  queryProductsPlatformized,
  queryStoreVariants,
  type StoreVariant,
  storeVariantQuery,
  updateProduct,
  updateVariants,
} from '../src/catalog'
import { type Client, createClient, type PageIterator, paginate } from '../src/index'

const client: Client = createClient()

// Answers are the wire shapes; always-present fields are not optional.
expectTypeOf(getCollection(client, 'id')).resolves.toEqualTypeOf<{ collection: Collection }>()
expectTypeOf(getProduct(client, 'id')).resolves.toEqualTypeOf<{ product: Product }>()
expectTypeOf<Product['numericId']>().toEqualTypeOf<string>()
expectTypeOf<Product['priceData']>().toEqualTypeOf<import('../src/catalog').PriceData | undefined>()
expectTypeOf<Product['price']['discountedPrice']>().toEqualTypeOf<number>()
expectTypeOf<Collection['numberOfProducts']>().toEqualTypeOf<number>()
expectTypeOf<Collection['media']['mainMedia']['image']['url']>().toEqualTypeOf<string>()

// Paging: every query call works with paginate.
expectTypeOf(paginate(client, queryProductsPlatformized, { query: {} })).toEqualTypeOf<
  PageIterator<import('../src/catalog').QueryProductsPlatformizedResponse, Product>
>()
expectTypeOf(paginate(client, queryCollections, {})).toEqualTypeOf<
  PageIterator<import('../src/catalog').QueryCollectionsResponse, Collection>
>()
expectTypeOf(paginate(client, queryStoreVariants, { query: {} })).toEqualTypeOf<
  PageIterator<import('../src/catalog').QueryStoreVariantsResponse, StoreVariant>
>()
paginate(client, queryProducts, { query: { paging: { limit: 10 } } })

// Typed filters: known fields with their operators and operand types.
productFilter({
  name: { $startsWith: 'Linen', $ne: null },
  price: { $gte: 10, $lt: 50 },
  numericId: { $gt: '1000010' },
  'collections.id': { $hasSome: ['c1'], $hasAll: ['c1', 'c2'] },
  'options.Size': 'M',
  'options.Frame color': { $hasSome: ['Black'] },
  inventoryStatus: { $hasSome: ['IN_STOCK', 'PARTIALLY_OUT_OF_STOCK'] },
  productType: 'digital',
  createdDate: { $gte: '2024-01-01T00:00:00.000Z' },
  $or: [{ sku: { $contains: 'KT-' } }, { slug: { $in: ['a', 'b'] } }],
  $not: { id: 'x' },
})
// @ts-expect-error unknown field
productFilter({ colour: 'red' })
// @ts-expect-error price is a number
productFilter({ price: { $gte: '10' } })
// @ts-expect-error names take no range operators
productFilter({ name: { $gt: 'a' } })
// @ts-expect-error collections.id takes membership operators, not $in
productFilter({ 'collections.id': { $in: ['c1'] } })
// @ts-expect-error inventoryStatus is an enum
productFilter({ inventoryStatus: 'SOLD_OUT' })
// @ts-expect-error option filters take choice texts
productFilter({ 'options.Size': 42 })
// @ts-expect-error $and holds filters
productFilter({ $and: { name: 'x' } })

const filter: ProductFilter = { price: 10 }
queryProductsPlatformized(client, {
  query: productQuery({ filter, sort: [{ fieldName: 'price' }] }),
})
// @ts-expect-error slug is not sortable
productQuery({ sort: [{ fieldName: 'slug' }] })
// @ts-expect-error sort order is ASC or DESC
productQuery({ sort: [{ fieldName: 'price', order: 'asc' }] })
collectionQuery({
  filter: { name: { $contains: 'Home' } },
  sort: [{ fieldName: 'name', order: 'DESC' }],
})
// @ts-expect-error collections filter on name and id only
collectionQuery({ filter: { slug: 'kitchen' } })
storeVariantQuery({ filter: { 'stock.inStock': false, 'stock.quantity': { $lte: 3 } } })
// @ts-expect-error stock.inStock is a boolean
storeVariantQuery({ filter: { 'stock.inStock': 'no' } })

// Writes: required fields, path ids first.
createProduct(client, {
  product: { name: 'Apron', priceData: { price: 29 }, costAndProfitData: { itemCost: 9 } },
})
// @ts-expect-error the item cost is required on create
createProduct(client, { product: { name: 'Apron', priceData: { price: 29 } } })
createProduct(client, {
  // @ts-expect-error catalog v1 prices are JSON numbers
  product: { name: 'A', priceData: { price: '29' }, costAndProfitData: { itemCost: 1 } },
})
updateProduct(client, 'id', { product: { ribbon: 'Sale' } })
// @ts-expect-error the product id comes first
updateProduct(client, { product: { id: 'id' } })
updateVariants(client, 'id', { variants: [{ choices: { Size: 'M' }, price: 10 }] })
productOptionsAvailability(client, 'id', { options: { Size: 'M' } })
// @ts-expect-error options map option names to choice texts
productOptionsAvailability(client, 'id', { options: { Size: 1 } })
createCollection(client, { collection: { name: 'Summer' } })
// @ts-expect-error a collection needs a name
createCollection(client, { collection: { slug: 'summer' } })
