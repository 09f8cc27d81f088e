/** HTTP methods the platform's REST APIs use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * How one platform operation travels. Area modules declare one per call; the client does the rest.
 */
export interface RequestSpec {
  /** Operation name as the SDK exports it (`addToCurrentCart`), shown to hooks. */
  operation: string
  method: HttpMethod
  /** Public path with path parameters already inserted and percent-encoded. */
  path: string
  /** Request fields: the JSON body of POST/PUT/PATCH, and of a GET's long-query POST fallback. */
  payload?: object | undefined
  /**
   * GET/DELETE: the request fields as a query string, made with `encodeQuery` (dotted keys,
   * repeated keys, or `.r`). Encoding lives in the area modules, so only calls that need it ship it.
   */
  query?: string
  /**
   * GET endpoint switches to a POST with the same payload as JSON body when its query string
   * would exceed 4,000 characters: `true` for the same path, or the dedicated path.
   */
  postFallback?: true | string
  /** Safe to repeat although not a GET (the retry policy treats it like a GET). */
  idempotent?: boolean
  /** A failure is followed by exactly one plain repeat of the same GET (file descriptor reads). */
  repeatOnFailure?: boolean
}
