import { createHash } from 'node:crypto'
import type { Database } from '../../db/database'
import { DocumentStore } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'

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
]

/** SHA-256 of a secret, so a stolen database gives no usable tokens. */
export const hashSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('base64url')

export function identityStore(db: Database) {
  const visitors = new DocumentStore<Visitor>(db, 'visitors')
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
    /** Revokes every refresh token of a subject (logout, blocked member). */
    revokeSubject(subjectId: string) {
      db.sql.prepare('UPDATE refresh_tokens SET revoked = 1 WHERE subject_id = ?').run(subjectId)
    },
  }
}

export type IdentityStore = ReturnType<typeof identityStore>
