import { REQUEST_ID_HEADER } from '@storefront-kit/wire'
import { GraphQLError } from 'graphql'
import type { Hono } from 'hono'
import type { Env } from '../../http/env'

/** The caller's credentials, passed on unchanged to every REST call a query makes. */
const FORWARDED = ['authorization', 'wix-site-id', 'wix-account-id'] as const

/**
 * Calls the emulator's own REST route in-process, as the caller: the route authenticates,
 * authorizes, validates and answers exactly as it would over HTTP. A refusal becomes a GraphQL
 * error carrying the platform's status, code and request id.
 */
export function restCaller(app: Hono<Env>, incoming: Headers) {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  for (const name of FORWARDED) {
    const value = incoming.get(name)
    if (value) headers[name] = value
  }
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await app.request(path, {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (response.ok) return json as T
    throw restError(response.status, json, response.headers.get(REQUEST_ID_HEADER))
  }
}

type Details = {
  applicationError?: { code?: string }
  validationError?: { fieldViolations?: unknown[] }
}

function restError(status: number, body: Record<string, unknown>, requestId: string | null) {
  const details = (body.details ?? {}) as Details
  const code =
    details.applicationError?.code ??
    (details.validationError ? 'INVALID_ARGUMENT' : statusCode(status))
  return new GraphQLError(String(body.message ?? `The call answered ${status}`), {
    extensions: {
      code,
      status,
      ...(details.validationError && {
        fieldViolations: details.validationError.fieldViolations ?? [],
      }),
      ...(requestId && { requestId }),
    },
  })
}

const statusCode = (status: number) =>
  ({
    401: 'UNAUTHENTICATED',
    403: 'PERMISSION_DENIED',
    404: 'NOT_FOUND',
    429: 'RESOURCE_EXHAUSTED',
  })[status] ?? (status >= 500 ? 'INTERNAL' : 'FAILED_PRECONDITION')
