import type { RetryOptions } from './retry'

/** HTTP methods the platform's REST APIs (and the upload and download hosts) use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD'

/**
 * A body sent as it is (file bytes, an upload chunk, text). A stream can be read only once:
 * a call that sends one must not be declared `idempotent`, so that it is never repeated.
 */
export type RawBody = Blob | ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array> | string

/**
 * How one operation travels. Area modules declare one per call; the client does the rest. `T` is
 * what the call resolves to: the JSON answer, or what `read` makes of the response.
 */
export interface RequestSpec<T = unknown> {
  /** Operation name as the SDK exports it (`addToCurrentCart`), shown to hooks. */
  operation: string
  method: HttpMethod
  /**
   * A public path under the client's `baseUrl`, with path parameters inserted and
   * percent-encoded; or an absolute `http(s)://` URL used as it is (a pre-signed upload or
   * download link). An absolute URL gets no credentials, client headers or consistency token:
   * those belong to the API host. Hooks see only its origin, since such links carry tokens.
   */
  path: string
  /** Request fields: the JSON body of POST/PUT/PATCH, and of a GET's long-query POST fallback. */
  payload?: object | undefined
  /**
   * GET/DELETE: the request fields as a query string, made with `encodeQuery` (dotted keys,
   * repeated keys, or `.r`). Encoding lives in the area modules, so only calls that need it ship it.
   * Appended with `&` to a path that has a query already.
   */
  query?: string
  /**
   * GET endpoint switches to a POST with the same payload as JSON body when its query string
   * would exceed 4,000 characters: `true` for the same path, or the dedicated path.
   */
  postFallback?: true | string
  /** Safe to repeat although not a GET (the retry policy treats it like a GET). */
  idempotent?: boolean
  /**
   * Repeat once even after a failure that is not transient (a 500, a 404): the platform's file
   * fetch falls back to a plain retry of the same GET. The retry policy still applies: only
   * safe calls repeat, `retry: false` turns it off, and the wait is the policy's backoff.
   */
  retryAnyFailure?: boolean
  /** A body sent as it is instead of `payload` as JSON (uploads). */
  body?: RawBody
  /** Content type of `body`; without it, the one `fetch` gives (a Blob's own type, or none). */
  contentType?: string
  /** Headers the operation itself needs (`Tus-Resumable`, `Upload-Offset`). */
  headers?: Record<string, string>
  /**
   * Reads any 2xx answer (status, headers, body) instead of the default, which accepts only a
   * 200 with a JSON body. Return the response itself to stream its body: the body then stays
   * under the call's signal and timeout (pass `timeout: false` for long downloads).
   */
  read?: (response: Response) => Promise<T>
  /** `false`: send without the client's credentials, on the API host too. */
  auth?: false
  /**
   * The `fetch` this operation sends with instead of the client's: an upload in a browser passes
   * one built on XMLHttpRequest, the only way a page learns how many bytes went out.
   */
  transport?: typeof fetch
}

/** Options of a single call. */
export interface CallOptions {
  /** Aborts the call, including retry waits; the call rejects with the signal's reason. */
  signal?: AbortSignal
  /** Milliseconds one attempt may take, or `false`; overrides the client's value. */
  timeout?: number | false
  /** Headers added to this call's requests. */
  headers?: Record<string, string>
  /** Retry policy for this call, or `false`; overrides the client's value. */
  retry?: RetryOptions | false
}
