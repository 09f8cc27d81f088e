import { encodeQuery } from '@storefront-kit/wire/encoding'
import type { CallOptions, Client } from '../core/client'
import { cursorPager, withPager } from '../core/paging'
import type {
  BulkDeleteFilesRequest,
  BulkRestoreFilesFromTrashBinRequest,
  FileDescriptor,
  GetFileDescriptorResponse,
  GetFileDescriptorsResponse,
  ListFilesRequest,
  ListFilesResponse,
  MediaEmptyResponse,
  QueryFileDescriptorsRequest,
  QueryFileDescriptorsResponse,
  SearchFilesRequest,
  UpdateFileDescriptorRequest,
  UpdateFileDescriptorResponse,
} from '../wire'

/** Base path of the media library's calls. */
export const MEDIA_BASE = '/site-media/v1'

// List, search and the trash answer `{ files, nextCursor: { cursors: { next } } }`.
const filesPager = <Req>() =>
  cursorPager<Req, ListFilesResponse, FileDescriptor>({
    items: 'files',
    paging: 'paging',
    metadata: 'nextCursor',
  })

/**
 * Gets one file's descriptor (owner or app). A file id or a media string
 * (`wix:image://v1/<id>/…`) is accepted. As on the platform, a failed read is repeated once.
 *
 * @example
 * ```ts
 * const { file } = await getFileDescriptor(admin, fileId)
 * if (file.operationStatus === 'READY') show(file.url)
 * ```
 */
export function getFileDescriptor(
  client: Client,
  fileId: string,
  options?: CallOptions,
): Promise<GetFileDescriptorResponse> {
  return client.request(
    {
      operation: 'getFileDescriptor',
      method: 'GET',
      path: `${MEDIA_BASE}/files/get-file-by-id`,
      query: encodeQuery({ fileId }),
      retryAnyFailure: true,
    },
    options,
  )
}

/**
 * Gets up to 100 descriptors at once, in the order of `fileIds`.
 *
 * @example
 * ```ts
 * const { files } = await getFileDescriptors(admin, [first, second])
 * ```
 */
export function getFileDescriptors(
  client: Client,
  fileIds: string[],
  options?: CallOptions,
): Promise<GetFileDescriptorsResponse> {
  return client.request(
    {
      operation: 'getFileDescriptors',
      method: 'POST',
      path: `${MEDIA_BASE}/files/get-files`,
      payload: { fileIds },
      idempotent: true,
    },
    options,
  )
}

/**
 * Lists the files of one folder (default `media-root`), newest change first unless `sort` says
 * otherwise (`displayName` or `updatedDate`). Cursor-paged: works with `paginate`.
 *
 * @example
 * ```ts
 * const { files, nextCursor } = await listFiles(admin, { parentFolderId: folderId, paging: { limit: 50 } })
 * for await (const file of paginate(admin, listFiles, { mediaTypes: ['IMAGE'] })) show(file)
 * ```
 */
export const listFiles = withPager(
  (client: Client, request: ListFilesRequest = {}, options?: CallOptions) =>
    client.request<ListFilesResponse>(
      {
        operation: 'listFiles',
        method: 'GET',
        path: `${MEDIA_BASE}/files`,
        query: encodeQuery(request),
      },
      options,
    ),
  filesPager<ListFilesRequest>(),
)

/**
 * Searches a whole root (default MEDIA_ROOT) by free text over names and labels. Cursor-paged:
 * works with `paginate`.
 *
 * @example
 * ```ts
 * const { files } = await searchFiles(admin, { search: 'summer', mediaTypes: ['IMAGE'] })
 * ```
 */
export const searchFiles = withPager(
  (client: Client, request: SearchFilesRequest = {}, options?: CallOptions) =>
    client.request<ListFilesResponse>(
      {
        operation: 'searchFiles',
        method: 'POST',
        path: `${MEDIA_BASE}/files/search`,
        payload: request,
        idempotent: true,
      },
      options,
    ),
  filesPager<SearchFilesRequest>(),
)

/**
 * Queries descriptors with a filter and sort (cursor paging; the next page sends only the
 * cursor). Works with `paginate`.
 *
 * @example
 * ```ts
 * const { files } = await queryFileDescriptors(admin, {
 *   query: { filter: { mediaType: 'IMAGE' }, sort: [{ fieldName: 'displayName' }] },
 * })
 * ```
 */
export const queryFileDescriptors = withPager(
  (client: Client, request: QueryFileDescriptorsRequest = {}, options?: CallOptions) =>
    client.request<QueryFileDescriptorsResponse>(
      {
        operation: 'queryFileDescriptors',
        method: 'POST',
        path: `${MEDIA_BASE}/files/query`,
        payload: request,
        idempotent: true,
      },
      options,
    ),
  cursorPager<QueryFileDescriptorsRequest, QueryFileDescriptorsResponse, FileDescriptor>({
    items: 'files',
    at: 'query',
    metadata: 'pagingMetadata',
  }),
)

/**
 * Renames a file, moves it to another folder or sets its labels; other fields are read-only.
 *
 * @example
 * ```ts
 * const { file } = await updateFileDescriptor(admin, {
 *   file: { id: fileId, displayName: 'Hero banner', labels: ['home'] },
 * })
 * ```
 */
export function updateFileDescriptor(
  client: Client,
  request: UpdateFileDescriptorRequest,
  options?: CallOptions,
): Promise<UpdateFileDescriptorResponse> {
  return client.request(
    {
      operation: 'updateFileDescriptor',
      method: 'PATCH',
      path: `${MEDIA_BASE}/files/update-file-descriptor`,
      payload: request,
    },
    options,
  )
}

/**
 * Moves files to the trash (their bytes stay until deleted permanently), or deletes them for
 * good with `permanent: true`.
 *
 * @example
 * ```ts
 * await bulkDeleteFiles(admin, { fileIds: [fileId] })
 * ```
 */
export function bulkDeleteFiles(
  client: Client,
  request: BulkDeleteFilesRequest,
  options?: CallOptions,
): Promise<MediaEmptyResponse> {
  return client.request(
    {
      operation: 'bulkDeleteFiles',
      method: 'POST',
      path: `${MEDIA_BASE}/bulk/files/delete`,
      payload: request,
    },
    options,
  )
}

/**
 * Puts trashed files back where they were.
 *
 * @example
 * ```ts
 * await bulkRestoreFilesFromTrashBin(admin, { fileIds: [fileId] })
 * ```
 */
export function bulkRestoreFilesFromTrashBin(
  client: Client,
  request: BulkRestoreFilesFromTrashBinRequest,
  options?: CallOptions,
): Promise<MediaEmptyResponse> {
  return client.request(
    {
      operation: 'bulkRestoreFilesFromTrashBin',
      method: 'POST',
      path: `${MEDIA_BASE}/bulk/trash-bin/files/restore`,
      payload: request,
    },
    options,
  )
}

/**
 * Lists the files in the trash. Cursor-paged: works with `paginate`.
 *
 * @example
 * ```ts
 * const trashed = await paginate(admin, listDeletedFiles, {}).collect({ limit: 200 })
 * ```
 */
export const listDeletedFiles = withPager(
  (client: Client, request: ListFilesRequest = {}, options?: CallOptions) =>
    client.request<ListFilesResponse>(
      {
        operation: 'listDeletedFiles',
        method: 'GET',
        path: `${MEDIA_BASE}/trash-bin/files`,
        query: encodeQuery(request),
      },
      options,
    ),
  filesPager<ListFilesRequest>(),
)
