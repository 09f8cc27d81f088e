import { decodeQuery } from '@storefront-kit/wire/encoding'
import type { Context } from 'hono'
import { validationError, violation } from './api-error'
import { jsonDepthError } from './json-depth'

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Sets `value` at a dotted path (`checkout.id`), creating objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.')
  const last = keys.pop() as string
  let node = target
  for (const key of keys) {
    const next = isObject(node[key]) ? (node[key] as Record<string, unknown>) : {}
    node[key] = next
    node = next
  }
  node[last] = value
}

/**
 * The request as one object, however it travelled: the query string (dotted keys, repeated keys,
 * or `.r`) and the JSON body merged, then path parameters (already percent-decoded) on top (the path value wins over a
 * duplicate in query or body). `paramPaths` maps a path parameter to a nested field
 * (`{ id: 'checkout.id' }`). Nesting deeper than the database can store is a 400 here, before
 * any route sees the request.
 */
export async function readInput(
  c: Context,
  paramPaths: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  let fromQuery: Record<string, unknown>
  try {
    fromQuery = decodeQuery(new URL(c.req.url).searchParams.entries())
  } catch (error) {
    throw validationError([
      violation('.r', 'FORMAT', `query string cannot be read: ${(error as Error).message}`),
    ])
  }
  let fromBody: Record<string, unknown> = {}
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const text = await c.req.text()
    if (text.trim()) {
      let parsed: unknown
      try {
        parsed = JSON.parse(text)
      } catch {
        throw validationError([violation('', 'FORMAT', 'request body must be JSON')])
      }
      if (!isObject(parsed))
        throw validationError([violation('', 'FORMAT', 'request body must be a JSON object')])
      fromBody = parsed
    }
  }
  const input = { ...fromQuery, ...fromBody }
  const tooDeep = jsonDepthError(input)
  if (tooDeep) throw tooDeep
  for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
    setPath(input, paramPaths[name] ?? name, value)
  }
  return input
}
