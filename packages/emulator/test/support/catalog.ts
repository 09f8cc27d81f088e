import { toBase64Url } from '@storefront-kit/wire/encoding'
import { expect } from 'vitest'
import type { SeedKind } from '../../src/areas/area'
import { testEmulator } from './emulator'

type Headers = Record<string, string>

/**
 * A demo-seeded emulator with JSON helpers for a visitor, the owner and an anonymous caller; a
 * Catalog V1 store unless `catalog` says `v3`.
 */
export async function catalogEmulator(seed: SeedKind = 'demo', catalog: 'v1' | 'v3' = 'v1') {
  const t = testEmulator({ seed, catalog })
  const visitorHeaders = { authorization: (await t.visitorToken()).access_token }
  const as = (headers: Headers) => ({
    get: (path: string) => t.call('GET', path, undefined, headers),
    post: (path: string, body: unknown = {}) => t.call('POST', path, body, headers),
    patch: (path: string, body: unknown = {}) => t.call('PATCH', path, body, headers),
    del: (path: string) => t.call('DELETE', path, undefined, headers),
  })
  return {
    ...t,
    /** Headers of the owner's API key calls. */
    ownerHeaders: t.owner,
    visitor: as(visitorHeaders),
    owner: as(t.owner),
    anonymous: as({}),
    events: (slug?: string) =>
      t.emulator.context.events
        .list(slug ? { slug } : {})
        .filter((e) => e.metadata.eventType.startsWith('com.wix.ecommerce.catalog.api.v1.')),
  }
}

export type CatalogEmulator = Awaited<ReturnType<typeof catalogEmulator>>

/** The `.r` query parameter for a request object. */
export const rParam = (request: object) => `.r=${toBase64Url(JSON.stringify(request))}`

/** Field violations of a 400 answer, as `[field, violatedRule]` pairs. */
export function violations(res: { status: number; json: Record<string, unknown> }) {
  expect(res.status).toBe(400)
  const details = res.json.details as {
    validationError?: { fieldViolations: { field: string; violatedRule: string }[] }
  }
  return (details.validationError?.fieldViolations ?? []).map((v) => [v.field, v.violatedRule])
}

/** The application error code of an answer. */
export const errorCode = (res: { json: Record<string, unknown> }) =>
  (res.json.details as { applicationError?: { code: string } } | undefined)?.applicationError?.code

/**
 * Whether every path exists (`a.b`, `list[].c` for every element of a list); returns the missing
 * ones, so a failing test names them.
 */
export function missingPaths(value: unknown, paths: string[]): string[] {
  const has = (node: unknown, parts: string[]): boolean => {
    if (parts.length === 0) return node !== undefined && node !== null
    const [head = '', ...rest] = parts
    const list = head.endsWith('[]')
    const key = list ? head.slice(0, -2) : head
    const next = (node as Record<string, unknown> | null)?.[key]
    if (!list) return has(next, rest)
    return Array.isArray(next) && next.every((item) => has(item, rest))
  }
  return paths.filter((path) => !has(value, path.split('.')))
}
