import type { CallOptions, Client } from '../core/client'
import { systemClock } from '../core/clock'
import { isStorefrontError } from '../core/errors/storefront-error'
import type {
  FileDescriptor,
  GenerateFileResumableUploadUrlRequest,
  UploadFileResponse,
} from '../wire'
import { generateFileResumableUploadUrl } from './links'
import { sendBlob, toBlob, type UploadBody, type UploadProgress } from './transfer'
import { nameOf, OCTET_STREAM, withFileName } from './upload'

const TUS = { 'tus-resumable': '1.0.0' }

/**
 * A resumable upload in progress: keep it (it is plain JSON) to continue after a reload by
 * passing it back as `resume`. It holds the single-use upload token: treat it like one.
 */
export interface ResumableUpload {
  /** The tus endpoint the server gave. */
  uploadUrl: string
  uploadToken: string
  /** The upload's own URL on the tus server (`Location` of the creation). */
  location: string
  size: number
  fileName?: string
  mimeType: string
}

/** What {@link uploadFileResumable} sets on the new file, and how it reports, resumes and stops. */
export interface UploadFileResumableOptions
  extends Omit<
    GenerateFileResumableUploadUrlRequest,
    'mimeType' | 'sizeInBytes' | 'uploadProtocol'
  > {
  mimeType?: string
  /** Bytes per PATCH: what a broken connection can cost. Default 8 MiB. */
  chunkSize?: number
  /** Waits (ms) before each retry after a failed chunk; the server's offset is asked first. */
  retryDelays?: number[]
  /** An upload started earlier (same file): continues from the bytes the server has. */
  resume?: ResumableUpload
  /** Called once the upload exists on the server: store it to resume after a reload. */
  onUploadCreated?: (upload: ResumableUpload) => void
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
  /** Milliseconds each request may take, or `false` (the default). */
  timeout?: number | false
  /** As in `uploadFile`: XMLHttpRequest for progress (default: in pages). */
  xhr?: boolean
}

const DEFAULT_CHUNK = 8 * 1024 * 1024
const DEFAULT_DELAYS = [0, 1000, 3000, 5000]

/** tus `Upload-Metadata`: comma-separated `key base64(value)` pairs, UTF-8 values. */
function metadata(pairs: Record<string, string | undefined>): string {
  const base64 = (text: string) => {
    let binary = ''
    for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
    return btoa(binary)
  }
  return Object.entries(pairs)
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',')
}

const offsetOf = (response: Response) => {
  const offset = Number(response.headers.get('upload-offset'))
  if (!Number.isSafeInteger(offset) || offset < 0)
    throw new TypeError(`tus answer without a valid Upload-Offset (HTTP ${response.status})`)
  return offset
}

/**
 * Uploads a file over tus 1.0, resumably: asks for a resumable upload URL, creates the upload,
 * sends it in chunks and, when a chunk fails (a dropped connection, a server restart), asks the
 * server how many bytes it has and continues from there. After a page reload, pass the
 * {@link ResumableUpload} that `onUploadCreated` gave as `resume`. Resolves with the descriptor
 * the completion call answers (usually PENDING).
 *
 * @example
 * ```ts
 * const saved = localStorage.getItem('upload:tour.mp4')
 * const file = await uploadFileResumable(admin, input.files[0], {
 *   resume: saved ? JSON.parse(saved) : undefined,
 *   onUploadCreated: (upload) => localStorage.setItem('upload:tour.mp4', JSON.stringify(upload)),
 *   onProgress: ({ loaded, total }) => (bar.value = loaded / total),
 * })
 * localStorage.removeItem('upload:tour.mp4')
 * ```
 */
export async function uploadFileResumable(
  client: Client,
  file: UploadBody,
  options: UploadFileResumableOptions = {},
): Promise<FileDescriptor> {
  const { onProgress, signal, timeout = false, xhr, resume, onUploadCreated, ...rest } = options
  const { chunkSize = DEFAULT_CHUNK, retryDelays = DEFAULT_DELAYS, ...fields } = rest
  const call: CallOptions = { timeout, ...(signal && { signal }) }
  const mimeType = fields.mimeType || (file instanceof Blob && file.type) || OCTET_STREAM
  const blob = toBlob(file, mimeType)
  const fileName = fields.fileName ?? nameOf(file)
  const tus = tusCalls(client, call, xhr)

  let upload = resume?.size === blob.size ? resume : undefined
  let offset = upload ? await tus.offset(upload.location).catch(() => undefined) : undefined
  if (!upload || offset === undefined) {
    const { uploadUrl, uploadToken } = await generateFileResumableUploadUrl(
      client,
      { ...fields, mimeType, ...(fileName && { fileName }), sizeInBytes: String(blob.size) },
      call,
    )
    const location = await tus.create(uploadUrl, blob.size, {
      filename: fileName,
      contentType: mimeType,
      token: uploadToken,
    })
    upload = { uploadUrl, uploadToken, location, size: blob.size, mimeType, fileName }
    offset = 0
    onUploadCreated?.(upload)
  }
  const { location } = upload
  onProgress?.({ loaded: offset, total: blob.size })

  let failures = 0
  while (offset < blob.size) {
    const chunk = blob.slice(offset, Math.min(blob.size, offset + chunkSize))
    try {
      offset = await tus.patch(location, chunk, offset, onProgress, blob.size)
      failures = 0
    } catch (error) {
      if (signal?.aborted || !resumable(error) || failures >= retryDelays.length) throw error
      await systemClock.sleep(retryDelays[failures++] ?? 0, signal)
      offset = await tus.offset(location)
    }
    onProgress?.({ loaded: offset, total: blob.size })
  }
  const answer = await client.request<UploadFileResponse>(
    {
      operation: 'completeResumableUpload',
      method: 'PUT',
      path: withFileName(
        `${upload.uploadUrl.replace(/\/+$/, '')}/${encodeURIComponent(upload.uploadToken)}`,
        upload.fileName,
      ),
      auth: false,
    },
    call,
  )
  return answer.file
}

/** A failure worth asking the offset and trying again: no answer, a timeout, 409, 423, 5xx. */
const resumable = (error: unknown) =>
  !isStorefrontError(error) ||
  error.retryable ||
  error.status === 409 ||
  error.status === 423 ||
  error.status >= 500

/** The three tus requests, sent through the client's seam without credentials. */
function tusCalls(client: Client, call: CallOptions, xhr: boolean | undefined) {
  return {
    /** Creation: POST with the length and metadata; the upload's URL comes back in Location. */
    create: (endpoint: string, size: number, meta: Record<string, string | undefined>) =>
      client.request(
        {
          operation: 'createTusUpload',
          method: 'POST',
          path: endpoint,
          body: '',
          headers: { ...TUS, 'upload-length': String(size), 'upload-metadata': metadata(meta) },
          auth: false,
          read: async (response) => {
            const at = response.headers.get('location')
            if (!at)
              throw new TypeError(`tus creation answered ${response.status} without Location`)
            return new URL(at, endpoint).href
          },
        },
        call,
      ),
    /** The offset the server has: HEAD, safe to repeat. */
    offset: (location: string) =>
      client.request(
        {
          operation: 'tusUploadOffset',
          method: 'HEAD',
          path: location,
          headers: TUS,
          auth: false,
          idempotent: true,
          read: async (response) => offsetOf(response),
        },
        { ...call, headers: { 'cache-control': 'no-store' } },
      ),
    /** One chunk at `offset`; answers the server's new offset. */
    patch: (
      location: string,
      chunk: Blob,
      offset: number,
      onProgress: ((progress: UploadProgress) => void) | undefined,
      total: number,
    ) =>
      sendBlob(
        client,
        {
          operation: 'tusUploadChunk',
          method: 'PATCH',
          path: location,
          contentType: 'application/offset+octet-stream',
          headers: { ...TUS, 'upload-offset': String(offset) },
          auth: false,
          read: async (response) => offsetOf(response),
        },
        chunk,
        { onProgress, xhr, offset, total },
        call,
      ),
  }
}
