import type { ExternalInfo, FileDescriptor, Folder } from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { DocumentStore } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'
import { type QueryInput, type QueryPage, type QuerySpec, runQuery } from '../../query/index'
import { rememberCounts } from '../../query/remember'

export const FILES = 'media_library_files'
export const FOLDERS = 'media_library_folders'
const TICKETS = 'media_library_upload_tickets'

export const mediaLibraryMigrations: Migration[] = [
  {
    area: 'media-library',
    version: 1,
    up: `${documentTable(
      FILES,
      `state TEXT NOT NULL, parent_folder_id TEXT NOT NULL, root TEXT NOT NULL,
       operation_status TEXT NOT NULL, external_info TEXT, trashed_with TEXT`,
    )}
    CREATE INDEX IF NOT EXISTS media_library_files_parent ON ${FILES} (state, parent_folder_id);
    CREATE INDEX IF NOT EXISTS media_library_files_updated
      ON ${FILES} (json_extract(doc, '$.updatedDate') DESC, id);
    CREATE INDEX IF NOT EXISTS media_library_files_pending ON ${FILES} (operation_status);
    ${documentTable(FOLDERS, 'state TEXT NOT NULL, parent_folder_id TEXT NOT NULL, trashed_with TEXT')}
    CREATE INDEX IF NOT EXISTS media_library_folders_parent ON ${FOLDERS} (state, parent_folder_id);
    CREATE TABLE IF NOT EXISTS ${TICKETS} (
      token TEXT PRIMARY KEY, kind TEXT NOT NULL, request TEXT NOT NULL,
      expires TEXT NOT NULL, used INTEGER NOT NULL DEFAULT 0);`,
  },
  {
    // Imports remember their source until fetched, so a restart fetches what a crash cut off.
    area: 'media-library',
    version: 2,
    up: `ALTER TABLE ${FILES} ADD COLUMN source TEXT;`,
  },
  {
    // A folder's files newest first straight from the index: the first page of a list at 10,000
    // files no longer sorts them all (217 ms → under 1 ms, bench/media-list.bench.mjs).
    area: 'media-library',
    version: 3,
    up: `CREATE INDEX IF NOT EXISTS media_library_files_folder_updated
      ON ${FILES} (state, parent_folder_id, json_extract(doc, '$.updatedDate') DESC, id);
    CREATE INDEX IF NOT EXISTS media_library_folders_updated
      ON ${FOLDERS} (state, parent_folder_id, json_extract(doc, '$.updatedDate') DESC, id);`,
  },
]

/** Where an imported file's bytes come from. */
export interface ImportSource {
  url: string
  mimeType?: string
  params?: Record<string, unknown>
  headers?: Record<string, unknown>
}

/** A file descriptor with what the library keeps beside it. */
export interface StoredFile {
  file: FileDescriptor
  /** `MEDIA_ROOT` or `VISITOR_UPLOADS_ROOT`: which tree the file lives in. */
  root: string
  externalInfo?: ExternalInfo
  /** The folder whose deletion took the file to the trash (restored with it). */
  trashedWith?: string
  /** An import's source, until its bytes are fetched. */
  source?: ImportSource
}

/** What an upload URL was made for (the generate call's request, resolved). */
export interface UploadTicket {
  token: string
  kind: 'plain' | 'tus'
  request: {
    mimeType: string
    fileName?: string
    sizeInBytes?: string
    parentFolderId: string
    private: boolean
    labels: string[]
    filePath?: string
    externalInfo?: ExternalInfo
  }
  expires: string
  used: boolean
}

export function mediaLibraryStore(db: Database) {
  const files = new DocumentStore<FileDescriptor>(db, FILES)
  const folders = new DocumentStore<Folder>(db, FOLDERS)
  // A query's later pages reuse its first page's total until the table is next written.
  const fileCounts = rememberCounts(db, [FILES])
  const rowOf = (row: Record<string, unknown>): StoredFile => ({
    file: JSON.parse(String(row.doc)) as FileDescriptor,
    root: String(row.root),
    ...(row.external_info ? { externalInfo: JSON.parse(String(row.external_info)) } : {}),
    ...(row.trashed_with ? { trashedWith: String(row.trashed_with) } : {}),
    ...(row.source ? { source: JSON.parse(String(row.source)) as ImportSource } : {}),
  })
  const selectFile = `SELECT json(doc) AS doc, root, external_info, trashed_with, source FROM ${FILES}`
  return {
    getFile(id: string): StoredFile | undefined {
      const row = db.sql.prepare(`${selectFile} WHERE id = ?`).get(id)
      return row ? rowOf(row) : undefined
    },
    putFile(stored: StoredFile): StoredFile {
      const { file } = stored
      files.put(file, {
        state: file.state,
        parent_folder_id: file.parentFolderId ?? 'media-root',
        root: stored.root,
        operation_status: file.operationStatus,
        external_info: stored.externalInfo ? JSON.stringify(stored.externalInfo) : null,
        trashed_with: stored.trashedWith ?? null,
        source: stored.source ? JSON.stringify(stored.source) : null,
      })
      return stored
    },
    deleteFile: (id: string) => files.delete(id),
    /** Files waiting for processing (after a restart, the ones a crash interrupted). */
    pendingFiles(): StoredFile[] {
      return db.sql
        .prepare(`${selectFile} WHERE operation_status = 'PENDING' ORDER BY id`)
        .all()
        .map(rowOf)
    },
    filesTrashedWith(folderId: string): StoredFile[] {
      return db.sql.prepare(`${selectFile} WHERE trashed_with = ?`).all(folderId).map(rowOf)
    },
    filesIn(folderIds: readonly string[], state: string): StoredFile[] {
      if (!folderIds.length) return []
      const marks = folderIds.map(() => '?').join(', ')
      return db.sql
        .prepare(`${selectFile} WHERE state = ? AND parent_folder_id IN (${marks})`)
        .all(state, ...folderIds)
        .map(rowOf)
    },
    /** Bytes of every file that is not permanently deleted (the site quota counts the trash). */
    usedBytes(): number {
      const row = db.sql
        .prepare(
          `SELECT COALESCE(SUM(CAST(json_extract(doc, '$.sizeInBytes') AS INTEGER)), 0) AS n FROM ${FILES}`,
        )
        .get() as { n: number }
      return Number(row.n)
    },
    queryFiles(spec: QuerySpec, input: QueryInput): QueryPage<FileDescriptor> {
      return runQuery<FileDescriptor>(
        db.sql,
        spec,
        input,
        { table: FILES, count: fileCounts },
        'cursor',
      )
    },

    getFolder: (id: string) => folders.get(id),
    putFolder(folder: Folder, trashedWith?: string): Folder {
      return folders.put(folder, {
        state: folder.state,
        parent_folder_id: folder.parentFolderId,
        trashed_with: trashedWith ?? null,
      })
    },
    deleteFolder: (id: string) => folders.delete(id),
    childFolders: (parentId: string, state: string) =>
      folders.where('parent_folder_id = ? AND state = ?', parentId, state),
    foldersTrashedWith: (folderId: string) => folders.where('trashed_with = ?', folderId),
    allFolders: (state: string) => folders.where('state = ?', state),
    folderNamed(parentId: string, name: string): Folder | undefined {
      return folders.where(
        `parent_folder_id = ? AND state = 'OK' AND json_extract(doc, '$.displayName') = ?`,
        parentId,
        name,
      )[0]
    },
    queryFolders(spec: QuerySpec, input: QueryInput): QueryPage<Folder> {
      return runQuery<Folder>(db.sql, spec, input, { table: FOLDERS }, 'cursor')
    },

    putTicket(ticket: UploadTicket): void {
      db.sql
        .prepare(
          `INSERT INTO ${TICKETS} (token, kind, request, expires, used) VALUES (?, ?, ?, ?, 0)`,
        )
        .run(ticket.token, ticket.kind, JSON.stringify(ticket.request), ticket.expires)
    },
    getTicket(token: string): UploadTicket | undefined {
      const row = db.sql.prepare(`SELECT * FROM ${TICKETS} WHERE token = ?`).get(token)
      if (!row) return undefined
      return {
        token: String(row.token),
        kind: row.kind === 'tus' ? 'tus' : 'plain',
        request: JSON.parse(String(row.request)),
        expires: String(row.expires),
        used: Number(row.used) === 1,
      }
    },
    releaseTicket(token: string): void {
      db.sql.prepare(`UPDATE ${TICKETS} SET used = 0 WHERE token = ?`).run(token)
    },
    /** Marks a ticket used; false when it already was (a second upload on one URL). */
    useTicket(token: string): boolean {
      const result = db.sql
        .prepare(`UPDATE ${TICKETS} SET used = 1 WHERE token = ? AND used = 0`)
        .run(token)
      return Number(result.changes) === 1
    },
  }
}

export type MediaLibraryStore = ReturnType<typeof mediaLibraryStore>
