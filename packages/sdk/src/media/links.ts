import type { CallOptions, Client } from '../core/client'
import type {
  BulkImportFileRequest,
  BulkImportFileResponse,
  BulkImportFilesRequest,
  BulkImportFilesResponse,
  GenerateDownloadUrlResponse,
  GenerateFileDownloadUrlRequest,
  GenerateFileDownloadUrlResponse,
  GenerateFileResumableUploadUrlRequest,
  GenerateFileResumableUploadUrlResponse,
  GenerateFilesDownloadUrlRequest,
  GenerateFileUploadUrlRequest,
  GenerateFileUploadUrlResponse,
  GenerateVideoStreamingUrlRequest,
  GenerateVideoStreamingUrlResponse,
  ImportFileRequest,
  ImportFileResponse,
} from '../wire'
import { MEDIA_BASE } from './files'

/** A POST of the media library: one call, one JSON body. */
function post<T>(
  client: Client,
  operation: string,
  path: string,
  payload: object,
  options: CallOptions | undefined,
): Promise<T> {
  return client.request<T>(
    { operation, method: 'POST', path: `${MEDIA_BASE}${path}`, payload },
    options,
  )
}

/**
 * Asks for a single-use upload URL (step one of an upload; {@link uploadFile} runs both steps).
 * PUT the bytes to it with their content type and no Authorization header.
 *
 * @example
 * ```ts
 * const { uploadUrl } = await generateFileUploadUrl(admin, { mimeType: 'image/png', fileName: 'logo.png' })
 * ```
 */
export function generateFileUploadUrl(
  client: Client,
  request: GenerateFileUploadUrlRequest,
  options?: CallOptions,
): Promise<GenerateFileUploadUrlResponse> {
  return post(client, 'generateFileUploadUrl', '/files/generate-upload-url', request, options)
}

/**
 * Asks for a tus endpoint and its single-use token (step one of a resumable upload;
 * {@link uploadFileResumable} runs every step).
 *
 * @example
 * ```ts
 * const { uploadUrl, uploadToken } = await generateFileResumableUploadUrl(admin, {
 *   mimeType: 'video/mp4', fileName: 'tour.mp4', sizeInBytes: String(file.size), uploadProtocol: 'TUS',
 * })
 * ```
 */
export function generateFileResumableUploadUrl(
  client: Client,
  request: GenerateFileResumableUploadUrlRequest,
  options?: CallOptions,
): Promise<GenerateFileResumableUploadUrlResponse> {
  return post(
    client,
    'generateFileResumableUploadUrl',
    '/files/generate-resumable-upload-url',
    { uploadProtocol: 'TUS', ...request },
    options,
  )
}

/**
 * Imports a file from a URL: the server fetches it. The descriptor comes back PENDING; it turns
 * READY or FAILED (with the reason in the file_failed event) once fetched and processed.
 *
 * @example
 * ```ts
 * const { file } = await importFile(admin, { url: 'https://example.com/cat.jpg', displayName: 'Cat' })
 * ```
 */
export function importFile(
  client: Client,
  request: ImportFileRequest,
  options?: CallOptions,
): Promise<ImportFileResponse> {
  return post(client, 'importFile', '/files/import', request, options)
}

/**
 * Imports up to 100 files, with a result per item (`returnEntity` adds each descriptor).
 *
 * @example
 * ```ts
 * const { results } = await bulkImportFile(admin, {
 *   importFileRequests: urls.map((url) => ({ url })), returnEntity: true,
 * })
 * ```
 */
export function bulkImportFile(
  client: Client,
  request: BulkImportFileRequest,
  options?: CallOptions,
): Promise<BulkImportFileResponse> {
  return post(client, 'bulkImportFile', '/bulk/files/import-v2', request, options)
}

/**
 * The deprecated bulk import (answers the descriptors only); prefer {@link bulkImportFile}.
 *
 * @example
 * ```ts
 * const { files } = await bulkImportFiles(admin, { importFileRequests: [{ url }] })
 * ```
 */
export function bulkImportFiles(
  client: Client,
  request: BulkImportFilesRequest,
  options?: CallOptions,
): Promise<BulkImportFilesResponse> {
  return post(client, 'bulkImportFiles', '/bulk/files/import', request, options)
}

/**
 * One signed link to a zip archive of several files.
 *
 * @example
 * ```ts
 * const { downloadUrl } = await generateFilesDownloadUrl(admin, { fileIds: [a, b] })
 * ```
 */
export function generateFilesDownloadUrl(
  client: Client,
  request: GenerateFilesDownloadUrlRequest,
  options?: CallOptions,
): Promise<GenerateDownloadUrlResponse> {
  return post(client, 'generateFilesDownloadUrl', '/files/generate-download-url', request, options)
}

/**
 * Signed, expiring links to a file (the only way to read a private file): the name to save
 * under, `ATTACHMENT` or `INLINE`, and where an expired link redirects.
 *
 * @example
 * ```ts
 * const { downloadUrls } = await generateFileDownloadUrl(admin, {
 *   fileId, downloadFileName: 'invoice.pdf', expirationInMinutes: 10, contentDisposition: 'ATTACHMENT',
 * })
 * location.assign(downloadUrls[0].url)
 * ```
 */
export function generateFileDownloadUrl(
  client: Client,
  request: GenerateFileDownloadUrlRequest,
  options?: CallOptions,
): Promise<GenerateFileDownloadUrlResponse> {
  return post(
    client,
    'generateFileDownloadUrl',
    '/files/generate-file-download-url',
    request,
    options,
  )
}

/**
 * A streaming link for a video: an HLS playlist or a DASH manifest (60 to 1,440 minutes).
 *
 * @example
 * ```ts
 * const { downloadUrl } = await generateVideoStreamingUrl(admin, { fileId, format: 'HLS' })
 * hls.loadSource(downloadUrl.url)
 * ```
 */
export function generateVideoStreamingUrl(
  client: Client,
  request: GenerateVideoStreamingUrlRequest,
  options?: CallOptions,
): Promise<GenerateVideoStreamingUrlResponse> {
  return post(
    client,
    'generateVideoStreamingUrl',
    '/files/generate-video-stream-url',
    request,
    options,
  )
}
