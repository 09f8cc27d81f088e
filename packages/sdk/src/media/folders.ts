import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import { cursorPager, withPager } from '../core/paging'
import type {
  BulkDeleteFoldersRequest,
  BulkRestoreFoldersFromTrashBinRequest,
  CreateFolderRequest,
  Folder,
  FolderResponse,
  GenerateDownloadUrlResponse,
  ListFoldersRequest,
  ListFoldersResponse,
  MediaEmptyResponse,
  QueryFoldersRequest,
  QueryFoldersResponse,
  SearchFoldersRequest,
  UpdateFolderRequest,
} from '../wire'
import { MEDIA_BASE } from './files'

const FOLDERS = `${MEDIA_BASE}/folders`

// List, search and the trash answer `{ folders, nextCursor: { cursors: { next } } }`.
const foldersPager = <Req>() =>
  cursorPager<Req, ListFoldersResponse, Folder>({
    items: 'folders',
    paging: 'paging',
    metadata: 'nextCursor',
  })

/**
 * Creates a folder (default parent `media-root`).
 *
 * @example
 * ```ts
 * const { folder } = await createFolder(admin, { displayName: 'Summer 2024' })
 * ```
 */
export function createFolder(
  client: Client,
  request: CreateFolderRequest,
  options?: CallOptions,
): Promise<FolderResponse> {
  return client.request(
    { operation: 'createFolder', method: 'POST', path: FOLDERS, payload: request },
    options,
  )
}

/**
 * Gets one folder.
 *
 * @example
 * ```ts
 * const { folder } = await getFolder(admin, folderId)
 * ```
 */
export function getFolder(
  client: Client,
  folderId: string,
  options?: CallOptions,
): Promise<FolderResponse> {
  return client.request(
    {
      operation: 'getFolder',
      method: 'GET',
      path: `${FOLDERS}/${encodeURIComponent(folderId)}`,
      query: encodeQuery({ folderId }),
    },
    options,
  )
}

/**
 * Lists the folders inside one parent (default `media-root`). Cursor-paged: works with `paginate`.
 *
 * @example
 * ```ts
 * const { folders } = await listFolders(admin, { parentFolderId: 'media-root', sort: { fieldName: 'displayName', order: 'ASC' } })
 * ```
 */
export const listFolders = withPager(
  (client: Client, request: ListFoldersRequest = {}, options?: CallOptions) =>
    client.request<ListFoldersResponse>(
      { operation: 'listFolders', method: 'GET', path: FOLDERS, query: encodeQuery(request) },
      options,
    ),
  foldersPager<ListFoldersRequest>(),
)

/**
 * Searches the folders of a whole root (default MEDIA_ROOT) by name. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { folders } = await searchFolders(admin, { search: 'summer' })
 * ```
 */
export const searchFolders = withPager(
  (client: Client, request: SearchFoldersRequest = {}, options?: CallOptions) =>
    client.request<ListFoldersResponse>(
      {
        operation: 'searchFolders',
        method: 'POST',
        path: `${FOLDERS}/search`,
        payload: request,
        idempotent: true,
      },
      options,
    ),
  foldersPager<SearchFoldersRequest>(),
)

/**
 * Queries folders (filter `state`; sort by `displayName` or `updatedDate`). Works with `paginate`.
 *
 * @example
 * ```ts
 * const { folders } = await queryFolders(admin, { query: { filter: { state: 'OK' } } })
 * ```
 */
export const queryFolders = withPager(
  (client: Client, request: QueryFoldersRequest = {}, options?: CallOptions) =>
    client.request<QueryFoldersResponse>(
      {
        operation: 'queryFolders',
        method: 'POST',
        path: `${FOLDERS}/query`,
        payload: request,
        idempotent: true,
      },
      options,
    ),
  cursorPager<QueryFoldersRequest, QueryFoldersResponse, Folder>({
    items: 'folders',
    at: 'query',
    metadata: 'pagingMetadata',
  }),
)

/**
 * Renames a folder (`displayName`) or moves it (`parentFolderId`).
 *
 * @example
 * ```ts
 * const { folder } = await updateFolder(admin, { folder: { id: folderId, displayName: 'Winter' } })
 * ```
 */
export function updateFolder(
  client: Client,
  request: UpdateFolderRequest,
  options?: CallOptions,
): Promise<FolderResponse> {
  return client.request(
    {
      operation: 'updateFolder',
      method: 'PATCH',
      path: `${FOLDERS}/${encodeURIComponent(request.folder.id)}`,
      payload: request,
    },
    options,
  )
}

/**
 * One signed link to a zip of the folder, sub-folders included.
 *
 * @example
 * ```ts
 * const { downloadUrl } = await generateFolderDownloadUrl(admin, folderId)
 * ```
 */
export function generateFolderDownloadUrl(
  client: Client,
  folderId: string,
  options?: CallOptions,
): Promise<GenerateDownloadUrlResponse> {
  return client.request(
    {
      operation: 'generateFolderDownloadUrl',
      method: 'POST',
      path: `${FOLDERS}/${encodeURIComponent(folderId)}/generate-download-url`,
      payload: { folderId },
    },
    options,
  )
}

/**
 * Moves folders, with the files inside, to the trash; or deletes them for good (`permanent`).
 *
 * @example
 * ```ts
 * await bulkDeleteFolders(admin, { folderIds: [folderId] })
 * ```
 */
export function bulkDeleteFolders(
  client: Client,
  request: BulkDeleteFoldersRequest,
  options?: CallOptions,
): Promise<MediaEmptyResponse> {
  return client.request(
    {
      operation: 'bulkDeleteFolders',
      method: 'POST',
      path: `${MEDIA_BASE}/bulk/folders/delete`,
      payload: request,
    },
    options,
  )
}

/**
 * Puts trashed folders back under their original parent.
 *
 * @example
 * ```ts
 * await bulkRestoreFoldersFromTrashBin(admin, { folderIds: [folderId] })
 * ```
 */
export function bulkRestoreFoldersFromTrashBin(
  client: Client,
  request: BulkRestoreFoldersFromTrashBinRequest,
  options?: CallOptions,
): Promise<MediaEmptyResponse> {
  return client.request(
    {
      operation: 'bulkRestoreFoldersFromTrashBin',
      method: 'POST',
      path: `${MEDIA_BASE}/bulk/trash-bin/folders/restore`,
      payload: request,
    },
    options,
  )
}

/**
 * Lists the folders in the trash. Works with `paginate`.
 *
 * @example
 * ```ts
 * const { folders } = await listDeletedFolders(admin)
 * ```
 */
export const listDeletedFolders = withPager(
  (client: Client, request: ListFoldersRequest = {}, options?: CallOptions) =>
    client.request<ListFoldersResponse>(
      {
        operation: 'listDeletedFolders',
        method: 'GET',
        path: `${MEDIA_BASE}/trash-bin/folders`,
        query: encodeQuery(request),
      },
      options,
    ),
  foldersPager<ListFoldersRequest>(),
)
