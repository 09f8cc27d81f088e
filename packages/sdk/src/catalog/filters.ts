import type {
  CursorPaging,
  InventoryStatus,
  Paging,
  PlatformQuery,
  ProductType,
  SortOrder,
} from '../wire'

/**
 * Typed catalog queries: each queryable field with its value type and the operators the platform
 * accepts on it, so a wrong field name, operator or operand type fails to compile. The result is
 * the platform's own filter JSON; the helpers return their argument unchanged.
 */

/** A queryable field: the type of its values and the operators it takes. */
export interface QueryField<T, Op extends string, Sortable extends boolean = boolean> {
  value: T
  ops: Op
  sortable: Sortable
}

type ListOp = '$in' | '$hasSome' | '$hasAll'
type Operand<F extends QueryField<unknown, string>, Op> = Op extends ListOp
  ? F['value'][]
  : Op extends '$contains' | '$startsWith'
    ? string
    : Op extends '$eq' | '$ne'
      ? F['value'] | null
      : F['value']

/** What a filter may say about one field: a value (equality) or an operator object. */
export type FieldFilter<F extends QueryField<unknown, string>> =
  | F['value']
  | null
  | { [Op in F['ops']]?: Operand<F, Op> }

/** A filter over the fields of `Fields`, with `$and`, `$or` and `$not`. */
export type TypedFilter<Fields> = {
  [K in keyof Fields]?: Fields[K] extends QueryField<unknown, string>
    ? FieldFilter<Fields[K]>
    : never
} & {
  $and?: TypedFilter<Fields>[]
  $or?: TypedFilter<Fields>[]
  $not?: TypedFilter<Fields>
}

/** Names of the fields a query may sort on. */
export type SortableField<Fields> = {
  [K in keyof Fields]: Fields[K] extends QueryField<unknown, string, true> ? K : never
}[keyof Fields] &
  string

/** A query over `Fields`: typed filter and sort, and either kind of paging. */
export interface TypedQuery<Fields> {
  filter?: TypedFilter<Fields>
  sort?: { fieldName: SortableField<Fields>; order?: SortOrder }[]
  paging?: Paging
  cursorPaging?: CursorPaging
}

type Eq = '$eq' | '$ne' | '$in' | '$hasSome'
type Text = Eq | '$contains' | '$startsWith'
type Range = Eq | '$lt' | '$lte' | '$gt' | '$gte'
type Members = '$eq' | '$ne' | '$hasSome' | '$hasAll'

/** Queryable product fields (vendor "Query Products" reference). */
export type ProductFields = {
  name: QueryField<string, Text, true>
  description: QueryField<string, Text, false>
  sku: QueryField<string, Text, true>
  id: QueryField<string, Eq, true>
  price: QueryField<number, Range, true>
  numericId: QueryField<number | string, Range, true>
  productType: QueryField<ProductType, Eq, true>
  slug: QueryField<string, Text, false>
  /** Membership: `{ 'collections.id': { $hasSome: [id] } }` or `{ 'collections.id': id }`. */
  'collections.id': QueryField<string, Members, false>
  inventoryStatus: QueryField<InventoryStatus, Eq, false>
  /** ISO-8601 timestamps. */
  lastUpdated: QueryField<string, Range, true>
  createdDate: QueryField<string, Range, true>
} & {
  /** Products having a choice: `{ 'options.Color': { $hasSome: ['Navy'] } }`. */
  [option: `options.${string}`]: QueryField<string, Members, false>
}

/** Queryable collection fields. */
export type CollectionFields = {
  name: QueryField<string, Text, true>
  id: QueryField<string, Text, true>
}

/** Queryable store variant fields (emulator and SDK convention; the vendor documents none). */
export type StoreVariantFields = {
  id: QueryField<string, Eq, true>
  productId: QueryField<string, Eq, true>
  variantId: QueryField<string, Eq, true>
  productName: QueryField<string, Text, true>
  variantName: QueryField<string, Text, true>
  sku: QueryField<string, Text, true>
  managedVariant: QueryField<boolean, '$eq' | '$ne', true>
  collectionIds: QueryField<string, Members, false>
  'stock.inStock': QueryField<boolean, '$eq' | '$ne', true>
  'stock.trackQuantity': QueryField<boolean, '$eq' | '$ne', true>
  'stock.quantity': QueryField<number, Range, true>
}

export type ProductFilter = TypedFilter<ProductFields>
export type CollectionFilter = TypedFilter<CollectionFields>
export type StoreVariantFilter = TypedFilter<StoreVariantFields>

/**
 * A product filter, checked at compile time.
 *
 * @example
 * ```ts
 * const cheapShirts = productFilter({ 'options.Size': 'M', price: { $lt: 30 } })
 * ```
 */
export const productFilter = (filter: ProductFilter): ProductFilter => filter

/**
 * A products query (filter and sort checked at compile time) for `queryProductsPlatformized`.
 *
 * @example
 * ```ts
 * const query = productQuery({ filter: { inventoryStatus: 'IN_STOCK' }, sort: [{ fieldName: 'price' }] })
 * ```
 */
export const productQuery = (query: TypedQuery<ProductFields>): PlatformQuery => query

/**
 * A collections query for `queryCollections`.
 *
 * @example
 * ```ts
 * const query = collectionQuery({ filter: { name: { $startsWith: 'Home' } } })
 * ```
 */
export const collectionQuery = (query: TypedQuery<CollectionFields>): PlatformQuery => query

/**
 * A store variants query for `queryStoreVariants`.
 *
 * @example
 * ```ts
 * const query = storeVariantQuery({ filter: { 'stock.inStock': false } })
 * ```
 */
export const storeVariantQuery = (query: TypedQuery<StoreVariantFields>): PlatformQuery => query
