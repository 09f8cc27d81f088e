import { randomBytes, randomUUID } from 'node:crypto'
import type { JWK } from 'jose'
import type { Database } from '../db/database'
import { generateSigningJwk } from '../tokens/signer'

/** The demo site's headless OAuth client id: fixed, so apps can be configured without a lookup. */
export const DEFAULT_CLIENT_ID = '7d3d5e8a-2c1f-4b6e-9a0d-5f4c3b2a1e0f'

/** Identity and site settings, kept in the database so they survive restarts with `--data-dir`. */
export interface SiteConfig {
  clientId: string
  /** The owner's API key (`Authorization: <apiKey>` with `wix-site-id`). */
  apiKey: string
  siteId: string
  signingKey: JWK
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
  const value = (key: keyof typeof overrides, make: () => string) => {
    const chosen = overrides[key] ?? read(key) ?? make()
    write(key, chosen)
    return chosen
  }
  return db.transaction(() => ({
    clientId: value('clientId', () => DEFAULT_CLIENT_ID),
    apiKey: value('apiKey', () => `emu_${randomBytes(24).toString('base64url')}`),
    siteId: value('siteId', () => randomUUID()),
    signingKey: JSON.parse(
      value('signingKey' as never, () => JSON.stringify(generateSigningJwk())),
    ) as JWK,
  }))
}
