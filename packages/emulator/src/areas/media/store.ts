import type { Database } from '../../db/database'
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

export const mediaMigrations: Migration[] = [
  {
    area: 'media',
    version: 1,
    up: `CREATE TABLE IF NOT EXISTS media_files (
      id TEXT PRIMARY KEY, doc TEXT NOT NULL, recipe TEXT, bytes BLOB);`,
  },
]

export function mediaStore(db: Database) {
  return {
    put(file: MediaFile, content: { recipe?: string; bytes?: Uint8Array }) {
      db.sql
        .prepare('INSERT OR REPLACE INTO media_files (id, doc, recipe, bytes) VALUES (?, ?, ?, ?)')
        .run(file.id, JSON.stringify(file), content.recipe ?? null, content.bytes ?? null)
    },
    get(
      id: string,
    ): { file: MediaFile; recipe: string | null; bytes: Uint8Array | null } | undefined {
      const row = db.sql
        .prepare('SELECT doc, recipe, bytes FROM media_files WHERE id = ?')
        .get(id) as { doc: string; recipe: string | null; bytes: Uint8Array | null } | undefined
      return row && { file: JSON.parse(row.doc) as MediaFile, recipe: row.recipe, bytes: row.bytes }
    },
    /** Keeps the rendered original so later requests skip rendering. */
    saveBytes(id: string, bytes: Uint8Array) {
      db.sql.prepare('UPDATE media_files SET bytes = ? WHERE id = ?').run(bytes, id)
    },
  }
}

export type MediaStore = ReturnType<typeof mediaStore>
