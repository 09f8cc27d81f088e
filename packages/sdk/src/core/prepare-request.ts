import { LONG_QUERY_LIMIT } from '@storefront-kit/wire/encoding'
import type { HttpMethod, RawBody, RequestSpec } from './request-spec'

/**
 * A request spec as it goes on the wire: method, URL, body and its content type, and whether the
 * URL is under the client's base URL (credentials, client headers and consistency go only there).
 */
export type PreparedRequest = [
  method: HttpMethod,
  url: string,
  body: RawBody | undefined,
  type: string | undefined,
  api: boolean,
]

const ABSOLUTE = /^https?:\/\//i

/**
 * Builds URL and body: a raw body as given; else a JSON body for POST/PUT/PATCH, and none for
 * GET/DELETE/HEAD, which switch to the POST fallback (payload as JSON body) when their query
 * string passes 4,000 characters and the spec declares one.
 */
export function prepareRequest(baseUrl: string, spec: RequestSpec<unknown>): PreparedRequest {
  let { method, path, body, contentType: type, query = '' } = spec
  if (body === undefined) {
    // POST, PUT and PATCH carry a JSON body; GET, DELETE and HEAD carry none.
    if (method[0] === 'P') body = JSON.stringify(spec.payload ?? {})
    else if (spec.postFallback && query.length > LONG_QUERY_LIMIT) {
      method = 'POST'
      if (spec.postFallback !== true) path = spec.postFallback
      body = JSON.stringify(spec.payload)
      query = ''
    }
    if (body !== undefined) type = 'application/json'
  }
  const api = !ABSOLUTE.test(path)
  const url = `${api ? baseUrl : ''}${path}${query && (path.includes('?') ? '&' : '?') + query}`
  return [method, url, body, type, api]
}
