import type {
  CursorPagingMetadata,
  FileDescriptor,
  ListFilesRequest,
  SearchFilesRequest,
} from '@storefront-kit/wire'
import { ROOT_FOLDER_IDS } from '@storefront-kit/wire'
import { notFound, validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import type { QueryInput, QueryPage } from '../../query/index'
import { rememberAnswers } from '../../query/remember'
import type { MediaContext } from './context'
import { present } from './descriptor'
import { fileEvents } from './events'
import { resolveFolder } from './folders'
import { fileIdOf } from './ids'
import { FILE_LIST, FILE_QUERY, LIST_SORT_FIELDS } from './query-spec'
import { FILES, type StoredFile } from './store'
import { removeStreams } from './video'

export const fileNotFound = (id: string) =>
  notFound('RESOURCE_NOT_FOUND', `No file with id "${id}"`, { fileId: id })

/** A file by id or media string, in the library or its trash. @throws 404 RESOURCE_NOT_FOUND */
export function findFile(ctx: MediaContext, idOrMediaString: string): StoredFile {
  const id = fileIdOf(idOrMediaString)
  const stored = ctx.store.getFile(id)
  if (!stored) throw fileNotFound(id)
  return stored
}

/** `nextCursor` / `pagingMetadata` of a page: total, and `cursors.next` while more remain. */
export const pagingOf = (page: QueryPage<unknown>): CursorPagingMetadata => ({
  total: page.total,
  cursors: { ...(page.cursors.next && { next: page.cursors.next }) },
})

type Sort = ListFilesRequest['sort']

function listSort(sort: Sort, at: string) {
  if (!sort?.fieldName) return undefined
  if (!(LIST_SORT_FIELDS as readonly string[]).includes(sort.fieldName))
    throw validationError([
      violation(
        `${at}.fieldName`,
        'OTHER',
        `must be one of ${LIST_SORT_FIELDS.join(', ')}`,
        { allowedValues: [...LIST_SORT_FIELDS], requestValue: sort.fieldName },
        'UNSUPPORTED_SORT_VALUE',
      ),
    ])
  return [{ fieldName: sort.fieldName, order: sort.order ?? 'ASC' }]
}

/** A page asked for, with the public URL its links are presented on. */
interface Asked {
  url: string
  input: QueryInput
}

/**
 * List and search pages answered before, until files are next written: the media manager opens
 * on the same newest files, and a search by name otherwise scans every file's name. The answer
 * reads the files table alone (folders are only named in the conditions) and is the same for
 * every caller who may ask; its links carry the public URL (see `present`), which the key holds
 * with the query.
 */
const listPages = rememberAnswers({
  db: (ctx: MediaContext) => ctx.db,
  tables: [FILES],
  answer: (ctx, { input }: Asked) => {
    const page = ctx.store.queryFiles(FILE_LIST, input)
    return present(ctx, { files: page.items, nextCursor: pagingOf(page) })
  },
  keyOf: ({ url, input }) => `${url} ${JSON.stringify(input)}`,
  // A page holds up to 100 descriptors: fewer kept than for smaller answers.
  max: 50,
})

/** QueryFiles pages answered before, like {@link listPages}. */
const queryPages = rememberAnswers({
  db: (ctx: MediaContext) => ctx.db,
  tables: [FILES],
  answer: (ctx, { input }: Asked) => {
    const page = ctx.store.queryFiles(FILE_QUERY, input)
    return present(ctx, { files: page.items, pagingMetadata: pagingOf(page) })
  },
  keyOf: ({ url, input }) => `${url} ${JSON.stringify(input)}`,
  max: 50,
})

/**
 * One page of a list: conditions go into the filter (the cursor carries them, so later pages
 * need only `paging.cursor`).
 */
function listPage(
  ctx: MediaContext,
  conditions: Record<string, unknown>[],
  request: { sort?: Sort; paging?: { limit?: number; cursor?: string } },
) {
  const { cursor, limit } = request.paging ?? {}
  const input: QueryInput = cursor
    ? { cursorPaging: { cursor, ...(limit && { limit }) } }
    : {
        filter: { $and: conditions },
        ...(request.sort?.fieldName && { sort: listSort(request.sort, 'sort') }),
        cursorPaging: { ...(limit && { limit }) },
      }
  return listPages(ctx, { url: ctx.publicUrl(), input })
}

const typeConditions = (request: { mediaTypes?: string[]; private?: boolean }) => [
  ...(request.mediaTypes?.length ? [{ mediaType: { $in: request.mediaTypes } }] : []),
  ...(request.private !== undefined ? [{ private: request.private }] : []),
]

/** `GET /files` (state OK) or `GET /trash-bin/files` (state DELETED) of one folder. */
export function listFiles(ctx: MediaContext, request: ListFilesRequest, trash: boolean) {
  const parent = request.parentFolderId
  const conditions = [
    { state: trash ? 'DELETED' : 'OK' },
    ...(parent || !trash ? [{ parentFolderId: resolveFolder(parent) }] : []),
    ...typeConditions(request),
  ]
  return listPage(ctx, conditions, request)
}

/**
 * `POST /files/search`: text in the display name or a label, across one root (default the site
 * files; `TRASH_ROOT` searches the trash).
 */
export function searchFiles(ctx: MediaContext, request: SearchFilesRequest) {
  const root = request.rootFolder ?? 'MEDIA_ROOT'
  const text = request.search?.trim()
  const conditions = [
    root === 'TRASH_ROOT' ? { state: 'DELETED' } : { state: 'OK', _root: root },
    ...(text
      ? [{ $or: [{ displayName: { $contains: text } }, { labels: { $hasSome: [text] } }] }]
      : []),
    ...typeConditions(request),
  ]
  return listPage(ctx, conditions, request)
}

/** `POST /files/query`: the platform's query language; trashed files only when asked by `state`. */
export function queryFiles(ctx: MediaContext, query: QueryInput = {}) {
  const filter = query.filter ?? {}
  const input: QueryInput =
    query.cursorPaging?.cursor || 'state' in filter
      ? query
      : {
          ...query,
          filter: Object.keys(filter).length
            ? { $and: [filter, { state: 'OK' }] }
            : { state: 'OK' },
        }
  return queryPages(ctx, { url: ctx.publicUrl(), input })
}

/** `PATCH /files/update-file-descriptor`: display name, folder (a move) and labels. */
export function updateFile(
  ctx: MediaContext,
  caller: Caller,
  update: { id: string; displayName?: string; parentFolderId?: string; labels?: string[] },
): FileDescriptor {
  const stored = findFile(ctx, update.id)
  const changes: Partial<FileDescriptor> = {}
  if (update.displayName !== undefined) changes.displayName = update.displayName
  if (update.labels !== undefined) changes.labels = update.labels
  if (update.parentFolderId !== undefined)
    changes.parentFolderId = resolveFolder(update.parentFolderId, ctx)
  const modified = Object.keys(changes)
  if (!modified.length)
    throw validationError([
      violation(
        'fieldMask',
        'OTHER',
        'the file holds no field to update (displayName, parentFolderId, labels)',
        {},
        'FIELD_MASK_IS_EMPTY_OR_MISSING',
      ),
    ])
  const file: FileDescriptor = { ...stored.file, ...changes, updatedDate: ctx.clock.iso() }
  ctx.store.putFile({ ...stored, file })
  fileEvents(ctx, caller).updated(file, modified)
  return file
}

/**
 * `POST /bulk/files/delete`: to the trash (state DELETED, bytes kept) or, with `permanent`, gone
 * with their bytes. Unknown ids are a 404 naming the first; nothing changes then.
 */
export async function deleteFiles(
  ctx: MediaContext,
  caller: Caller,
  ids: readonly string[],
  permanent: boolean,
): Promise<Record<string, never>> {
  const files = ids.map((id) => findFile(ctx, id))
  const events = fileEvents(ctx, caller)
  for (const stored of files) {
    if (permanent) {
      ctx.store.deleteFile(stored.file.id)
      events.deleted({ ...stored.file, state: 'DELETED' })
    } else if (stored.file.state !== 'DELETED') {
      const file: FileDescriptor = {
        ...stored.file,
        state: 'DELETED',
        updatedDate: ctx.clock.iso(),
      }
      const { trashedWith: _, ...rest } = stored
      ctx.store.putFile({ ...rest, file })
      events.updated(file, ['state'])
    }
  }
  // The rows are gone first; bytes go after, so a crash leaves at worst an orphan file.
  if (permanent)
    for (const stored of files) {
      await ctx.storage.remove(stored.file.id)
      removeStreams(ctx, stored.file.id)
    }
  return {}
}

/** `POST /bulk/trash-bin/files/restore`: back to state OK in their folder (the root if it is gone). */
export function restoreFiles(
  ctx: MediaContext,
  caller: Caller,
  ids: readonly string[],
): Record<string, never> {
  const events = fileEvents(ctx, caller)
  for (const stored of ids.map((id) => findFile(ctx, id))) {
    if (stored.file.state !== 'DELETED') continue
    const parent = stored.file.parentFolderId ?? ROOT_FOLDER_IDS.MEDIA_ROOT
    const folder = ctx.store.getFolder(parent)
    const parentFolderId = folder && folder.state !== 'OK' ? ROOT_FOLDER_IDS.MEDIA_ROOT : parent
    const file: FileDescriptor = {
      ...stored.file,
      state: 'OK',
      parentFolderId,
      updatedDate: ctx.clock.iso(),
    }
    const { trashedWith: _, ...rest } = stored
    ctx.store.putFile({ ...rest, file })
    events.updated(file, ['state'])
    if (file.operationStatus === 'READY') events.ready(file, stored.externalInfo, true)
  }
  return {}
}
