import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import type { Database } from '../../db/database'

/** The site's webhook signing key (RS256), as the platform keeps one per app. */
export interface WebhookKey {
  /** The public key as PEM (SPKI), what a receiver verifies with. */
  publicKeyPem(): string
  privateKey(): KeyObject
}

const META_KEY = 'webhookKey'

/**
 * The RSA key webhooks are signed with, kept in `meta` (so it survives restarts and resets, like
 * the token signing key). It is made on first use, not at start: an RSA key takes a few hundred
 * milliseconds to generate, and most emulators (every test's) never deliver a webhook.
 *
 * @example
 * ```ts
 * const key = webhookKey(db)
 * key.publicKeyPem() // '-----BEGIN PUBLIC KEY-----\n…'
 * ```
 */
export function webhookKey(db: Database): WebhookKey {
  let loaded: { privateKey: KeyObject; publicPem: string } | undefined
  const load = () => {
    if (loaded) return loaded
    const stored = db.sql.prepare('SELECT value FROM meta WHERE key = ?').get(META_KEY) as
      | { value: string }
      | undefined
    let pem = stored?.value
    if (!pem) {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
      pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      db.sql.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(META_KEY, pem)
    }
    const privateKey = createPrivateKey(pem)
    const publicPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString()
    loaded = { privateKey, publicPem }
    return loaded
  }
  return {
    publicKeyPem: () => load().publicPem,
    privateKey: () => load().privateKey,
  }
}
