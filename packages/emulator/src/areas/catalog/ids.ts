import { hash } from 'node:crypto'

/** The id of the only variant of a product without options (the platform's zero GUID). */
export const DEFAULT_VARIANT_ID = '00000000-0000-0000-0000-000000000000'

/**
 * GUIDs made so far, by name: the same few hundred names (options, choices, demo products) come
 * back for every variant and every product presented. Bounded, since products' own names vary.
 */
const guids = new Map<string, string>()
const GUIDS_KEPT = 10_000

/**
 * A GUID derived from a name (SHA-256, version 5 layout): the same name always gives the same id,
 * so demo data and variant ids are stable across runs and resets.
 * @example
 * ```ts
 * stableGuid('storefront-kit:catalog:product:classic-tee') // 'd2b8…-…'
 * ```
 */
export function stableGuid(name: string): string {
  const known = guids.get(name)
  if (known) return known
  // One-shot `hash`: a Hash object per id cost four times as much. The demo seed asks for some
  // 930 ids, 380 of them different (option and choice ids come back for every variant).
  const hex = hash('sha256', name, 'hex')
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  const guid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
  if (guids.size >= GUIDS_KEPT) guids.clear()
  guids.set(name, guid)
  return guid
}

/** Id of a demo product, from its slug. */
export const demoProductId = (slug: string) => stableGuid(`storefront-kit:catalog:product:${slug}`)

/** Id of a demo collection, from its slug. */
export const demoCollectionId = (slug: string) =>
  stableGuid(`storefront-kit:catalog:collection:${slug}`)

/** A variant's id: stable for a product and its choices, so regenerating variants keeps ids. */
export function variantIdFor(productId: string, choices: Record<string, string>): string {
  const pairs = Object.entries(choices).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return pairs.length
    ? stableGuid(`${productId}:variant:${JSON.stringify(pairs)}`)
    : DEFAULT_VARIANT_ID
}

/** A product's inventory item id. */
export const inventoryItemIdFor = (productId: string) => stableGuid(`${productId}:inventory`)

/** Store variant ids join product and variant ids with a hyphen. */
export const storeVariantId = (productId: string, variantId: string) => `${productId}-${variantId}`

/** Splits a store variant id; undefined when it is not `<GUID>-<GUID>`. */
export function parseStoreVariantId(
  id: string,
): { productId: string; variantId: string } | undefined {
  if (id.length !== 73 || id.charAt(36) !== '-') return undefined
  return { productId: id.slice(0, 36), variantId: id.slice(37) }
}

/** Query key of an option name: hex of its UTF-8 bytes, so any name is a safe JSON path segment. */
export const optionKey = (name: string) => `k${Buffer.from(name, 'utf8').toString('hex')}`
