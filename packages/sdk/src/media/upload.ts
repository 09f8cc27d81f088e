import type { CallOptions, Client } from '../core/client'
import type { FileDescriptor, GenerateFileUploadUrlRequest, UploadFileResponse } from '../wire'
import { generateFileUploadUrl } from './links'
import { sendBlob, toBlob, type UploadBody, type UploadProgress } from './transfer'

/** What {@link uploadFile} sets on the new file, and how it reports and stops. */
export interface UploadFileOptions
  extends Omit<GenerateFileUploadUrlRequest, 'mimeType' | 'sizeInBytes'> {
  /** Default: the Blob's own type, else `application/octet-stream` (the server then detects it). */
  mimeType?: string
  /** Called as bytes go out, and once more with `loaded === total` when all went. */
  onProgress?: (progress: UploadProgress) => void
  /** Cancels the upload; the call rejects with the signal's reason. */
  signal?: AbortSignal
  /** Milliseconds each step may take, or `false` (the default: large files take long). */
  timeout?: number | false
  /**
   * Send the bytes through XMLHttpRequest, which reports progress in pages. Default: when running
   * in a page and `onProgress` is given. Set `false` when the client's own `fetch` must carry them.
   */
  xhr?: boolean
}

/** The name a File carries, when the body is one. */
export const nameOf = (body: UploadBody): string | undefined =>
  typeof File === 'function' && body instanceof File ? body.name : undefined

/** The upload URL with the file name the PUT names (`?filename=`). */
export const withFileName = (url: string, fileName: string | undefined) =>
  fileName ? `${url}${url.includes('?') ? '&' : '?'}filename=${encodeURIComponent(fileName)}` : url

/**
 * Uploads a file to the media library: asks for an upload URL, PUTs the bytes there (no
 * Authorization header goes with them), and resolves with the new descriptor. Processing is
 * asynchronous: the descriptor is usually PENDING; {@link waitForFile} waits for READY or FAILED.
 *
 * @example
 * ```ts
 * // In a page: a File from an <input type="file">
 * const file = await uploadFile(admin, input.files[0], {
 *   parentFolderId: folderId,
 *   onProgress: ({ loaded, total }) => (bar.value = loaded / total),
 *   signal: controller.signal,
 * })
 * // In Node
 * import { openAsBlob } from 'node:fs'
 * const photo = await uploadFile(admin, await openAsBlob('photo.jpg'), { mimeType: 'image/jpeg', fileName: 'photo.jpg' })
 * ```
 */
export async function uploadFile(
  client: Client,
  file: UploadBody,
  options: UploadFileOptions = {},
): Promise<FileDescriptor> {
  const { onProgress, signal, timeout = false, xhr, ...fields } = options
  const call: CallOptions = { timeout, ...(signal && { signal }) }
  const fileName = fields.fileName ?? nameOf(file)
  const mimeType = fields.mimeType || (file instanceof Blob && file.type) || OCTET_STREAM
  const blob = toBlob(file, mimeType)
  const { uploadUrl } = await generateFileUploadUrl(
    client,
    {
      ...fields,
      mimeType,
      ...(fileName && { fileName }),
      sizeInBytes: String(blob.size),
    },
    call,
  )
  const answer = await sendBlob<UploadFileResponse>(
    client,
    {
      operation: 'uploadFile',
      method: 'PUT',
      path: withFileName(uploadUrl, fileName),
      contentType: mimeType,
      auth: false,
    },
    blob,
    { onProgress, xhr },
    call,
  )
  onProgress?.({ loaded: blob.size, total: blob.size })
  return answer.file
}

/** The type that asks the server to detect the format from the name and the bytes. */
export const OCTET_STREAM = 'application/octet-stream'
