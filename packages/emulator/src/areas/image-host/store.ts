import { createHash } from 'node:crypto'
import type { Database } from '../../db/database'
import { selectDoc, upsertSql } from '../../db/document-store'
import type { Migration } from '../../db/migrations'

/** A stored media file. Bytes may be absent until first use when the file has an SVG recipe. */
export interface MediaFile {
  /** Platform-style id: `<owner>_<32 hex>~mv2.<ext>`. */
  id: string
  filename: string
  mimeType: string
  width: number
  height: number
  createdDate: string
}

/** A file's metadata and the version of its content (for ETags and variant cache keys). */
export interface MediaHead {
  file: MediaFile
  version: string
}

/**
 * The image host's table. Its migrations keep the key `media` they were first applied under, so
 * a data directory made before the area's rename is not migrated twice.
 */
export const mediaMigrations: Migration[] = [
  {
    area: 'media',
    version: 1,
    up: `CREATE TABLE IF NOT EXISTS media_files (
      id TEXT PRIMARY KEY, doc BLOB NOT NULL, recipe TEXT, bytes BLOB);`,
  },
  {
    // The content version lets image answers carry an ETag without reading or hashing the bytes.
    area: 'media',
    version: 2,
    up: 'ALTER TABLE media_files ADD COLUMN version TEXT;',
  },
]

const contentVersion = (content: string | Uint8Array) =>
  createHash('sha256').update(content).digest('base64url').slice(0, 22)

export function mediaStore(db: Database) {
  return {
    put(file: MediaFile, content: { recipe?: string; bytes?: Uint8Array }) {
      // A recipe's rendering is a function of the recipe and size, so they stand for the bytes.
      const version = contentVersion(
        content.bytes ?? `${file.width}x${file.height}:${content.recipe ?? ''}`,
      )
      db.sql
        .prepare(upsertSql('media_files', ['id', 'doc', 'recipe', 'bytes', 'version']))
        .run(file.id, JSON.stringify(file), content.recipe ?? null, content.bytes ?? null, version)
    },
    get(
      id: string,
    ): { file: MediaFile; recipe: string | null; bytes: Uint8Array | null } | undefined {
      const row = db.sql
        .prepare(`SELECT ${selectDoc()}, recipe, bytes FROM media_files WHERE id = ?`)
        .get(id) as { doc: string; recipe: string | null; bytes: Uint8Array | null } | undefined
      return row && { file: JSON.parse(row.doc) as MediaFile, recipe: row.recipe, bytes: row.bytes }
    },
    /** Metadata and content version only: answering 304s and cache hits never loads the bytes. */
    head(id: string): MediaHead | undefined {
      const row = db.sql
        .prepare(`SELECT ${selectDoc()}, version FROM media_files WHERE id = ?`)
        .get(id) as { doc: string; version: string | null } | undefined
      if (!row) return undefined
      const file = JSON.parse(row.doc) as MediaFile
      // Rows written before migration 2 have no version: their metadata stands in for it.
      return { file, version: row.version ?? contentVersion(row.doc) }
    },
    /** Keeps the rendered original so later requests skip rendering. */
    saveBytes(id: string, bytes: Uint8Array) {
      db.sql.prepare('UPDATE media_files SET bytes = ? WHERE id = ?').run(bytes, id)
    },
  }
}

export type MediaStore = ReturnType<typeof mediaStore>
