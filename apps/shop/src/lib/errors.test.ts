import {
  NetworkError,
  NotFoundError,
  PreconditionError,
  ServerError,
  ValidationError,
} from '@storefront-kit/sdk'
import { describe, expect, it } from 'vitest'
import { describeError, fieldErrors } from './errors'

describe('describeError', () => {
  it('says the store cannot be reached when no answer came, and offers a retry', () => {
    const view = describeError(
      new NetworkError({ message: 'fetch failed', status: 0, code: 'NETWORK_ERROR' }),
    )
    expect(view).toMatchObject({ kind: 'offline', title: 'Cannot reach the store', retry: true })
  })

  it('names not-found answers, with the readable text of known codes', () => {
    const error = new NotFoundError({
      message: 'x',
      status: 404,
      code: 'ERROR_COUPON_DOES_NOT_EXIST',
      description: 'Coupon X does not exist',
    })
    expect(describeError(error)).toMatchObject({
      kind: 'not-found',
      message: 'That coupon code does not exist.',
      retry: false,
    })
  })

  it('passes on the store’s reason for other rejections, and retries only server trouble', () => {
    const rejected = new PreconditionError({
      message: 'x',
      status: 428,
      code: 'SOMETHING',
      description: 'Not today',
    })
    expect(describeError(rejected)).toMatchObject({
      kind: 'rejected',
      message: 'Not today',
      retry: false,
    })
    const server = new ServerError({ message: 'x', status: 503, code: '503' })
    expect(describeError(server)).toMatchObject({ kind: 'server', retry: true })
  })

  it('handles errors that are not the SDK’s', () => {
    expect(describeError(new Error('boom'))).toMatchObject({ kind: 'unknown', message: 'boom' })
  })
})

describe('fieldErrors', () => {
  it('maps each violation to its field, joining several on one field', () => {
    const error = new ValidationError({
      message: 'x',
      status: 400,
      code: 'INVALID_ARGUMENT',
      fieldViolations: [
        { field: 'request.email', description: 'must be an e-mail', violatedRule: 'FORMAT' },
        { field: 'request.email', description: 'is too long', violatedRule: 'MAX_LENGTH' },
        { field: 'itemDetails.name', description: 'is required', violatedRule: 'REQUIRED_FIELD' },
      ],
    })
    expect(fieldErrors(error)).toEqual({
      'request.email': 'must be an e-mail is too long',
      'itemDetails.name': 'is required',
    })
    expect(fieldErrors(new Error('x'))).toEqual({})
  })
})
