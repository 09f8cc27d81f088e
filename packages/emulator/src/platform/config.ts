import { randomBytes, randomUUID } from 'node:crypto'
import type { JWK } from 'jose'
import type { Database } from '../db/database'
import { generateSigningJwk } from '../tokens/signer'

/** The demo site's headless OAuth client id: fixed, so apps can be configured without a lookup. */
export const DEFAULT_CLIENT_ID = '7d3d5e8a-2c1f-4b6e-9a0d-5f4c3b2a1e0f'

/**
 * The Stores catalog a site runs (wire/catalog-v3.md §1): `v3` is what new stores run, `v1` the
 * legacy catalog. A site keeps the one it was created with.
 */
export type SiteCatalog = 'v1' | 'v3'

/** Identity and site settings, kept in the database so they survive restarts with `--data-dir`. */
export interface SiteConfig {
  clientId: string
  /** The owner's API key (`Authorization: <apiKey>` with `wix-site-id`). */
  apiKey: string
  siteId: string
  signingKey: JWK
  catalog: SiteCatalog
}

/**
 * The catalog of a site: the one its database records; for a database seeded before sites had
 * a version, `v1` (the only catalog there was); for a new one, the requested one or `v3`.
 * @throws Error when a request names the other catalog than the database holds.
 */
function catalogOf(
  stored: string | undefined,
  wanted: SiteCatalog | undefined,
  existing: boolean,
): SiteCatalog {
  const kept = stored === 'v1' || stored === 'v3' ? stored : existing ? 'v1' : undefined
  if (kept && wanted && wanted !== kept)
    throw new Error(
      `This data directory holds a Catalog ${kept.toUpperCase()} store, and a store keeps its catalog: start it with --catalog ${kept} (or without --catalog), or use another --data-dir`,
    )
  return kept ?? wanted ?? 'v3'
}

export const META_MIGRATION =
  'CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);'

/** Reads the site config from `meta`, creating missing values; explicit overrides win and are stored. */
export function loadSiteConfig(
  db: Database,
  overrides: Partial<Omit<SiteConfig, 'signingKey'>>,
): SiteConfig {
  const read = (key: string) =>
    (
      db.sql.prepare('SELECT value FROM meta WHERE key = ?').get(key) as
        | { value: string }
        | undefined
    )?.value
  const write = (key: string, value: string) =>
    db.sql.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(key, value)
  // Written only when it changes: a restart on a data directory then writes nothing here.
  const value = (key: Exclude<keyof typeof overrides, 'catalog'>, make: () => string) => {
    const stored = read(key)
    const chosen = overrides[key] ?? stored ?? make()
    if (chosen !== stored) write(key, chosen)
    return chosen
  }
  return db.transaction(() => ({
    catalog: (() => {
      const stored = read('catalog')
      const catalog = catalogOf(stored, overrides.catalog, read('seeded') !== undefined)
      if (catalog !== stored) write('catalog', catalog)
      return catalog
    })(),
    clientId: value('clientId', () => DEFAULT_CLIENT_ID),
    apiKey: value('apiKey', () => `emu_${randomBytes(24).toString('base64url')}`),
    siteId: value('siteId', () => randomUUID()),
    signingKey: JSON.parse(
      value('signingKey' as never, () => JSON.stringify(generateSigningJwk())),
    ) as JWK,
  }))
}
