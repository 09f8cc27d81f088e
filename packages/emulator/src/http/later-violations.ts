import type { FieldViolation } from '@storefront-kit/wire'
import type { z } from 'zod'
import type { EmulatorContext } from '../context'
import { ApiError } from './api-error'
import { fieldPath } from './validate'

type Issue = z.core.$ZodIssue

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** Deletes `key` of the object (or array) at `path` inside `root`. */
function remove(root: unknown, path: readonly PropertyKey[], key: PropertyKey): void {
  let node: unknown = root
  for (const step of path) node = isObject(node) ? node[step as string] : undefined
  if (isObject(node)) delete node[key as string]
}

/** The request without the fields the schema refused, and the paths that were taken out. */
function withoutRefused(raw: unknown, issues: readonly Issue[]) {
  // A JSON copy: requests are JSON data, and this drops anything else a decoder let through.
  const rest: unknown = JSON.parse(JSON.stringify(raw) ?? 'null')
  const refused: string[] = []
  for (const issue of issues) {
    const keys =
      issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path]
    for (const full of keys) {
      // An array loses the whole field, not one element (a hole would be refused again).
      const cut = full.findIndex((step) => typeof step === 'number')
      const path = cut < 0 ? full : full.slice(0, cut)
      const key = path.at(-1)
      if (key === undefined) return undefined // the request as a whole is refused
      remove(rest, path.slice(0, -1), key)
      refused.push(fieldPath(path))
    }
  }
  return { rest, refused }
}

const under = (field: string, path: string) =>
  field === path || field.startsWith(`${path}.`) || field.startsWith(`${path}[`)

/** Thrown to roll the trial run's transaction back. */
const ROLLBACK = Symbol('rollback')

/**
 * The violations a read route's own checks (the query engine's filter, sort and paging rules,
 * a service's rules) find in the rest of a request whose schema refused some fields. The
 * platform lists every violation in one answer, so a members query with a bad `fieldsets` value
 * and `paging.limit: 1000` must report both, though the schema and the query engine check them
 * one after the other. The route runs on the request without the refused fields, in a transaction
 * that is always rolled back; only its validation error counts, less what is about a refused
 * field (taking a field out may make it "required").
 */
export async function laterViolations(
  ctx: EmulatorContext,
  schema: z.ZodType,
  raw: unknown,
  issues: readonly Issue[],
  run: (input: unknown) => unknown,
): Promise<FieldViolation[]> {
  let stripped: ReturnType<typeof withoutRefused>
  try {
    stripped = withoutRefused(raw, issues)
  } catch {
    return [] // not JSON data (a BigInt, a cycle): the schema's violations stand alone
  }
  if (!stripped) return []
  const parsed = schema.safeParse(stripped.rest)
  if (!parsed.success) return []
  let failure: unknown
  await ctx.db
    .transactionAsync(async () => {
      try {
        await run(parsed.data)
      } catch (error) {
        failure = error
      }
      throw ROLLBACK
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error
    })
  const violations =
    failure instanceof ApiError ? failure.body.details.validationError?.fieldViolations : undefined
  return (violations ?? []).filter((v) => !stripped.refused.some((path) => under(v.field, path)))
}
