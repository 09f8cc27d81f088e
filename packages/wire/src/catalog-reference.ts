/**
 * What makes two catalog references the same item: one function for the server (cart merge,
 * back-in-stock uniqueness) and the browser (the optimistic cart), so they cannot disagree.
 * @module
 */
import type { CatalogReference } from './common'

/** The value with object keys in code-unit order at every depth; arrays keep their order. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (!value || typeof value !== 'object') return value
  const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(entries.map(([key, inner]) => [key, sorted(inner)]))
}

/**
 * One text per catalog item: equal for two references exactly when app, item and options are
 * the same, whatever the order of the options' keys. Texts are compared as sent, code unit by
 * code unit: no Unicode normalization, no case folding, no locale (a locale's collation calls
 * some different texts equal, and a browser and a server need not share one). Missing options
 * are empty options; a key whose value is `undefined` is a missing key, as in JSON.
 *
 * @example
 * ```ts
 * const a = { appId: 'app', catalogItemId: 'p1', options: { Size: 'M', Color: 'Red' } }
 * const b = { appId: 'app', catalogItemId: 'p1', options: { Color: 'Red', Size: 'M' } }
 * catalogReferenceKey(a) === catalogReferenceKey(b) // true
 * ```
 */
export function catalogReferenceKey(reference: CatalogReference): string {
  return JSON.stringify([reference.appId, reference.catalogItemId, sorted(reference.options ?? {})])
}
