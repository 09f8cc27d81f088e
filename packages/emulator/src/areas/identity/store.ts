import type { IdentityProfile } from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { DOC_VALUE, DocumentStore, selectDoc, upsertSql } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'
import { hashSecret } from '../../tokens/hash-secret'

/** An anonymous visitor identity, created by the `anonymous` grant. */
export interface Visitor {
  id: string
  clientId: string
  createdDate: string
}

/** A refresh token as stored: only its hash, never the token itself. */
export interface RefreshTokenRecord {
  hash: string
  kind: 'visitor' | 'member'
  subjectId: string
  clientId: string
  /** For members: the visitor they signed in as. */
  visitorId: string | null
  createdDate: string
  revoked: number
}

export const identityMigrations: Migration[] = [
  {
    area: 'identity',
    version: 1,
    up: `${documentTable('visitors')}
      CREATE TABLE IF NOT EXISTS refresh_tokens (
        hash TEXT PRIMARY KEY, kind TEXT NOT NULL, subject_id TEXT NOT NULL, client_id TEXT NOT NULL,
        visitor_id TEXT, created_date TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX IF NOT EXISTS refresh_tokens_subject ON refresh_tokens (subject_id);`,
  },
  {
    area: 'identity',
    version: 2,
    up: `${documentTable('identities', 'email TEXT NOT NULL UNIQUE')}
      CREATE TABLE IF NOT EXISTS identity_secrets (
        hash TEXT PRIMARY KEY, kind TEXT NOT NULL, doc BLOB NOT NULL,
        expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
      CREATE INDEX IF NOT EXISTS identity_secrets_kind ON identity_secrets (kind, expires_at);`,
  },
]

/** A sign-in identity as stored (the wire `Identity` is built from it in `identities.ts`). */
export interface IdentityRecord {
  id: string
  email: string
  emailVerified: boolean
  /** scrypt hash (`passwords.ts`), or null for identities without a password (sign-on, SSO). */
  passwordHash: string | null
  profile: IdentityProfile
  /** Identity-provider links made by SSO logins. */
  idpConnections: { idpConnectionId: string; idpUserId: string }[]
  createdDate: string
  updatedDate: string
  revision: number
}

/** Kinds of one-time or short-lived secrets, each kept only as a hash. */
export type SecretKind = 'session' | 'state' | 'code' | 'recovery' | 'browser'

/** A stored secret: what it stands for, until when, and whether it was used. */
export interface SecretRecord<T> {
  kind: SecretKind
  doc: T
  /** Epoch milliseconds (emulated clock). */
  expiresAt: number
  used: boolean
}

export function identityStore(db: Database) {
  const visitors = new DocumentStore<Visitor>(db, 'visitors')
  const identities = new DocumentStore<IdentityRecord>(db, 'identities')
  return {
    visitors,
    saveRefreshToken(token: string, record: Omit<RefreshTokenRecord, 'hash' | 'revoked'>) {
      db.sql
        .prepare(
          'INSERT INTO refresh_tokens (hash, kind, subject_id, client_id, visitor_id, created_date) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          hashSecret(token),
          record.kind,
          record.subjectId,
          record.clientId,
          record.visitorId,
          record.createdDate,
        )
    },
    findRefreshToken(token: string): RefreshTokenRecord | undefined {
      const row = db.sql
        .prepare(
          `SELECT hash, kind, subject_id AS subjectId, client_id AS clientId, visitor_id AS visitorId,
             created_date AS createdDate, revoked FROM refresh_tokens WHERE hash = ?`,
        )
        .get(hashSecret(token)) as RefreshTokenRecord | undefined
      return row ? { ...row } : undefined
    },
    /** Revokes one refresh token by its hash (a reused authorization code). */
    revokeRefreshHash(hash: string) {
      db.sql.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE hash = ?').run(hash)
    },
    identities,
    identityByEmail: (email: string) => identities.where('email = ?', email.toLowerCase())[0],
    putIdentity: (identity: IdentityRecord) =>
      identities.put(identity, { email: identity.email.toLowerCase() }),
    /** Stores a secret's hash with what it stands for. */
    saveSecret<T>(secret: string, kind: SecretKind, doc: T, expiresAt: number) {
      db.sql
        .prepare(upsertSql('identity_secrets', ['hash', 'kind', 'doc', 'expires_at']))
        .run(hashSecret(secret), kind, JSON.stringify(doc), expiresAt)
    },
    /** The secret's record when it exists with this kind (expired or used ones included). */
    findSecret<T>(secret: string, kind: SecretKind): SecretRecord<T> | undefined {
      const row = db.sql
        .prepare(
          `SELECT kind, ${selectDoc()}, expires_at AS expiresAt, used FROM identity_secrets
           WHERE hash = ? AND kind = ?`,
        )
        .get(hashSecret(secret), kind) as
        | { kind: SecretKind; doc: string; expiresAt: number; used: number }
        | undefined
      return row
        ? {
            kind: row.kind,
            doc: JSON.parse(row.doc) as T,
            expiresAt: Number(row.expiresAt),
            used: !!row.used,
          }
        : undefined
    },
    /** Replaces what a secret stands for (attempt counters, a new verification code). */
    updateSecret<T>(secret: string, doc: T) {
      db.sql
        .prepare(`UPDATE identity_secrets SET doc = ${DOC_VALUE} WHERE hash = ?`)
        .run(JSON.stringify(doc), hashSecret(secret))
    },
    markSecretUsed(secret: string) {
      db.sql.prepare('UPDATE identity_secrets SET used = 1 WHERE hash = ?').run(hashSecret(secret))
    },
    /** Makes a used secret usable again (a session token whose exchange was undone). */
    markSecretUnused(secret: string) {
      db.sql.prepare('UPDATE identity_secrets SET used = 0 WHERE hash = ?').run(hashSecret(secret))
    },
    /** Deletes a secret known only by its hash. */
    deleteSecretHash(hash: string) {
      db.sql.prepare('DELETE FROM identity_secrets WHERE hash = ?').run(hash)
    },
    deleteSecret(secret: string) {
      db.sql.prepare('DELETE FROM identity_secrets WHERE hash = ?').run(hashSecret(secret))
    },
    /** Drops secrets that expired before `now` (kept a day for reuse detection of codes). */
    purgeSecrets(now: number) {
      db.sql.prepare('DELETE FROM identity_secrets WHERE expires_at < ?').run(now - 86_400_000)
    },
    /** Revokes every refresh token of a subject (logout, blocked member). */
    revokeSubject(subjectId: string) {
      db.sql.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE subject_id = ?').run(subjectId)
    },
  }
}

export type IdentityStore = ReturnType<typeof identityStore>
