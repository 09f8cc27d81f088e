import type { CallOptions, Client } from '../core/client'
import type { RequestSpec } from '../core/request-spec'

/** Bytes sent so far and the size of the whole file. */
export interface UploadProgress {
  loaded: number
  total: number
}

/** What an upload takes: a `File` or `Blob` (in Node, `fs.openAsBlob`), or bytes in memory. */
export type UploadBody = Blob | ArrayBuffer | ArrayBufferView

/** The bytes as a Blob of `type` (a Blob is sliced, never copied). */
export function toBlob(body: UploadBody, type: string): Blob {
  if (body instanceof Blob) return body.type === type ? body : body.slice(0, body.size, type)
  const bytes = ArrayBuffer.isView(body)
    ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
    : new Uint8Array(body)
  return new Blob([bytes as Uint8Array<ArrayBuffer>], { type })
}

/** How {@link sendBlob} reports progress and which part of the whole file `blob` is. */
export interface SendProgress {
  onProgress?: ((progress: UploadProgress) => void) | undefined
  /** Use XMLHttpRequest for progress; default: when running in a page. */
  xhr?: boolean | undefined
  /** Where `blob` starts in the whole file (a tus chunk), and the whole file's size. */
  offset?: number
  total?: number
}

/**
 * Sends `blob` to an absolute URL through the client's transport seam, reporting progress. A page
 * uses XMLHttpRequest, whose upload events count what went out; elsewhere (Node, workers) the body
 * is a stream that counts what `fetch` has taken, which is what it sent or is sending.
 */
export function sendBlob<T>(
  client: Client,
  spec: Omit<RequestSpec<T>, 'body'>,
  blob: Blob,
  progress: SendProgress,
  options: CallOptions,
): Promise<T> {
  const { onProgress, xhr = inPage(), offset = 0, total = blob.size } = progress
  if (!onProgress) return client.request({ ...spec, body: blob }, options)
  const report = (loaded: number) => onProgress({ loaded: offset + loaded, total })
  if (xhr) return client.request({ ...spec, body: blob, transport: xhrFetch(report) }, options)
  return client.request({ ...spec, body: counted(blob, report) }, options)
}

const inPage = () => typeof XMLHttpRequest === 'function' && typeof document === 'object'

const SLICE = 64 * 1024

/** A Blob's bytes; through FileReader where Blobs lack `arrayBuffer` (older engines, jsdom). */
const bytesOf = (part: Blob): Promise<ArrayBuffer> =>
  typeof part.arrayBuffer === 'function'
    ? part.arrayBuffer()
    : new Promise((resolve, reject) => {
        const reader = new FileReader()
        reader.onload = () => resolve(reader.result as ArrayBuffer)
        reader.onerror = () => reject(reader.error)
        reader.readAsArrayBuffer(part)
      })

/**
 * The Blob as a stream read slice by slice, reporting how many bytes the reader has taken. The
 * reader pulls only as fast as it sends, so the count follows the upload.
 */
function counted(blob: Blob, report: (loaded: number) => void): ReadableStream<Uint8Array> {
  let loaded = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (loaded >= blob.size) return controller.close()
      const slice = new Uint8Array(await bytesOf(blob.slice(loaded, loaded + SLICE)))
      controller.enqueue(slice)
      loaded += slice.byteLength
      report(loaded)
    },
  })
}

// Statuses whose answer has no body: `new Response` refuses one for them.
const NULL_BODY = new Set([101, 204, 205, 304])

/**
 * A `fetch` over XMLHttpRequest that reports upload progress: the answer comes back as a
 * `Response`, so the client's one decision path (errors, reading, timeouts) applies unchanged.
 */
export function xhrFetch(report: (loaded: number) => void): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(init.method ?? 'GET', String(input))
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value)
      xhr.responseType = 'arraybuffer'
      xhr.upload.onprogress = (event) => report(event.loaded)
      xhr.onload = () => {
        const headers = new Headers()
        for (const line of xhr.getAllResponseHeaders().trim().split(/\r?\n/)) {
          const at = line.indexOf(':')
          if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim())
        }
        const body = NULL_BODY.has(xhr.status) ? null : (xhr.response as ArrayBuffer)
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }))
      }
      xhr.onerror = () => reject(new TypeError('upload failed: the connection broke'))
      xhr.onabort = () => reject(init.signal?.reason ?? new DOMException('Aborted', 'AbortError'))
      init.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
      xhr.send(init.body as XMLHttpRequestBodyInit | null)
    })
}
