import { describe, expect, it } from 'vitest'
import {
  getLoginState,
  normalizeAuthError,
  processVerification,
  resendVerificationCode,
} from '../src/auth'
import { failureOf, toLoginState } from '../src/auth/login-state'
import { createError } from '../src/core/errors/create-error'
import { createClient, NetworkError, ServerError, visitorAuth } from '../src/index'

const appError = (status: number, code: string, description = 'why') =>
  createError(
    status,
    '',
    { message: description, details: { applicationError: { code, description, data: { x: 1 } } } },
    'req-1',
  )
const validation = (...fieldViolations: object[]) =>
  createError(
    400,
    'Bad Request',
    { message: 'bad', details: { validationError: { fieldViolations } } },
    'req-2',
  )

describe('server state → client state (SPEC §4)', () => {
  it('maps every server state', () => {
    expect(toLoginState({ state: 'SUCCESS', sessionToken: 'st' })).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: 'st' },
    })
    expect(toLoginState({ state: 'REQUIRE_OWNER_APPROVAL', stateToken: 'a' })).toEqual({
      loginState: 'OWNER_APPROVAL_REQUIRED',
      data: { stateToken: 'a' },
    })
    expect(toLoginState({ state: 'REQUIRE_OWNER_APPROVAL' })).toEqual({
      loginState: 'OWNER_APPROVAL_REQUIRED',
    })
    expect(toLoginState({ state: 'REQUIRE_EMAIL_VERIFICATION', stateToken: 'v' })).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: 'v' },
    })
    for (const state of [
      'UNKNOWN_STATE',
      'STATUS_CHECK',
      'REQUIRE_MISSING_FIELDS',
      'REQUIRE_MFA',
      '',
    ])
      expect(toLoginState({ state })).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' })
    // A state without the token it needs cannot be acted on either.
    expect(toLoginState({ state: 'SUCCESS' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    })
    expect(toLoginState({ state: 'REQUIRE_EMAIL_VERIFICATION' }).loginState).toBe('FAILURE')
  })
})

describe('login and registration error codes (SPEC §8)', () => {
  it('maps the login codes, any other application code to invalidEmail', () => {
    const cases: [string, string][] = [
      ['-19971', 'missingCaptchaToken'],
      ['-19970', 'invalidCaptchaToken'],
      ['-19976', 'invalidPassword'],
      ['-19973', 'resetPassword'],
      ['-19995', 'invalidEmail'],
      ['-19999', 'invalidEmail'],
      ['CAPTCHA_TOKEN_REQUIRED', 'missingCaptchaToken'],
      ['INVALID_CAPTCHA_TOKEN', 'invalidCaptchaToken'],
    ]
    for (const [code, errorCode] of cases)
      expect(failureOf(appError(428, code, 'nope'), 'login')).toEqual({
        loginState: 'FAILURE',
        error: 'nope',
        errorCode,
      })
  })

  it('maps the registration codes and an EMAIL violation', () => {
    expect(failureOf(appError(409, '-19995'), 'register')).toMatchObject({
      errorCode: 'emailAlreadyExists',
    })
    expect(failureOf(appError(409, 'DUPLICATE_EMAIL'), 'register')).toMatchObject({
      errorCode: 'emailAlreadyExists',
    })
    expect(failureOf(appError(428, '-19971'), 'register')).toMatchObject({
      errorCode: 'missingCaptchaToken',
    })
    expect(failureOf(appError(428, '-19970'), 'register')).toMatchObject({
      errorCode: 'invalidCaptchaToken',
    })
    expect(failureOf(appError(428, 'OTHER'), 'register')).not.toHaveProperty('errorCode')
    const email = validation({
      field: 'loginId.email',
      description: 'must be an e-mail address',
      violatedRule: 'FORMAT',
      data: { type: 'EMAIL' },
    })
    expect(failureOf(email, 'register')).toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: loginId.email: must be an e-mail address',
      errorCode: 'invalidEmail',
    })
    expect(failureOf(email, 'login')).toMatchObject({ errorCode: 'invalidEmail' })
  })

  it('turns a validation error without details, a network error or anything thrown into FAILURE, never a crash', () => {
    const password = validation({
      field: 'password',
      description: 'too short',
      violatedRule: 'MIN_LENGTH',
    })
    expect(failureOf(password, 'login')).toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: password: too short',
    })
    const network = new NetworkError({ message: 'offline', status: 0, code: 'NETWORK_ERROR' })
    expect(failureOf(network, 'login')).toEqual({
      loginState: 'FAILURE',
      error: 'System error occurred',
    })
    expect(failureOf(undefined, 'register')).toEqual({
      loginState: 'FAILURE',
      error: 'System error occurred',
    })
    expect(failureOf(validation(), 'login').loginState).toBe('FAILURE')
  })
})

describe('normalizeAuthError', () => {
  it('lists each field of a validation error as INVALID_ARGUMENT', () => {
    const error = validation(
      { field: 'loginId.email', description: 'must be an e-mail address', violatedRule: 'FORMAT' },
      {
        field: 'password',
        description: 'must have at least 4 characters',
        violatedRule: 'MIN_LENGTH',
      },
    )
    expect(normalizeAuthError(error)).toMatchObject({
      code: 'INVALID_ARGUMENT',
      message:
        'INVALID_ARGUMENT: loginId.email: must be an e-mail address; password: must have at least 4 characters',
      requestId: 'req-2',
      status: 400,
    })
  })

  it('keeps description, code and data of application errors', () => {
    expect(
      normalizeAuthError(appError(428, 'VERIFICATION_FAILED', 'The code is not correct')),
    ).toEqual({
      code: 'VERIFICATION_FAILED',
      message: 'The code is not correct',
      data: { x: 1 },
      status: 428,
      requestId: 'req-1',
    })
  })

  it('uses the status text for other 4xx answers, and "System error occurred" with the request id otherwise', () => {
    expect(normalizeAuthError(createError(404, 'Not Found', '<html>', 'r3'))).toMatchObject({
      code: '404',
      message: 'Not Found',
    })
    expect(normalizeAuthError(createError(429, '', {}, undefined))).toMatchObject({
      message: 'Too Many Requests',
    })
    expect(normalizeAuthError(createError(503, 'Unavailable', {}, 'r4'))).toEqual({
      code: 'SYSTEM_ERROR',
      status: 503,
      message: 'System error occurred (request id r4)',
      requestId: 'r4',
    })
    expect(
      normalizeAuthError(new ServerError({ message: 'x', status: 500, code: '500' })).message,
    ).toBe('System error occurred')
    expect(normalizeAuthError(new Error('boom')).message).toBe('System error occurred')
    expect(normalizeAuthError('nonsense').code).toBe('SYSTEM_ERROR')
  })
})

describe('the verification step of the state machine', () => {
  it('accepts a code only in EMAIL_VERIFICATION_REQUIRED, without calling the server otherwise', async () => {
    let calls = 0
    const client = createClient({
      baseUrl: 'http://unused.invalid',
      auth: visitorAuth({ clientId: 'c' }),
      fetch: async () => {
        calls++
        return Response.json({})
      },
    })
    expect(getLoginState(client)).toEqual({ loginState: 'INITIAL' })
    expect(await processVerification(client, { code: '123456' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    })
    expect(
      await processVerification(
        client,
        { code: '123456' },
        { loginState: 'SUCCESS', data: { sessionToken: 's' } },
      ),
    ).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    })
    expect(
      await resendVerificationCode(client, { loginState: 'OWNER_APPROVAL_REQUIRED' }),
    ).toMatchObject({ error: 'Unknown _state' })
    expect(calls).toBe(0)
    expect(getLoginState(client)).toEqual({ loginState: 'FAILURE', error: 'Unknown _state' })
  })
})
