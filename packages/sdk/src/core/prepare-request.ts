import { LONG_QUERY_LIMIT } from '@storefront-kit/wire/encoding'
import type { HttpMethod, RequestSpec } from './request-spec'

/** A request spec turned into what goes on the wire. */
export interface PreparedRequest {
  method: HttpMethod
  url: string
  body: string | undefined
  /** Safe to repeat: a GET (also in its POST fallback form) or declared idempotent. */
  safe: boolean
  repeatOnFailure: boolean
  operation: string
}

/**
 * Builds URL and body: JSON body for POST/PUT/PATCH; the query string for GET/DELETE, switching to
 * the POST fallback (payload as JSON body) above 4,000 characters where declared.
 */
export function prepareRequest(baseUrl: string, spec: RequestSpec): PreparedRequest {
  let { method, path } = spec
  let body: string | undefined
  let query = ''
  if (method === 'GET' || method === 'DELETE') {
    query = spec.query ?? ''
    if (spec.postFallback && query.length > LONG_QUERY_LIMIT) {
      method = 'POST'
      if (spec.postFallback !== true) path = spec.postFallback
      body = JSON.stringify(spec.payload)
      query = ''
    }
  } else {
    body = JSON.stringify(spec.payload ?? {})
  }
  const url = `${baseUrl}${path}${query && `?${query}`}`
  return {
    method,
    url,
    body,
    safe: spec.method === 'GET' || !!spec.idempotent,
    repeatOnFailure: !!spec.repeatOnFailure,
    operation: spec.operation,
  }
}
