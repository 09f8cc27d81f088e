import { afterEach, expect, it } from 'vitest'
import { createClient, graphql } from '../src/index'
import { startTestServer, type TestServer } from './support/test-server'

let server: TestServer
afterEach(() => server?.close())

it('posts query and variables to /graphql/{apiVersion}, alpha by default', async () => {
  server = await startTestServer(() => ({ body: { data: { hello: 'world' } } }))
  const client = createClient({ baseUrl: server.url })
  const answer = await graphql<{ hello: string }>(client, 'query { hello }', { a: 1 })
  expect(answer.data?.hello).toBe('world')
  await graphql(client, 'query { x }', undefined, { apiVersion: 'v1' })
  expect(server.requests.map((r) => [r.method, r.path, r.json])).toEqual([
    ['POST', '/graphql/alpha', { query: 'query { hello }', variables: { a: 1 } }],
    ['POST', '/graphql/v1', { query: 'query { x }' }],
  ])
})
