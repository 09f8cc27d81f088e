/**
 * Requests and answers of the media library's calls (wire/media-files.md, media-folders.md).
 * @module
 */

import type { AddressLocation, FieldMask } from './common'
import type { ApplicationError } from './errors'
import type {
  ContentDisposition,
  ExternalInfo,
  FileDescriptor,
  Folder,
  MediaType,
  RootFolder,
  StreamFormat,
  UploadProtocol,
} from './media'
import type { CursorPaging, CursorPagingMetadata, CursorQuery, SortOrder } from './query'

/** Sort of file and folder lists: `displayName` or `updatedDate` (default descending). */
export interface CommonSorting {
  fieldName?: string
  order?: SortOrder
  /** Geo-distance origin of the shared type; meaningless for media. */
  origin?: AddressLocation
}

/** What an upload sets on the new file (SPEC §3 "Upload options"). */
export interface UploadOptions {
  /** Required, at most 100 characters. */
  mimeType: string
  /** With its extension; at most 1,000 characters. */
  fileName?: string
  /** Decimal string; `"0"` is refused (ZERO_FILE_SIZE). */
  sizeInBytes?: string
  /** Default `media-root`. */
  parentFolderId?: string
  /** Only settable here (and on import). */
  private?: boolean
  labels?: string[]
  /** Folders under the parent, created when missing: `/videos/2024/december`. */
  filePath?: string
}

/** `POST /site-media/v1/files/generate-upload-url`. */
export interface GenerateFileUploadUrlRequest extends UploadOptions {
  externalInfo?: ExternalInfo
}

/** Answer: a single-use URL with its token inside; PUT the bytes to it without Authorization. */
export interface GenerateFileUploadUrlResponse {
  uploadUrl: string
}

/** Answer of the PUT to an upload URL (and of the resumable completion call). */
export interface UploadFileResponse {
  file: FileDescriptor
}

/** `POST /site-media/v1/files/generate-resumable-upload-url`. */
export interface GenerateFileResumableUploadUrlRequest extends UploadOptions {
  uploadProtocol?: UploadProtocol
}

/** Answer: the tus endpoint and the single-use token that goes in `Upload-Metadata`. */
export interface GenerateFileResumableUploadUrlResponse {
  uploadProtocol: UploadProtocol
  uploadUrl: string
  uploadToken: string
}

/** `POST /site-media/v1/files/import`: the server fetches `url`. */
export interface ImportFileRequest {
  url: string
  mediaType?: MediaType
  displayName?: string
  parentFolderId?: string
  private?: boolean
  labels?: string[]
  mimeType?: string
  externalInfo?: ExternalInfo
  /** Query parameters added to `url`. */
  urlParams?: Record<string, unknown>
  /** Headers sent with the fetch. */
  urlHeaders?: Record<string, unknown>
  filePath?: string
}

/** Answer of import: the descriptor, PENDING, without `media`. */
export interface ImportFileResponse {
  file: FileDescriptor
}

/** `POST /site-media/v1/bulk/files/import-v2`. */
export interface BulkImportFileRequest {
  /** 1 to 100. */
  importFileRequests: ImportFileRequest[]
  returnEntity?: boolean
}

/** Outcome of one item of a bulk call. */
export interface MediaItemMetadata {
  id?: string
  originalIndex: number
  success: boolean
  error?: ApplicationError
}

/** Totals of a bulk call. */
export interface MediaBulkActionMetadata {
  totalSuccesses: number
  totalFailures: number
  undetailedFailures: number
}

/** One result of BulkImportFile. */
export interface BulkImportFileResult {
  itemMetadata: MediaItemMetadata
  item?: FileDescriptor
}

/** Answer of `import-v2`. */
export interface BulkImportFileResponse {
  results: BulkImportFileResult[]
  bulkActionMetadata: MediaBulkActionMetadata
}

/** `POST /site-media/v1/bulk/files/import` (deprecated; use import-v2). */
export interface BulkImportFilesRequest {
  importFileRequests: ImportFileRequest[]
}

/** Answer of the deprecated bulk import. */
export interface BulkImportFilesResponse {
  files: FileDescriptor[]
}

/** `GET /site-media/v1/files/get-file-by-id?fileId=…`. */
export interface GetFileDescriptorRequest {
  fileId: string
}

/** Answer of a single-file read. */
export interface GetFileDescriptorResponse {
  file: FileDescriptor
}

/** `POST /site-media/v1/files/get-files`: 1 to 100 ids. */
export interface GetFileDescriptorsRequest {
  fileIds: string[]
}

/** Answer of a files read or the deprecated bulk import. */
export interface GetFileDescriptorsResponse {
  files: FileDescriptor[]
}

/** `GET /site-media/v1/files` and `GET /site-media/v1/trash-bin/files`. */
export interface ListFilesRequest {
  /** Default `media-root`. */
  parentFolderId?: string
  mediaTypes?: MediaType[]
  private?: boolean
  sort?: CommonSorting
  paging?: CursorPaging
}

/** Answer of list, search and the trash list: the key is literally `nextCursor`. */
export interface ListFilesResponse {
  files: FileDescriptor[]
  nextCursor?: CursorPagingMetadata
}

/** `POST /site-media/v1/files/search`: free text over a whole root (default MEDIA_ROOT). */
export interface SearchFilesRequest {
  search?: string
  rootFolder?: RootFolder
  mediaTypes?: MediaType[]
  private?: boolean
  sort?: CommonSorting
  paging?: CursorPaging
}

/** `POST /site-media/v1/files/query`. */
export interface QueryFileDescriptorsRequest {
  query?: CursorQuery
}

/** Answer of the files query. */
export interface QueryFileDescriptorsResponse {
  files: FileDescriptor[]
  pagingMetadata?: CursorPagingMetadata
}

/** The writable fields of a descriptor: its name, folder and labels. */
export interface FileDescriptorUpdate {
  id: string
  displayName?: string
  parentFolderId?: string
  labels?: string[]
}

/** `PATCH /site-media/v1/files/update-file-descriptor`. */
export interface UpdateFileDescriptorRequest {
  file: FileDescriptorUpdate
  fieldMask?: FieldMask
}

/** Answer of an update. */
export interface UpdateFileDescriptorResponse {
  file: FileDescriptor
}

/** `POST /site-media/v1/bulk/files/delete`: to the trash, or gone when `permanent`. */
export interface BulkDeleteFilesRequest {
  fileIds: string[]
  permanent?: boolean
}

/** `POST /site-media/v1/bulk/trash-bin/files/restore`. */
export interface BulkRestoreFilesFromTrashBinRequest {
  fileIds: string[]
}

/** Answer of the bulk delete and restore calls. */
export type MediaEmptyResponse = Record<string, never>

/** `POST /site-media/v1/files/generate-download-url`: one archive of several files. */
export interface GenerateFilesDownloadUrlRequest {
  fileIds: string[]
}

/** Answer: one URL (the files and folder archives). */
export interface GenerateDownloadUrlResponse {
  downloadUrl: string
}

/** `POST /site-media/v1/files/generate-file-download-url`. */
export interface GenerateFileDownloadUrlRequest {
  fileId: string
  /** The name the browser saves under, at most 100 characters. */
  downloadFileName?: string
  /** At least 1. */
  expirationInMinutes?: number
  /** Where an expired link sends the browser. */
  expirationRedirectUrl?: string
  assetKeys?: string[]
  contentDisposition?: ContentDisposition
}

/** A signed link to one asset of a file. */
export interface DownloadUrl {
  url: string
  assetKey?: string
}

/** Answer: one link per requested asset (the original when none was asked for). */
export interface GenerateFileDownloadUrlResponse {
  downloadUrls: DownloadUrl[]
}

/** `POST /site-media/v1/files/generate-video-stream-url`. */
export interface GenerateVideoStreamingUrlRequest {
  fileId: string
  format?: StreamFormat
  /** 60 to 1,440. */
  expirationInMinutes?: number
}

/** Answer: the playlist (HLS) or manifest (DASH) URL. */
export interface GenerateVideoStreamingUrlResponse {
  downloadUrl: DownloadUrl
}

/** `POST /site-media/v1/folders`. */
export interface CreateFolderRequest {
  displayName: string
  /** Default `media-root`. */
  parentFolderId?: string
}

/** Answer of create, get and update. */
export interface FolderResponse {
  folder: Folder
}

/** `GET /site-media/v1/folders/{folderId}`. */
export interface GetFolderRequest {
  folderId: string
}

/** `GET /site-media/v1/folders` and `GET /site-media/v1/trash-bin/folders`. */
export interface ListFoldersRequest {
  parentFolderId?: string
  sort?: CommonSorting
  paging?: CursorPaging
}

/** Answer of list, search and the trash list: the key is literally `nextCursor`. */
export interface ListFoldersResponse {
  folders: Folder[]
  nextCursor?: CursorPagingMetadata
}

/** `POST /site-media/v1/folders/search`: free text over a root (default MEDIA_ROOT). */
export interface SearchFoldersRequest {
  rootFolder?: RootFolder
  sort?: CommonSorting
  paging?: CursorPaging
  search?: string
}

/** `POST /site-media/v1/folders/query`: filter `state` ($eq), sort by displayName or updatedDate. */
export interface QueryFoldersRequest {
  query?: CursorQuery
}

/** Answer of the folders query. */
export interface QueryFoldersResponse {
  folders: Folder[]
  pagingMetadata?: CursorPagingMetadata
}

/** The writable fields of a folder: rename (`displayName`) or move (`parentFolderId`). */
export interface FolderUpdate {
  id: string
  displayName?: string
  parentFolderId?: string
}

/** `PATCH /site-media/v1/folders/{folder.id}`. */
export interface UpdateFolderRequest {
  folder: FolderUpdate
  fieldMask?: FieldMask
}

/** `POST /site-media/v1/folders/{folderId}/generate-download-url`: a zip of the folder. */
export interface GenerateFolderDownloadUrlRequest {
  folderId: string
}

/** `POST /site-media/v1/bulk/folders/delete`. */
export interface BulkDeleteFoldersRequest {
  folderIds: string[]
  permanent?: boolean
}

/** `POST /site-media/v1/bulk/trash-bin/folders/restore`. */
export interface BulkRestoreFoldersFromTrashBinRequest {
  folderIds: string[]
}
