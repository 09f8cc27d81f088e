import { lazySchema } from '@storefront-kit/wire'
import type { Context, Hono } from 'hono'
import { z } from 'zod'
import type { EmulatorContext } from '../context'
import { settleWrites } from '../db/until-write'
import { permissionDenied, unauthenticated, validationError } from './api-error'
import type { Caller, CallerKind } from './caller'
import { answerJson } from './compress'
import type { Env } from './env'
import { laterViolations } from './later-violations'
import { readInput } from './read-input'
import { sharedText } from './shared-answer'
import { toViolation } from './validate'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** What a route handler receives. */
export interface RouteRequest<I> {
  input: I
  caller: Caller
  ctx: EmulatorContext
  c: Context<Env>
}

/** One endpoint: routes stay thin (decode, validate, authorize, call the service, answer). */
export interface RouteDef<S extends z.ZodType = z.ZodType> {
  method: Method
  /** Hono path(s) with `:params`; the first is canonical, the rest are the platform's aliases. */
  path: string | readonly string[]
  /** Who may call it; others get 401 (no token) or 403 (not permitted). */
  allow: readonly CallerKind[]
  /** Schema of the whole request (query or body merged with path parameters). */
  input?: S
  /** Path parameter → nested input field (`{ id: 'checkout.id' }`). */
  params?: Record<string, string>
  /** GET query endpoints: also answer a POST with the same payload (true) or at a dedicated path. */
  postFallback?: true | string
  /** Runs in one transaction unless false. Default: true for every method but GET. */
  write?: boolean
  handle(request: RouteRequest<z.output<S>>): unknown
}

/** Defines a route with its input type inferred from the schema. */
export const route = <S extends z.ZodType>(def: RouteDef<S>): RouteDef<S> => def

function authorize(caller: Caller, allow: readonly CallerKind[]): void {
  if (allow.includes(caller.kind)) return
  if (caller.kind === 'anonymous')
    throw unauthenticated('This operation needs an access token or an API key')
  throw permissionDenied(`A ${caller.kind} may not perform this operation`)
}

/** The input of a route that takes none: one schema for all of them. */
const NO_INPUT = lazySchema(() => z.object({}))

/** Registers routes on the app: aliases, the POST fallback, validation, authorization, transactions. */
export function mount(app: Hono<Env>, ctx: EmulatorContext, routes: readonly RouteDef[]): void {
  for (const def of routes) {
    const schema = def.input ?? NO_INPUT
    const write = def.write ?? def.method !== 'GET'
    const handler = async (c: Context<Env>) => {
      const caller = c.get('caller') ?? { kind: 'anonymous' }
      authorize(caller, def.allow)
      const raw = await readInput(c, def.params)
      const result = await ctx.lock(async () => {
        const parsed = schema.safeParse(raw, { reportInput: true })
        if (!parsed.success) {
          const { issues } = parsed.error
          const handle = (input: unknown) => def.handle({ input, caller, ctx, c })
          // Reads also check the rest of the request, so every violation is listed at once.
          const later = write ? [] : await laterViolations(ctx, schema, raw, issues, handle)
          throw validationError([...issues.map((issue) => toViolation(issue)), ...later])
        }
        const input = parsed.data
        const run = () => def.handle({ input, caller, ctx, c })
        if (!write) return run()
        settleWrites(ctx.db)
        return ctx.db.transactionAsync(run)
      })
      return answerJson(c, sharedText(result) ?? JSON.stringify(result ?? {}))
    }
    const paths = typeof def.path === 'string' ? [def.path] : def.path
    for (const path of paths) app.on(def.method, path, handler)
    if (def.postFallback) {
      const fallbackPaths = def.postFallback === true ? paths : [def.postFallback]
      for (const path of fallbackPaths) app.on('POST', path, handler)
    }
  }
}
