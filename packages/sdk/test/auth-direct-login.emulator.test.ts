import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  getLoginState,
  getMemberTokensForDirectLogin,
  login,
  loginV1,
  loginWithTokenParams,
  normalizeAuthError,
  proceed,
  processVerification,
  recover,
  register,
  registerV1,
  resendVerificationCode,
  sendRecoveryEmail,
  signOn,
} from '../src/auth'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'empty' })
})
afterAll(() => emu.close())
beforeEach(async () => {
  await emu.reset()
})

const control = (path: string, body: unknown) => emu.control(path, body)
const policies = (change: Record<string, boolean>) =>
  control('/_emulator/identity/policies', change)
const outbox = async (to: string, kind: string) =>
  (
    await emu.control<{ messages: { data: Record<string, string> }[] }>(
      `/_emulator/outbox?to=${encodeURIComponent(to)}&kind=${kind}`,
    )
  ).messages
const lastCode = async (to: string) =>
  (await outbox(to, 'verification-code')).at(-1)?.data.code ?? ''

describe('direct login and registration against the emulator', () => {
  it('registers and logs in: SUCCESS with a session token', async () => {
    const client = emu.visitor()
    expect(getLoginState(client)).toEqual({ loginState: 'INITIAL' })
    const registered = await register(client, {
      loginId: { email: 'ann@example.com' },
      password: 'secret-pass',
    })
    expect(registered).toEqual({
      loginState: 'SUCCESS',
      data: { sessionToken: expect.any(String) },
    })
    const loggedIn = await login(client, {
      loginId: { email: 'ann@example.com' },
      password: 'secret-pass',
    })
    expect(loggedIn.loginState).toBe('SUCCESS')
    expect(getLoginState(client)).toEqual(loggedIn)
  })

  it('answers every failure as FAILURE with the error code of SPEC §8, never throwing', async () => {
    const client = emu.visitor()
    const badEmail = await register(client, {
      loginId: { email: 'not-an-email' },
      password: 'secret-pass',
    })
    expect(badEmail).toEqual({
      loginState: 'FAILURE',
      error: 'INVALID_ARGUMENT: loginId.email: must be an e-mail address',
      errorCode: 'invalidEmail',
    })
    const shortPassword = await register(client, {
      loginId: { email: 'a@example.com' },
      password: 'x',
    })
    expect(shortPassword.loginState).toBe('FAILURE')
    expect(shortPassword).not.toHaveProperty('errorCode')
    await register(client, { loginId: { email: 'a@example.com' }, password: 'secret-pass' })
    expect(
      await register(client, { loginId: { email: 'A@example.com' }, password: 'secret-pass' }),
    ).toMatchObject({ errorCode: 'emailAlreadyExists' })
    expect(
      await login(client, { loginId: { email: 'a@example.com' }, password: 'wrong-pass' }),
    ).toMatchObject({
      loginState: 'FAILURE',
      error: 'The password is not correct',
      errorCode: 'invalidPassword',
    })
    expect(
      await login(client, { loginId: { email: 'nobody@example.com' }, password: 'x' }),
    ).toMatchObject({ errorCode: 'invalidEmail' })
    await signOn(emu.owner(), { loginId: { email: 'nopass@example.com' } })
    expect(
      await login(client, { loginId: { email: 'nopass@example.com' }, password: 'any-pass' }),
    ).toMatchObject({ errorCode: 'resetPassword' })
  })

  it('maps the captcha codes and accepts the test token', async () => {
    await policies({ captcha: true })
    const client = emu.visitor()
    const email = { loginId: { email: 'c@example.com' }, password: 'secret-pass' }
    expect(await register(client, email)).toMatchObject({ errorCode: 'missingCaptchaToken' })
    expect(
      await register(client, { ...email, captchaTokens: [{ Recaptcha: 'bad' }] }),
    ).toMatchObject({ errorCode: 'invalidCaptchaToken' })
    expect(
      (
        await register(client, {
          ...email,
          captchaTokens: [{ Recaptcha: 'emulator-captcha-pass' }],
        })
      ).loginState,
    ).toBe('SUCCESS')
    expect(await login(client, email)).toMatchObject({ errorCode: 'missingCaptchaToken' })
    expect(await login(client, { ...email, captchaTokens: [{ NoCaptcha: 'bad' }] })).toMatchObject({
      errorCode: 'invalidCaptchaToken',
    })
  })

  it('verifies the e-mail code: a wrong code fails without leaving the state, a resent code works', async () => {
    await policies({ emailVerification: true })
    const client = emu.visitor()
    const state = await register(client, {
      loginId: { email: 'v@example.com' },
      password: 'secret-pass',
    })
    expect(state).toEqual({
      loginState: 'EMAIL_VERIFICATION_REQUIRED',
      data: { stateToken: expect.any(String) },
    })
    const first = await lastCode('v@example.com')
    const wrong = await processVerification(client, {
      code: first === '000000' ? '111111' : '000000',
    })
    expect(wrong).toMatchObject({ loginState: 'FAILURE', error: 'The code is not correct' })
    expect(getLoginState(client).loginState).toBe('EMAIL_VERIFICATION_REQUIRED')
    expect((await resendVerificationCode(client)).loginState).toBe('EMAIL_VERIFICATION_REQUIRED')
    const done = await processVerification(client, { code: await lastCode('v@example.com') })
    expect(done.loginState).toBe('SUCCESS')
    // Verified: a code is no longer accepted, without a call.
    expect(await processVerification(client, { code: '123456' })).toEqual({
      loginState: 'FAILURE',
      error: 'Unknown _state',
    })
  })

  it('waits for the owner approval, then proceeds to SUCCESS', async () => {
    await policies({ ownerApproval: true })
    const client = emu.visitor()
    const state = await register(client, {
      loginId: { email: 'p@example.com' },
      password: 'secret-pass',
    })
    expect(state).toEqual({
      loginState: 'OWNER_APPROVAL_REQUIRED',
      data: { stateToken: expect.any(String) },
    })
    const stateToken =
      state.loginState === 'OWNER_APPROVAL_REQUIRED' ? (state.data?.stateToken ?? '') : ''
    expect((await proceed(client, { stateToken })).loginState).toBe('OWNER_APPROVAL_REQUIRED')
    await control('/_emulator/identity/member-status', {
      email: 'p@example.com',
      status: 'APPROVED',
    })
    expect((await proceed(client, { stateToken })).loginState).toBe('SUCCESS')
  })

  it('speaks the older v1 forms and SSO', async () => {
    const client = emu.visitor()
    const v1 = await registerV1(client, {
      identity: { email: { address: 'old@example.com' } },
      inputs: [{ value: 'secret-pass' }],
    })
    expect(v1.loginState).toBe('SUCCESS')
    expect(
      (
        await loginV1(client, {
          identifier: { email: 'old@example.com' },
          inputs: [{ value: 'secret-pass' }],
        })
      ).loginState,
    ).toBe('SUCCESS')
    expect(
      (
        await loginV1(client, {
          identifier: { email: 'old@example.com' },
          inputs: [{ value: 'nope' }],
        })
      ).loginState,
    ).toBe('FAILURE')
    const sso = await loginWithTokenParams(client, {
      idpConnectionId: 'idp',
      tokenParams: { token: 'emulator-sso-pass', email: 'sso@example.com' },
    })
    expect(sso.loginState).toBe('SUCCESS')
  })

  it('recovers a password through the e-mailed token', async () => {
    const client = emu.visitor()
    await register(client, { loginId: { email: 'r@example.com' }, password: 'old-password' })
    await sendRecoveryEmail(client, { email: 'r@example.com' })
    const [mail] = await outbox('r@example.com', 'password-recovery')
    const state = await recover(client, {
      recoveryToken: mail?.data.recoveryToken ?? '',
      password: 'new-password',
    })
    expect(state.loginState).toBe('SUCCESS')
    expect(
      (await login(client, { loginId: { email: 'r@example.com' }, password: 'new-password' }))
        .loginState,
    ).toBe('SUCCESS')
    const again = await recover(client, {
      recoveryToken: mail?.data.recoveryToken ?? '',
      password: 'x-password',
    })
    expect(again).toMatchObject({
      loginState: 'FAILURE',
      error: 'The recovery link is not valid or has expired',
    })
  })

  it('says why a recovery failed: a refused password, then a used link', async () => {
    const client = emu.visitor()
    await register(client, { loginId: { email: 'why@example.com' }, password: 'old-password' })
    await sendRecoveryEmail(client, { email: 'why@example.com' })
    const [mail] = await outbox('why@example.com', 'password-recovery')
    const recoveryToken = mail?.data.recoveryToken ?? ''
    expect(await recover(client, { recoveryToken, password: 'abc' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'weakPassword',
    })
    // The refused password left the link unused.
    expect((await recover(client, { recoveryToken, password: 'new-password' })).loginState).toBe(
      'SUCCESS',
    )
    expect(await recover(client, { recoveryToken, password: 'other-password' })).toMatchObject({
      loginState: 'FAILURE',
      errorCode: 'invalidRecoveryToken',
    })
  })

  it('normalises errors of the other sign-in calls', async () => {
    const error = await sendRecoveryEmail(emu.visitor(), { email: 'bad' }).catch((e: unknown) => e)
    expect(normalizeAuthError(error)).toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: 'INVALID_ARGUMENT: email: must be an e-mail address',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
    const denied = await signOn(emu.visitor(), { loginId: { email: 'x@example.com' } }).catch(
      (e: unknown) => e,
    )
    expect(normalizeAuthError(denied)).toMatchObject({ code: 'PERMISSION_DENIED', status: 403 })
  })

  it('says the silent exchange needs a browser when run in Node', async () => {
    await expect(getMemberTokensForDirectLogin(emu.visitor(), 'st')).rejects.toMatchObject({
      code: 'BROWSER_REQUIRED',
    })
  })
})
