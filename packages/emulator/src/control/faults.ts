import { lazySchema } from '@storefront-kit/wire'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { applicationError } from '../http/api-error'
import { isControlPath } from '../http/control-guard'
import type { Env } from '../http/env'

/** A failure rule as the control API takes it (`POST /_emulator/faults`). */
export const faultInput = lazySchema(() =>
  z.strictObject({
    /** Only requests of this method; any method when absent. */
    method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']).optional(),
    /** The request path, exactly, or a prefix ending in `*` (`/ecom/v1/carts/*`). */
    path: z.string().startsWith('/').max(2000),
    /** Status of the failure: a 4xx or 5xx. Default 503. */
    status: z.number().int().min(400).max(599).default(503),
    /** How many matching requests fail before the rule is spent. Default 1. */
    times: z.number().int().min(1).max(10_000).default(1),
    /** Adds `Retry-After: <seconds>` to the failure. */
    retryAfterSeconds: z.number().int().min(0).max(86_400).optional(),
    /** `applicationError.code` of the failure. Default `INJECTED_FAULT`. */
    code: z.string().min(1).max(200).default('INJECTED_FAULT'),
  }),
)

/** A rule in force, with how often it has struck so far. */
export interface Fault extends z.output<typeof faultInput> {
  id: string
  /** Matching requests it has failed. */
  hits: number
  /** Matching requests it will still fail. */
  remaining: number
}

/** The failure rules of one emulator, kept in memory: they do not survive a restart or reset. */
export interface Faults {
  add(input: z.output<typeof faultInput>): Fault
  list(): Fault[]
  clear(): void
  /** Fails a matching request before any route sees it; the rest pass untouched. */
  middleware: MiddlewareHandler<Env>
}

const matches = (fault: Fault, method: string, path: string) =>
  (!fault.method || fault.method === method) &&
  (fault.path.endsWith('*') ? path.startsWith(fault.path.slice(0, -1)) : path === fault.path)

/**
 * Fault injection for tests of retries and error screens: the next `times` requests matching a
 * rule answer its status in the platform's envelope, before the route runs (nothing is written,
 * as when the platform fails in front of the service). Control paths are never failed.
 *
 * @example
 * ```ts
 * const faults = createFaults(() => crypto.randomUUID())
 * app.use('*', faults.middleware)
 * faults.add(faultInput.parse({ method: 'GET', path: '/ecom/v1/carts/current', times: 2 }))
 * ```
 */
export function createFaults(newId: () => string): Faults {
  let rules: Fault[] = []
  return {
    add(input) {
      const fault: Fault = { ...input, id: newId(), hits: 0, remaining: input.times }
      rules.push(fault)
      return { ...fault }
    },
    list: () => rules.map((fault) => ({ ...fault })),
    clear() {
      rules = []
    },
    middleware: async (c, next) => {
      const path = c.req.path
      const fault = isControlPath(path)
        ? undefined
        : rules.find((rule) => rule.remaining > 0 && matches(rule, c.req.method, path))
      if (!fault) return next()
      fault.hits++
      fault.remaining--
      if (fault.retryAfterSeconds !== undefined)
        c.header('retry-after', String(fault.retryAfterSeconds))
      throw applicationError(
        fault.status,
        fault.code,
        `Failure injected by the control API for ${c.req.method} ${path} (POST /_emulator/faults)`,
        { faultId: fault.id },
      )
    },
  }
}
