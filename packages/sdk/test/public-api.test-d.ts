// Type tests: checked by `npm run typecheck`. Each @ts-expect-error must stay an error.
import { expectTypeOf } from 'vitest'
import {
  apiKeyAuth,
  type Client,
  createClient,
  cursorPager,
  type FieldViolation,
  type GraphQLResponse,
  graphql,
  NotFoundError,
  type PageIterator,
  paginate,
  type StorefrontError,
  type Tokens,
  type VisitorAuth,
  visitorAuth,
  withPager,
} from '../src/index'

const client = createClient({
  auth: visitorAuth({ clientId: 'id' }),
  timeout: 5000,
  retry: { limit: 1 },
})
expectTypeOf(client).toEqualTypeOf<Client>()
expectTypeOf(createClient)
  .parameter(0)
  .toEqualTypeOf<import('../src/index').ClientOptions | undefined>()

// @ts-expect-error visitorAuth needs a clientId
visitorAuth({})
// @ts-expect-error timeout is a number of ms or false
createClient({ timeout: '5s' })
// @ts-expect-error retry options are an object or false
createClient({ retry: true })
// @ts-expect-error apiKeyAuth needs the key
apiKeyAuth({ siteId: 's' })
// @ts-expect-error hooks are functions
createClient({ hooks: { onSuccess: 'log' } })

expectTypeOf(visitorAuth({ clientId: 'x' })).toEqualTypeOf<VisitorAuth>()
expectTypeOf<VisitorAuth['loggedIn']>().returns.toEqualTypeOf<boolean>()
expectTypeOf<Tokens['accessToken']['expiresAt']>().toEqualTypeOf<number>()
const badRole: Tokens['refreshToken'] = {
  value: '',
  // @ts-expect-error roles are none, visitor or member
  role: 'admin',
}
void badRole

expectTypeOf(
  new NotFoundError({ message: 'm', status: 404, code: 'X' }),
).toMatchTypeOf<StorefrontError>()
expectTypeOf<StorefrontError['fieldViolations']>().toEqualTypeOf<FieldViolation[]>()
expectTypeOf<StorefrontError['requestId']>().toEqualTypeOf<string | undefined>()

expectTypeOf(graphql<{ a: number }>(client, '{ a }')).resolves.toEqualTypeOf<
  GraphQLResponse<{ a: number }>
>()
// @ts-expect-error variables are an object
graphql(client, '{ a }', 'x')

interface Req {
  query?: { cursorPaging?: { cursor?: string } }
}
interface Res {
  items: { id: string }[]
}
const list = withPager(
  (c: Client, request: Req) =>
    c.request<Res>({ operation: 'list', method: 'POST', path: '/x', payload: request }),
  cursorPager<Req, Res, { id: string }>({ items: 'items', at: 'query' }),
)
expectTypeOf(paginate(client, list, {})).toEqualTypeOf<PageIterator<Res, { id: string }>>()
// @ts-expect-error the request must match the call
paginate(client, list, { query: 1 })
// @ts-expect-error collect requires a limit
paginate(client, list, {}).collect()
// @ts-expect-error methods are the platform's five and HEAD (tus reads an upload's offset with it)
client.request({ operation: 'x', method: 'TRACE', path: '/x' })
