import type { CatalogReference, Variant } from '@storefront-kit/wire'
import { untilWrite } from '../../db/until-write'
import { notFound, precondition } from '../../http/api-error'
import { toCents, toDecimal } from '../../platform/money'
import type { CatalogContext } from './context'
import { type CatalogItem, type InventoryChange, STORES_APP_ID } from './lookup-types'
import { bumpStock, type StockState, type StoredProduct, type VariantState } from './model'
import { urlResolver } from './present'
import { touchProduct } from './product-writes'
import { PRODUCTS_TABLE } from './store'
import { modifierInput } from './v3/modifiers'
import { hasChoices, resolveChoices } from './variants'

/** Products read for lookups, per database, until the products table is next written. */
const remembered = new WeakMap<CatalogContext['db'], (id: string) => StoredProduct | undefined>()

/**
 * The stored product, read once between writes of the catalog: every cart change and estimate
 * looks up each of its lines. Shared by the lookups, which only read it.
 */
function productOf(ctx: CatalogContext, id: string): StoredProduct | undefined {
  let read = remembered.get(ctx.db)
  if (!read) {
    const { products } = ctx.store
    read = untilWrite(ctx.db, (wanted: string) => products.get(wanted), {
      tables: [PRODUCTS_TABLE],
      max: 2000,
    })
    remembered.set(ctx.db, read)
  }
  return read(id)
}

/**
 * The catalog as other areas see it (cart, checkout, orders, back-in-stock, recommendations):
 * items resolved from catalog references, stock changes, and item lists. Prices are decimal
 * strings made by the money helper; the picture carries the URL of the current public host.
 */

/** The variant a reference names: by `options.variantId`, by `options.options` choices, or none. */
function variantOf(product: StoredProduct, options: Record<string, unknown> | undefined) {
  const variantId = options?.variantId
  if (typeof variantId === 'string') return product.variants.find((v) => v.id === variantId) ?? null
  const wanted = options?.options
  if (wanted && typeof wanted === 'object' && !Array.isArray(wanted)) {
    const texts = Object.fromEntries(
      Object.entries(wanted).filter((e): e is [string, string] => typeof e[1] === 'string'),
    )
    const { choices, unknown } = resolveChoices(product._source.options, texts)
    if (unknown.length || Object.keys(choices).length !== product._source.options.length)
      return null
    return product.variants.find((v) => hasChoices(v, choices)) ?? null
  }
  // A product without options has exactly one variant: the reference needs no options.
  return product._source.options.length === 0 ? (product.variants[0] ?? undefined) : undefined
}

function itemOf(
  ctx: CatalogContext,
  product: StoredProduct,
  variant: Variant | undefined,
  named: boolean,
  input: { added: bigint; choices: Record<string, string> } = { added: 0n, choices: {} },
): CatalogItem {
  const src = product._source
  const prices = variant?.variant.priceData ?? product.priceData
  const choiceMedia = variant
    ? src.options.flatMap((o) =>
        o.choices
          .filter((c) => variant.choices?.[o.name] === c.description)
          .flatMap((c) => c.mediaIds),
      )
    : []
  const ref = src.media.find((m) => m.id === choiceMedia[0]) ?? src.media[0]
  const stock = variant?.stock ?? {
    trackQuantity: product.stock.trackInventory,
    ...(product.stock.quantity !== undefined && { quantity: product.stock.quantity }),
    inStock: product.stock.inStock,
  }
  const weight = variant?.variant.weight ?? src.weight
  const sku = variant?.variant.sku || src.sku
  return {
    productId: product.id,
    ...(named && variant && { variantId: variant.id }),
    name: src.name,
    slug: src.slug,
    ...(sku && { sku }),
    price: toDecimal(toCents(prices.discountedPrice) + input.added),
    fullPrice: toDecimal(toCents(prices.price ?? prices.discountedPrice) + input.added),
    ...(ref && {
      image: {
        id: ref.id,
        url: urlResolver(ctx)(ref),
        width: ref.width,
        height: ref.height,
        filename: ref.title,
      },
    }),
    ...(weight !== undefined && { weight }),
    itemType: src.productType === 'digital' ? 'DIGITAL' : 'PHYSICAL',
    choices: { ...variant?.choices, ...input.choices },
    visible: src.visible && (variant?.variant.visible ?? true),
    inventory: {
      trackQuantity: stock.trackQuantity,
      ...(stock.trackQuantity && { quantity: stock.quantity ?? 0 }),
      inStock: stock.inStock,
    },
    // A copy: the product is shared by later lookups.
    collectionIds: [...product.collectionIds],
  }
}

/** The options that name a variant: without the keys of modifiers (buyer input). */
function variantOptions(product: StoredProduct, options: Record<string, unknown> | undefined) {
  const chosen = options?.options
  if (!product._source.modifiers?.length || !chosen || typeof chosen !== 'object') return options
  const names = new Set(product._source.options.map((o) => o.name))
  const kept = Object.entries(chosen).filter(([name]) => names.has(name))
  if (kept.length) return { ...options, options: Object.fromEntries(kept) }
  const { options: _, ...rest } = options
  return rest
}

/**
 * Resolves a catalog reference: the product by `catalogItemId`, the variant by
 * `options.variantId` or by `options.options` choices (`{ Size: 'M' }`, by description or value).
 * @returns undefined for another app's reference, an unknown product, or a variant that does not
 * exist. Hidden products resolve too (`visible: false`): callers decide what that means.
 * @example
 * ```ts
 * lookupCatalogItem(ctx, { catalogItemId: id, appId: STORES_APP_ID, options: { variantId } })?.price
 * ```
 */
export function lookupCatalogItem(
  ctx: CatalogContext,
  ref: CatalogReference,
): CatalogItem | undefined {
  if (ref.appId !== STORES_APP_ID) return undefined
  const product = productOf(ctx, ref.catalogItemId)
  if (!product) return undefined
  const variant = variantOf(product, variantOptions(product, ref.options))
  if (variant === null) return undefined
  const named = typeof ref.options?.variantId === 'string' || ref.options?.options !== undefined
  // Buyer input (Catalog V3 modifiers) adds to the price and the line's description.
  const input = product._source.modifiers?.length
    ? modifierInput(product._source, ref.options)
    : undefined
  if (product._source.modifiers?.length && !input) return undefined
  return itemOf(ctx, product, variant, named || product._source.options.length > 0, input)
}

/** The stock an inventory change moves: the variant's when managed, else the product's. */
function stockFor(product: StoredProduct, variantId: string | undefined): StockState {
  const src = product._source
  if (!src.manageVariants) return src.stock
  const variant: VariantState | undefined =
    variantId === undefined && src.variants.length === 1
      ? src.variants[0]
      : src.variants.find((v) => v.id === variantId)
  if (!variant)
    throw precondition(
      variantId === undefined ? 'VARIANT_NOT_SPECIFIED' : 'VARIANT_NOT_FOUND',
      `Product ${product.id} tracks stock per variant: name an existing variant`,
      { productId: product.id, ...(variantId !== undefined && { variantId }) },
    )
  return variant.stock
}

/**
 * Applies stock changes all-or-nothing: negative deltas take units (an order), positive ones give
 * them back (a cancel, a refund with restock). Untracked stock is unlimited while in stock. When
 * tracked stock goes from none to some, the restock listeners hear of the product afterwards.
 * @throws ApiError 428 INSUFFICIENT_INVENTORY when a decrement would go below zero or takes an
 * out-of-stock untracked item; 404 PRODUCT_NOT_FOUND for an unknown product.
 */
export function adjustInventory(ctx: CatalogContext, changes: InventoryChange[]): void {
  const { store } = ctx
  const products = new Map<string, StoredProduct>()
  const moves = new Map<StockState, { delta: number; change: InventoryChange }>()
  for (const change of changes) {
    const product = products.get(change.productId) ?? store.products.get(change.productId)
    if (!product)
      throw notFound('PRODUCT_NOT_FOUND', `Product ${change.productId} was not found`, {
        productId: change.productId,
      })
    products.set(product.id, product)
    const stock = stockFor(product, change.variantId)
    const move = moves.get(stock) ?? { delta: 0, change }
    moves.set(stock, { delta: move.delta + change.delta, change })
  }
  for (const [stock, { delta, change }] of moves) {
    const short = stock.trackQuantity ? stock.quantity + delta < 0 : delta < 0 && !stock.inStock
    if (short)
      throw precondition('INSUFFICIENT_INVENTORY', 'Not enough units in stock', {
        productId: change.productId,
        ...(change.variantId && { variantId: change.variantId }),
        available: stock.trackQuantity ? stock.quantity : 0,
        requested: -delta,
      })
  }
  const restocked = new Set<string>()
  for (const [stock, { delta, change }] of moves) {
    if (!stock.trackQuantity) continue
    if (stock.quantity <= 0 && stock.quantity + delta > 0) restocked.add(change.productId)
    stock.quantity += delta
    bumpStock(stock)
  }
  const writer = { ctx, caller: { kind: 'owner' as const } }
  for (const product of products.values()) touchProduct(writer, product._source)
  if (restocked.size) for (const listener of ctx.hooks.restocked) listener([...restocked])
}

/**
 * Product-level items (no variant), hidden ones included, optionally only a collection's members
 * or the given ids (in that order).
 */
export function listCatalogItems(
  ctx: CatalogContext,
  filter: { collectionId?: string; productIds?: string[] } = {},
): CatalogItem[] {
  const { store } = ctx
  let products = filter.productIds
    ? filter.productIds.flatMap((id) => store.products.get(id) ?? [])
    : store.products.where('1 = 1 ORDER BY numeric_id')
  if (filter.collectionId) {
    const id = filter.collectionId
    products = products.filter((p) => p.collectionIds.includes(id))
  }
  return products.map((product) => itemOf(ctx, product, undefined, false))
}
