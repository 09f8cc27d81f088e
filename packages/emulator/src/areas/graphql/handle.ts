import { execute, GraphQLError, parse, specifiedRules, validate } from 'graphql'
import type { Context, Hono } from 'hono'
import { validationError, violation } from '../../http/api-error'
import type { Env } from '../../http/env'
import { rootResolvers } from './resolvers'
import { restCaller } from './rest'
import { graphSchema } from './schema'

/** API versions the graph answers (SPEC §7: `alpha` is the default). */
const VERSIONS = new Set(['alpha'])
/** Deeper queries are refused before they run (nothing in the graph nests this deep). */
const MAX_DEPTH = 12
const MAX_QUERY_LENGTH = 20_000

type Body = { query?: unknown; variables?: unknown; operationName?: unknown }

/** GraphQL errors as the answer's `errors` (a request that is not GraphQL at all: a 400). */
const answer = (c: Context<Env>, errors: readonly GraphQLError[]) =>
  c.json({ errors: errors.map((error) => error.toJSON()) }, 200)

function tooDeep(query: string): boolean {
  let depth = 0
  for (const char of query) {
    if (char === '{') depth++
    else if (char === '}') depth--
    if (depth > MAX_DEPTH) return true
  }
  return false
}

/** Answers one GraphQL request: validated, then each field through its REST route. */
export async function handle(app: Hono<Env>, c: Context<Env>) {
  const version = c.req.param('apiVersion') ?? 'alpha'
  if (!VERSIONS.has(version))
    throw validationError([
      violation('apiVersion', 'FORMAT', `Unknown GraphQL API version ${version}; use alpha`),
    ])
  const body = (await c.req.json().catch(() => undefined)) as Body | undefined
  const problems = [
    ...(typeof body?.query !== 'string' || !body.query.trim()
      ? [violation('query', 'REQUIRED_FIELD', 'query must be a GraphQL document')]
      : []),
    ...(body?.variables != null &&
    (typeof body.variables !== 'object' || Array.isArray(body.variables))
      ? [violation('variables', 'FORMAT', 'variables must be an object')]
      : []),
  ]
  if (problems.length) throw validationError(problems)
  const { query, variables, operationName } = body as Body & { query: string }
  if (query.length > MAX_QUERY_LENGTH || tooDeep(query))
    return answer(c, [new GraphQLError('The query is too long or too deep')])
  let document: ReturnType<typeof parse>
  try {
    document = parse(query)
  } catch (error) {
    return answer(c, [error as GraphQLError])
  }
  const schema = graphSchema()
  const invalid = validate(schema, document, specifiedRules)
  if (invalid.length) return answer(c, invalid)
  const result = await execute({
    schema,
    document,
    rootValue: rootResolvers(restCaller(app, c.req.raw.headers)),
    variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: typeof operationName === 'string' ? operationName : undefined,
  })
  return c.json(result, 200)
}
