import { afterEach, describe, expect, it } from 'vitest'
import {
  AuthenticationError,
  ConflictError,
  createClient,
  isStorefrontError,
  NetworkError,
  NotFoundError,
  PermissionError,
  PreconditionError,
  RateLimitError,
  ServerError,
  StorefrontError,
  ValidationError,
} from '../src/index'
import { type Answer, startTestServer, type TestServer } from './support/test-server'

let server: TestServer
afterEach(() => server?.close())

const appError = (code: string, description: string, data = {}) => ({
  message: description,
  details: { applicationError: { code, description, data } },
})

async function errorFor(answer: Answer) {
  server = await startTestServer(() => answer)
  const client = createClient({ baseUrl: server.url, retry: false })
  const error = await client
    .request({ operation: 'op', method: 'GET', path: '/x' })
    .catch((e: unknown) => e)
  await server.close()
  return error as StorefrontError
}

describe('errors from envelopes', () => {
  it.each([
    [401, AuthenticationError],
    [403, PermissionError],
    [404, NotFoundError],
    [409, ConflictError],
    [428, PreconditionError],
    [429, RateLimitError],
    [500, ServerError],
    [503, ServerError],
    [418, StorefrontError],
  ])('HTTP %i with an application error gives %o', async (status, Class) => {
    const error = await errorFor({ status, body: appError('SOME_CODE', 'It broke', { id: 'x1' }) })
    expect(error).toBeInstanceOf(Class)
    expect(error).toBeInstanceOf(StorefrontError)
    expect(error.name).toBe(Class.name)
    expect(error.status).toBe(status)
    expect(error.code).toBe('SOME_CODE')
    expect(error.description).toBe('It broke')
    expect(error.message).toBe('It broke')
    expect(error.data).toEqual({ id: 'x1' })
    expect(error.requestId).toBe('req-1')
    expect(error.retryable).toBe([429, 503].includes(status))
    expect(isStorefrontError(error)).toBe(true)
  })

  it('gives a ValidationError listing every field violation', async () => {
    const violations = [
      {
        field: 'fieldsets',
        description: 'must be one of PUBLIC, EXTENDED, FULL',
        violatedRule: 'INVALID_ENUM_VALUE',
        ruleName: '',
        data: {},
      },
      {
        field: 'paging.limit',
        description: 'must be at most 100',
        violatedRule: 'MAX',
        data: { threshold: 100 },
      },
    ]
    const error = await errorFor({
      status: 400,
      body: {
        message: 'invalid request',
        details: { validationError: { fieldViolations: violations } },
      },
    })
    expect(error).toBeInstanceOf(ValidationError)
    expect(error.code).toBe('INVALID_ARGUMENT')
    expect(error.fieldViolations).toEqual(violations)
    expect(error.message).toBe(
      'Invalid request: fieldsets: must be one of PUBLIC, EXTENDED, FULL; paging.limit: must be at most 100',
    )
  })

  it('synthesizes code and description from the status when the body has no details', async () => {
    const error = await errorFor({ status: 500, body: { message: '', details: {} } })
    expect(error).toBeInstanceOf(ServerError)
    expect(error.code).toBe('500')
    expect(error.description).toBe('Internal Server Error')
    expect(error.retryable).toBe(false)
  })

  it('survives a non-JSON error body', async () => {
    const error = await errorFor({ status: 502, body: '<html>Bad gateway</html>' })
    expect(error).toBeInstanceOf(ServerError)
    expect(error.code).toBe('502')
    expect(error.retryable).toBe(true)
  })

  it('gives a NetworkError when the connection drops', async () => {
    const error = await errorFor({ drop: true })
    expect(error).toBeInstanceOf(NetworkError)
    expect(error.status).toBe(0)
    expect(error.code).toBe('NETWORK_ERROR')
    expect(error.retryable).toBe(true)
    expect(error.cause).toBeDefined()
  })

  it('recognises errors from another copy of the SDK by brand', () => {
    const foreign = Object.create({ [Symbol.for('storefront-kit.error')]: true })
    expect(isStorefrontError(foreign)).toBe(true)
    expect(isStorefrontError(new Error('x'))).toBe(false)
    expect(isStorefrontError(null)).toBe(false)
  })
})
