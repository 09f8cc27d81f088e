import { describe, expect, it } from 'vitest'
import { type ImportGraph, readImportGraph } from './support/import-graph'
import {
  areaBoundaryViolations,
  areaCycles,
  areaGraph,
  foreignStoreViolations,
  packageLayerViolations,
  platformViolations,
} from './support/import-rules'

// The code of every package and app (their tests may reach further: the emulator's own tests
// read stores, and the image tests compare with wire shapes).
const graph = readImportGraph([
  'packages/wire/src',
  'packages/sdk/src',
  'packages/image/src',
  'packages/react/src',
  'packages/emulator/src',
  'apps/shop/src',
])

const AREAS = 'packages/emulator/src/areas'
const fake = (files: Record<string, string[]>): ImportGraph => new Map(Object.entries(files))

describe('the import rules hold', () => {
  it('reads the whole code base', () => {
    expect(graph.get('packages/emulator/src/app.ts')).toContain(`${AREAS}/index.ts`)
    expect(graph.size).toBeGreaterThan(300)
  })

  it('no package imports one above it (wire ← sdk ← react; image ← wire; apps use sdk, react, image)', () => {
    expect(packageLayerViolations(graph)).toEqual([])
  })

  it("no area imports another area's store", () => {
    expect(foreignStoreViolations(graph)).toEqual([])
  })

  it("areas reach each other only through the other area's index.ts", () => {
    expect(areaBoundaryViolations(graph)).toEqual([])
  })

  it('the areas import each other without a cycle', () => {
    const edges = areaGraph(graph)
    expect(edges.get('cart')).toContain('purchase')
    expect(areaCycles(edges)).toEqual([])
  })

  it('platform code (http, db, query, platform, tokens, control) imports no area', () => {
    expect(platformViolations(graph)).toEqual([])
  })
})

describe('each rule finds what breaks it', () => {
  it('an sdk file importing the hooks, wire importing the sdk, an app importing wire', () => {
    const bad = fake({
      'packages/sdk/src/cart.ts': ['packages/react/src/cart.ts', '@storefront-kit/wire'],
      'packages/wire/src/cart.ts': ['@storefront-kit/sdk/cart'],
      'apps/shop/src/cart.tsx': ['@storefront-kit/wire', '@storefront-kit/react'],
      'packages/emulator/src/app.ts': ['@storefront-kit/image'],
    })
    expect(packageLayerViolations(bad)).toEqual([
      { file: 'packages/sdk/src/cart.ts', imports: 'packages/react/src/cart.ts' },
      { file: 'packages/wire/src/cart.ts', imports: '@storefront-kit/sdk/cart' },
      { file: 'apps/shop/src/cart.tsx', imports: '@storefront-kit/wire' },
      { file: 'packages/emulator/src/app.ts', imports: '@storefront-kit/image' },
    ])
  })

  it("a page of one area reading another area's store, or its internals", () => {
    const bad = fake({
      [`${AREAS}/checkout/pages/checkout-page.ts`]: [
        `${AREAS}/orders/store.ts`,
        `${AREAS}/orders/index.ts`,
        `${AREAS}/checkout/store.ts`,
      ],
      [`${AREAS}/cart/service.ts`]: [`${AREAS}/purchase/line-items.ts`, `${AREAS}/index.ts`],
    })
    expect(foreignStoreViolations(bad)).toEqual([
      { file: `${AREAS}/checkout/pages/checkout-page.ts`, imports: `${AREAS}/orders/store.ts` },
    ])
    expect(areaBoundaryViolations(bad)).toEqual([
      { file: `${AREAS}/checkout/pages/checkout-page.ts`, imports: `${AREAS}/orders/store.ts` },
      { file: `${AREAS}/cart/service.ts`, imports: `${AREAS}/purchase/line-items.ts` },
      { file: `${AREAS}/cart/service.ts`, imports: `${AREAS}/index.ts` },
    ])
  })

  it('two areas importing each other, and a longer loop', () => {
    const bad = fake({
      [`${AREAS}/orders/index.ts`]: [`${AREAS}/payments/index.ts`],
      [`${AREAS}/payments/jobs.ts`]: [`${AREAS}/orders/index.ts`],
      [`${AREAS}/a/index.ts`]: [`${AREAS}/b/index.ts`],
      [`${AREAS}/b/index.ts`]: [`${AREAS}/c/index.ts`],
      [`${AREAS}/c/index.ts`]: [`${AREAS}/a/index.ts`],
      [`${AREAS}/d/index.ts`]: [`${AREAS}/a/index.ts`],
    })
    expect(areaCycles(areaGraph(bad))).toEqual([
      ['a', 'b', 'c', 'a'],
      ['orders', 'payments', 'orders'],
    ])
  })

  it('the HTTP layer reaching into an area', () => {
    const bad = fake({
      'packages/emulator/src/http/route.ts': [`${AREAS}/identity/index.ts`, '../context'],
    })
    expect(platformViolations(bad)).toEqual([
      { file: 'packages/emulator/src/http/route.ts', imports: `${AREAS}/identity/index.ts` },
    ])
  })
})
