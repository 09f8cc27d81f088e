import type { Folder, ListFoldersRequest, SearchFoldersRequest } from '@storefront-kit/wire'
import { ROOT_FOLDER_IDS } from '@storefront-kit/wire'
import { notFound, validationError, violation } from '../../http/api-error'
import type { QueryInput } from '../../query/index'
import type { MediaContext } from './context'
import { pagingOf } from './files'
import { ROOT_IDS } from './ids'
import { FOLDER_LIST, FOLDER_QUERY, LIST_SORT_FIELDS } from './query-spec'

const MEDIA_ROOT = ROOT_FOLDER_IDS.MEDIA_ROOT
const ROOT_NAMES: Record<string, string> = {
  'media-root': 'Site Files',
  'trash-root': 'Trash',
  'TRASH-ROOT': 'Trash',
  'visitor-uploads-root': 'Visitor Uploads',
}

export const folderNotFound = (id: string) =>
  notFound('FOLDER_NOT_FOUND', `No folder with id "${id}"`, { folderId: id })

/**
 * The folder a file or folder goes into: `media-root` when none is given; with `ctx`, one that
 * must exist and not be in the trash (a root always exists). @throws 404 FOLDER_NOT_FOUND
 */
export function resolveFolder(id: string | undefined, ctx?: MediaContext): string {
  const folderId = id || MEDIA_ROOT
  if (ctx && !ROOT_IDS.has(folderId) && ctx.store.getFolder(folderId)?.state !== 'OK')
    throw folderNotFound(folderId)
  return folderId
}

/** The root a folder lies under: `MEDIA_ROOT` or `VISITOR_UPLOADS_ROOT`. */
export function rootOf(ctx: MediaContext, folderId: string): string {
  let id = folderId
  for (let depth = 0; depth < 100; depth++) {
    if (id === ROOT_FOLDER_IDS.VISITOR_UPLOADS_ROOT) return 'VISITOR_UPLOADS_ROOT'
    if (ROOT_IDS.has(id)) return 'MEDIA_ROOT'
    const folder = ctx.store.getFolder(id)
    if (!folder) return 'MEDIA_ROOT'
    id = folder.parentFolderId
  }
  return 'MEDIA_ROOT'
}

function newFolder(ctx: MediaContext, displayName: string, parentFolderId: string): Folder {
  const now = ctx.clock.iso()
  return ctx.store.putFolder({
    id: ctx.newId().replace(/-/g, ''),
    displayName,
    parentFolderId,
    createdDate: now,
    updatedDate: now,
    state: 'OK',
    siteId: ctx.site.siteId,
  })
}

/**
 * The folder `filePath` names under `parentId` (`/videos/2024/december`), creating the missing
 * ones; the parent itself for an empty path. @throws 400 when a segment is empty or `..`.
 */
export function ensurePath(ctx: MediaContext, parentId: string, filePath?: string): string {
  const segments = (filePath ?? '').split('/').filter((s) => s !== '')
  if (segments.some((s) => s === '.' || s === '..' || !s.trim()))
    throw validationError([
      violation('filePath', 'FORMAT', 'must be folder names separated by /', {}),
    ])
  let id = parentId
  for (const name of segments) id = (ctx.store.folderNamed(id, name) ?? newFolder(ctx, name, id)).id
  return id
}

/** `POST /folders`. */
export function createFolder(
  ctx: MediaContext,
  request: { displayName: string; parentFolderId?: string },
): Folder {
  return newFolder(ctx, request.displayName, resolveFolder(request.parentFolderId, ctx))
}

/** `GET /folders/{id}`: a folder (trashed ones too), or a root as a folder of its own. */
export function getFolder(ctx: MediaContext, id: string): Folder {
  if (ROOT_IDS.has(id))
    return {
      id,
      displayName: ROOT_NAMES[id] ?? id,
      parentFolderId: '',
      state: 'OK',
      siteId: ctx.site.siteId,
    }
  const folder = ctx.store.getFolder(id)
  if (!folder) throw folderNotFound(id)
  return folder
}

function sortOf(sort: ListFoldersRequest['sort']) {
  if (!sort?.fieldName) return undefined
  if (!(LIST_SORT_FIELDS as readonly string[]).includes(sort.fieldName))
    throw validationError([
      violation(
        'sort.fieldName',
        'OTHER',
        `must be one of ${LIST_SORT_FIELDS.join(', ')}`,
        { allowedValues: [...LIST_SORT_FIELDS], requestValue: sort.fieldName },
        'UNSUPPORTED_SORT_VALUE',
      ),
    ])
  return [{ fieldName: sort.fieldName, order: sort.order ?? 'ASC' }]
}

function folderPage(
  ctx: MediaContext,
  conditions: Record<string, unknown>[],
  request: { sort?: ListFoldersRequest['sort']; paging?: { limit?: number; cursor?: string } },
) {
  const { cursor, limit } = request.paging ?? {}
  const input: QueryInput = cursor
    ? { cursorPaging: { cursor, ...(limit && { limit }) } }
    : {
        filter: { $and: conditions },
        ...(request.sort?.fieldName && { sort: sortOf(request.sort) }),
        cursorPaging: { ...(limit && { limit }) },
      }
  const page = ctx.store.queryFolders(FOLDER_LIST, input)
  return { folders: page.items, nextCursor: pagingOf(page) }
}

/** `GET /folders` (direct children, state OK) and `GET /trash-bin/folders` (state DELETED). */
export function listFolders(ctx: MediaContext, request: ListFoldersRequest, trash: boolean) {
  const parent = request.parentFolderId
  return folderPage(
    ctx,
    [
      { state: trash ? 'DELETED' : 'OK' },
      ...(parent || !trash ? [{ parentFolderId: parent || MEDIA_ROOT }] : []),
    ],
    request,
  )
}

/** `POST /folders/search`: name text across a root (every depth). */
export function searchFolders(ctx: MediaContext, request: SearchFoldersRequest) {
  const root = request.rootFolder ?? 'MEDIA_ROOT'
  const text = request.search?.trim()
  const inRoot = (f: Folder) => rootOf(ctx, f.parentFolderId) === root
  // Which root a folder is under is a walk up the tree, so the candidates' ids go in the filter.
  const ids =
    root === 'TRASH_ROOT'
      ? undefined
      : ctx.store
          .allFolders('OK')
          .filter(inRoot)
          .map((f) => f.id)
  return folderPage(
    ctx,
    [
      { state: root === 'TRASH_ROOT' ? 'DELETED' : 'OK' },
      ...(ids ? [{ id: { $in: ids.length ? ids : [''] } }] : []),
      ...(text ? [{ displayName: { $contains: text } }] : []),
    ],
    request,
  )
}

/** `POST /folders/query`. */
export function queryFolders(ctx: MediaContext, query: QueryInput = {}) {
  const page = ctx.store.queryFolders(FOLDER_QUERY, query)
  return { folders: page.items, pagingMetadata: pagingOf(page) }
}

/** Whether `id` is `ancestor` or lies under it. */
function within(ctx: MediaContext, id: string, ancestor: string): boolean {
  let at: string | undefined = id
  for (let depth = 0; at && depth < 100; depth++) {
    if (at === ancestor) return true
    at = ctx.store.getFolder(at)?.parentFolderId
  }
  return false
}

/** `PATCH /folders/{id}`: rename and move (not into itself or below itself). */
export function updateFolder(
  ctx: MediaContext,
  update: { id: string; displayName?: string; parentFolderId?: string },
): Folder {
  const folder = ctx.store.getFolder(update.id)
  if (folder?.state !== 'OK') throw folderNotFound(update.id)
  if (update.displayName === undefined && update.parentFolderId === undefined)
    throw validationError([
      violation(
        'fieldMask',
        'OTHER',
        'the folder holds no field to update (displayName, parentFolderId)',
        {},
        'FIELD_MASK_IS_EMPTY_OR_MISSING',
      ),
    ])
  let parentFolderId = folder.parentFolderId
  if (update.parentFolderId !== undefined) {
    parentFolderId = resolveFolder(update.parentFolderId, ctx)
    if (within(ctx, parentFolderId, folder.id))
      throw validationError([
        violation('folder.parentFolderId', 'OTHER', 'may not be the folder itself or below it'),
      ])
  }
  return ctx.store.putFolder({
    ...folder,
    displayName: update.displayName ?? folder.displayName,
    parentFolderId,
    updatedDate: ctx.clock.iso(),
  })
}

/** Every folder under `id` (not `id` itself) in `state`, depth first. */
export function descendants(ctx: MediaContext, id: string, state: string): Folder[] {
  return ctx.store
    .childFolders(id, state)
    .flatMap((child) => [child, ...descendants(ctx, child.id, state)])
}
