import { afterEach, describe, expect, it } from 'vitest'
import { apiKeyAuth, type CallContext, createClient, NotFoundError } from '../src/index'
import { recordingClock, startTestServer, type TestServer } from './support/test-server'

let server: TestServer
afterEach(() => server?.close())

describe('side-effect hooks', () => {
  it('runs onRequest per attempt, onRetry before each wait, then onSuccess with the result, in order', async () => {
    server = await startTestServer((_, i) =>
      i === 0 ? { status: 503, body: {} } : { body: { value: 42 } },
    )
    const events: string[] = []
    let successResult: unknown
    const client = createClient({
      baseUrl: server.url,
      clock: recordingClock().clock,
      hooks: {
        onRequest: (ctx) => events.push(`request:${ctx.attempt}`),
        onRetry: (ctx) => events.push(`retry:${ctx.attempt}:${ctx.error.status}:${ctx.delay}`),
        onSuccess: (result, ctx) => {
          successResult = result
          events.push(`success:${ctx.operation}:${ctx.attempt}`)
        },
        onError: () => events.push('error'),
      },
    })
    const result = await client.request({ operation: 'getThing', method: 'GET', path: '/x' })
    expect(result).toEqual({ value: 42 })
    expect(successResult).toBe(result)
    expect(events).toEqual(['request:0', 'retry:0:503:300', 'request:1', 'success:getThing:1'])
  })

  it('runs onError once with the very error the caller receives', async () => {
    server = await startTestServer(() => ({ status: 404, body: { message: 'gone', details: {} } }))
    const seen: unknown[] = []
    const client = createClient({
      baseUrl: server.url,
      hooks: { onError: (error) => seen.push(error), onSuccess: () => seen.push('success') },
    })
    const error = await client
      .request({ operation: 'op', method: 'GET', path: '/x' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NotFoundError)
    expect(seen).toEqual([error])
  })

  it('returns and rethrows unchanged when hooks throw or reject', async () => {
    server = await startTestServer((req) =>
      req.path === '/ok' ? { body: { fine: true } } : { status: 409, body: {} },
    )
    const client = createClient({
      baseUrl: server.url,
      hooks: {
        onRequest: () => {
          throw new Error('hook bug')
        },
        onSuccess: () => Promise.reject(new Error('async hook bug')),
        onError: () => {
          throw new Error('hook bug')
        },
      },
    })
    expect(await client.request({ operation: 'op', method: 'GET', path: '/ok' })).toEqual({
      fine: true,
    })
    await expect(
      client.request({ operation: 'op', method: 'GET', path: '/bad' }),
    ).rejects.toMatchObject({ status: 409 })
  })

  it('never hands a hook the credentials', async () => {
    server = await startTestServer(() => ({ status: 500, body: {} }))
    const contexts: unknown[] = []
    const client = createClient({
      baseUrl: server.url,
      auth: apiKeyAuth({ apiKey: 'SECRET-KEY', siteId: 'site' }),
      hooks: {
        onRequest: (ctx: CallContext) => contexts.push(ctx),
        onError: (error, ctx) => contexts.push(error, ctx),
      },
    })
    await client.request({ operation: 'op', method: 'GET', path: '/x' }).catch(() => {})
    expect(server.requests[0]?.headers.authorization).toBe('SECRET-KEY')
    expect(server.requests[0]?.headers['wix-site-id']).toBe('site')
    const seen = JSON.stringify(contexts, (_, value) =>
      value instanceof Error ? { ...value, message: value.message } : value,
    )
    expect(seen).not.toContain('SECRET-KEY')
  })
})
