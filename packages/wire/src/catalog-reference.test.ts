import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { catalogReferenceKey } from './catalog-reference'
import type { CatalogReference } from './common'

const ref = (options?: Record<string, unknown>): CatalogReference => ({
  appId: 'app',
  catalogItemId: 'p1',
  ...(options && { options }),
})
const same = (a: CatalogReference, b: CatalogReference) =>
  catalogReferenceKey(a) === catalogReferenceKey(b)

/** The same object with its keys inserted in reverse order, at every depth. */
const reversed = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(reversed)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .reverse()
            .map(([k, v]) => [k, reversed(v)]),
        )
      : value

describe('catalogReferenceKey', () => {
  it('ignores the order of option keys at every depth', () => {
    const options = {
      options: { Size: 'M', Color: 'Red' },
      customTextFields: { Name: 'Ann', Größe: 'M' },
    }
    expect(same(ref(options), ref(reversed(options) as Record<string, unknown>))).toBe(true)
  })

  it('orders keys by code unit, so texts a locale collates as equal still meet', () => {
    // 'é' precomposed and 'e' + combining acute compare equal under localeCompare: sorting by
    // it left such keys in insertion order, and the two orders below gave two keys.
    const nfc = 'é'
    const nfd = 'e\u0301'
    expect(nfc.localeCompare(nfd)).toBe(0)
    const a = ref({ [nfc]: 1, [nfd]: 2 })
    const b = ref({ [nfd]: 2, [nfc]: 1 })
    expect(same(a, b)).toBe(true)
    // Code-unit order, not a locale's: 'Z' < 'a' < 'é' < '😀' whatever the runtime's locale.
    expect(same(ref({ '😀': 1, é: 2, a: 3, Z: 4 }), ref({ Z: 4, a: 3, é: 2, '😀': 1 }))).toBe(true)
  })

  it('compares texts as sent: no Unicode normalization, no case folding', () => {
    expect(same(ref({ Engraving: 'José' }), ref({ Engraving: 'Jose\u0301' }))).toBe(false)
    expect(same(ref({ é: 'x' }), ref({ 'e\u0301': 'x' }))).toBe(false)
    expect(same(ref({ size: 'M' }), ref({ Size: 'M' }))).toBe(false)
    expect(same(ref({ Size: 'm' }), ref({ Size: 'M' }))).toBe(false)
  })

  it('keeps the order of lists and the type of values', () => {
    expect(same(ref({ tags: ['a', 'b'] }), ref({ tags: ['b', 'a'] }))).toBe(false)
    expect(same(ref({ count: 1 }), ref({ count: '1' }))).toBe(false)
    expect(same(ref({ nested: { a: 1 } }), ref({ nested: { a: 1, b: 2 } }))).toBe(false)
  })

  it('treats missing options as empty ones, and an undefined value as a missing key', () => {
    expect(same(ref(), ref({}))).toBe(true)
    expect(same(ref({ variantId: undefined }), ref())).toBe(true)
    expect(same(ref({ variantId: null }), ref())).toBe(false)
  })

  it('tells items and apps apart, separators inside ids included', () => {
    const a = { appId: 'a|b', catalogItemId: 'c' }
    const b = { appId: 'a', catalogItemId: 'b|c' }
    expect(same(a, b)).toBe(false)
    expect(same({ appId: 'x', catalogItemId: 'y' }, { appId: 'y', catalogItemId: 'x' })).toBe(false)
    expect(
      same(ref({ options: { Size: 'M' } }), { ...ref({ options: { Size: 'M' } }), appId: 'other' }),
    ).toBe(false)
  })

  it('gives equal keys to any options and the same options rebuilt in another key order', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (options) => {
        expect(same(ref(options), ref(reversed(options) as Record<string, unknown>))).toBe(true)
      }),
    )
  })

  it('gives different keys to options that differ as JSON once keys are ordered', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (a, b) => {
          const equal = JSON.stringify(canonical(a)) === JSON.stringify(canonical(b))
          expect(same(ref(a), ref(b))).toBe(equal)
        },
      ),
    )
  })
})

/** A second, independent statement of the rule for the property test: sort keys by code unit. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (!value || typeof value !== 'object') return value
  const keys = Object.keys(value).sort()
  return Object.fromEntries(keys.map((k) => [k, canonical((value as Record<string, unknown>)[k])]))
}
