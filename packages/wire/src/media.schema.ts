import { z } from 'zod'
import { decimalString, fieldMaskSchema } from './common.schema'
import { lazySchema } from './lazy-schema'
import {
  CONTENT_DISPOSITIONS,
  MEDIA_LIMITS,
  MEDIA_TYPES,
  ROOT_FOLDERS,
  STREAM_FORMATS,
  UPLOAD_PROTOCOLS,
} from './media'
import { cursorPagingSchema, cursorQuerySchema, sortOrderSchema } from './query.schema'

const L = MEDIA_LIMITS

/** A boolean that may arrive as `true`/`false` text in a query string. */
const flag = lazySchema(() =>
  z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : value),
    z.boolean(),
  ),
)

/** A repeated query key decodes to a string when it occurs once; a body sends an array. */
const many = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(item).max(max))

// Missing → REQUIRED_FIELD, a wrong value → INVALID_ENUM_VALUE (a bare z.enum reports both alike).
const oneOfText = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().pipe(z.enum(values))

const webUrl = lazySchema(() => z.url({ protocol: /^https?$/ }))
const folderId = lazySchema(() => z.string().min(1).max(L.folderId))
const fileId = lazySchema(() => z.string().min(1).max(L.fileId))
const mediaType = lazySchema(() => oneOfText(MEDIA_TYPES))
const label = lazySchema(() => z.string().max(L.label))

// A byte count travels as a decimal string; a JSON number is tolerated.
const sizeInBytes = lazySchema(() =>
  z.preprocess(
    (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
    decimalString({ gte: 0, maxScale: 0 }),
  ),
)

export const externalInfoSchema = lazySchema(() =>
  z.object({
    origin: z.string().max(L.origin).optional(),
    externalIds: z.array(z.string().max(L.externalId)).max(L.externalIds).optional(),
  }),
)

/** Sort of the file and folder lists; the emulator refuses other fields (UNSUPPORTED_SORT_VALUE). */
export const commonSortingSchema = lazySchema(() =>
  z.object({
    fieldName: z.string().max(512).optional(),
    order: sortOrderSchema.optional(),
    origin: z
      .object({ latitude: z.number().optional(), longitude: z.number().optional() })
      .optional(),
  }),
)

// A function, as every schema here is built on first use, not when the module loads.
const uploadFields = () => ({
  mimeType: z.string().min(1).max(L.mimeType),
  fileName: z.string().max(L.fileName).optional(),
  sizeInBytes: sizeInBytes.optional(),
  parentFolderId: folderId.optional(),
  private: flag.optional(),
  filePath: z.string().max(L.filePath).optional(),
})

/** Body of `POST /site-media/v1/files/generate-upload-url`. */
export const generateFileUploadUrlRequestSchema = lazySchema(() =>
  z.object({
    ...uploadFields(),
    labels: z.array(label).max(L.uploadLabels).optional(),
    externalInfo: externalInfoSchema.optional(),
  }),
)

/** Body of `POST /site-media/v1/files/generate-resumable-upload-url`. */
export const generateFileResumableUploadUrlRequestSchema = lazySchema(() =>
  z.object({
    ...uploadFields(),
    labels: z.array(label).max(L.labels).optional(),
    uploadProtocol: oneOfText(UPLOAD_PROTOCOLS).optional(),
  }),
)

/** Body of `POST /site-media/v1/files/import` and one item of the bulk imports. */
export const importFileRequestSchema = lazySchema(() =>
  z.object({
    url: webUrl.min(2),
    mediaType: mediaType.optional(),
    displayName: z.string().max(L.importDisplayName).optional(),
    parentFolderId: folderId.optional(),
    private: flag.optional(),
    labels: z.array(label).max(L.labels).optional(),
    mimeType: z.string().max(L.mimeType).optional(),
    externalInfo: externalInfoSchema.optional(),
    urlParams: z.record(z.string(), z.unknown()).optional(),
    urlHeaders: z.record(z.string(), z.unknown()).optional(),
    filePath: z.string().max(L.filePath).optional(),
  }),
)

const importRequests = lazySchema(() => z.array(importFileRequestSchema).min(1).max(L.bulkImport))

/** Body of `POST /site-media/v1/bulk/files/import-v2`. */
export const bulkImportFileRequestSchema = lazySchema(() =>
  z.object({
    importFileRequests: importRequests,
    returnEntity: flag.optional(),
  }),
)

/** Body of the deprecated `POST /site-media/v1/bulk/files/import`. */
export const bulkImportFilesRequestSchema = lazySchema(() =>
  z.object({ importFileRequests: importRequests }),
)

/** `GET /site-media/v1/files/get-file-by-id?fileId=…`. */
export const getFileDescriptorRequestSchema = lazySchema(() => z.object({ fileId }))

/** Body of `POST /site-media/v1/files/get-files`. */
export const getFileDescriptorsRequestSchema = lazySchema(() =>
  z.object({
    fileIds: z.array(fileId).min(1).max(L.getFiles),
  }),
)

/** `GET /site-media/v1/files` and `GET /site-media/v1/trash-bin/files` (query string). */
export const listFilesRequestSchema = lazySchema(() =>
  z.object({
    parentFolderId: folderId.optional(),
    mediaTypes: many(mediaType, L.mediaTypes).optional(),
    private: flag.optional(),
    sort: commonSortingSchema.optional(),
    paging: cursorPagingSchema.optional(),
  }),
)

/** Body of `POST /site-media/v1/files/search`. */
export const searchFilesRequestSchema = lazySchema(() =>
  z.object({
    search: z.string().max(L.search).optional(),
    rootFolder: oneOfText(ROOT_FOLDERS).optional(),
    mediaTypes: many(mediaType, L.mediaTypes).optional(),
    private: flag.optional(),
    sort: commonSortingSchema.optional(),
    paging: cursorPagingSchema.optional(),
  }),
)

/** Body of `POST /site-media/v1/files/query` and `POST /site-media/v1/folders/query`. */
export const mediaQueryRequestSchema = lazySchema(() =>
  z.object({ query: cursorQuerySchema.optional() }),
)

/** Body of `PATCH /site-media/v1/files/update-file-descriptor`: read-only fields are dropped. */
export const updateFileDescriptorRequestSchema = lazySchema(() =>
  z.object({
    file: z.object({
      id: fileId,
      displayName: z.string().min(1).max(L.displayName).optional(),
      parentFolderId: folderId.optional(),
      labels: z.array(label).max(L.descriptorLabels).optional(),
    }),
    fieldMask: fieldMaskSchema.optional(),
  }),
)

/** Body of `POST /site-media/v1/bulk/files/delete`. */
export const bulkDeleteFilesRequestSchema = lazySchema(() =>
  z.object({
    fileIds: z.array(fileId).max(L.bulkFiles),
    permanent: flag.optional(),
  }),
)

/** Body of `POST /site-media/v1/bulk/trash-bin/files/restore`. */
export const bulkRestoreFilesFromTrashBinRequestSchema = lazySchema(() =>
  z.object({
    fileIds: z.array(fileId).max(L.bulkFiles),
  }),
)

/** Body of `POST /site-media/v1/files/generate-download-url`. */
export const generateFilesDownloadUrlRequestSchema = lazySchema(() =>
  z.object({
    fileIds: z.array(fileId).min(1).max(L.bulkFiles),
  }),
)

/** Body of `POST /site-media/v1/files/generate-file-download-url`. */
export const generateFileDownloadUrlRequestSchema = lazySchema(() =>
  z.object({
    fileId,
    downloadFileName: z.string().min(1).max(L.downloadFileName).optional(),
    expirationInMinutes: z.number().int().min(1).optional(),
    expirationRedirectUrl: webUrl.optional(),
    assetKeys: z.array(z.string().max(L.assetKey)).max(L.assetKeys).optional(),
    contentDisposition: oneOfText(CONTENT_DISPOSITIONS).optional(),
  }),
)

/** Body of `POST /site-media/v1/files/generate-video-stream-url`. */
export const generateVideoStreamingUrlRequestSchema = lazySchema(() =>
  z.object({
    fileId,
    format: oneOfText(STREAM_FORMATS).optional(),
    expirationInMinutes: z
      .number()
      .int()
      .min(L.minStreamMinutes)
      .max(L.maxStreamMinutes)
      .optional(),
  }),
)

/** Body of `POST /site-media/v1/folders`. */
export const createFolderRequestSchema = lazySchema(() =>
  z.object({
    displayName: z.string().min(1).max(L.folderName),
    parentFolderId: folderId.optional(),
  }),
)

/** `GET /site-media/v1/folders/{folderId}`, and the path id of the folder download URL. */
export const folderIdRequestSchema = lazySchema(() => z.object({ folderId }))

/** `GET /site-media/v1/folders` and `GET /site-media/v1/trash-bin/folders` (query string). */
export const listFoldersRequestSchema = lazySchema(() =>
  z.object({
    parentFolderId: folderId.optional(),
    sort: commonSortingSchema.optional(),
    paging: cursorPagingSchema.optional(),
  }),
)

/** Body of `POST /site-media/v1/folders/search`. */
export const searchFoldersRequestSchema = lazySchema(() =>
  z.object({
    rootFolder: oneOfText(ROOT_FOLDERS).optional(),
    sort: commonSortingSchema.optional(),
    paging: cursorPagingSchema.optional(),
    search: z.string().max(L.search).optional(),
  }),
)

/** Body of `PATCH /site-media/v1/folders/{folder.id}`: read-only fields are dropped. */
export const updateFolderRequestSchema = lazySchema(() =>
  z.object({
    folder: z.object({
      id: folderId,
      displayName: z.string().min(1).max(L.folderName).optional(),
      parentFolderId: folderId.optional(),
    }),
    fieldMask: fieldMaskSchema.optional(),
  }),
)

/** Body of `POST /site-media/v1/bulk/folders/delete`. */
export const bulkDeleteFoldersRequestSchema = lazySchema(() =>
  z.object({
    folderIds: z.array(folderId).max(L.bulkFolders),
    permanent: flag.optional(),
  }),
)

/** Body of `POST /site-media/v1/bulk/trash-bin/folders/restore`. */
export const bulkRestoreFoldersFromTrashBinRequestSchema = lazySchema(() =>
  z.object({
    folderIds: z.array(folderId).max(L.bulkFolders),
  }),
)
