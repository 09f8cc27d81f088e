// @vitest-environment jsdom
import { PermissionError, ValidationError } from '@storefront-kit/sdk'
import { login, register } from '@storefront-kit/sdk/auth'
import { act, waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import {
  authKeys,
  useAuth,
  useChangePassword,
  useRecover,
  useSendActivationEmail,
  useSendRecoveryEmail,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { renderStorefrontHook } from './support/render'
import { control, hostedExchange } from './support/sign-in'

// Password recovery, password change and activation e-mails, against the emulator: the link
// comes from its outbox, as a person's inbox would hold it.

const emu = inProcessEmulator()
afterAll(() => emu.close())
const CALLBACK = 'http://localhost:3000/reset'

/** The newest e-mail of a kind sent to `to`. */
async function lastMail(to: string, kind: string) {
  const { messages } = (await control(
    emu,
    `/_emulator/outbox?to=${encodeURIComponent(to)}&kind=${kind}`,
  )) as { messages: { data: Record<string, string> }[] }
  const mail = messages.at(-1)
  if (!mail) throw new Error(`no ${kind} e-mail to ${to}`)
  return mail.data
}

/** A member registered with `password` (open sign-up: signed in at once, on another client). */
async function newMember(password = 'first-password') {
  const email = `m-${crypto.randomUUID()}@example.com`
  const state = await register(emu.visitor(), { loginId: { email }, password })
  if (state.loginState !== 'SUCCESS') throw new Error(`register: ${state.loginState}`)
  return email
}

/** Whether any query of an area was marked stale. */
const staleAreas = (queryClient: import('@tanstack/react-query').QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey[1])

describe('forgot password', () => {
  it('e-mails a link, and the link sets a new password and signs the member in', async () => {
    const email = await newMember()
    const client = emu.visitor()
    const { result, queryClient } = renderStorefrontHook(
      () => ({
        send: useSendRecoveryEmail(),
        reset: useRecover({ completeLogin: hostedExchange(emu) }),
        auth: useAuth(),
      }),
      client,
    )
    await act(() =>
      result.current.send.mutateAsync({
        email,
        redirect: { url: CALLBACK, clientId: emu.info.clientId },
      }),
    )
    const mutationKeys = () =>
      queryClient
        .getMutationCache()
        .getAll()
        .map((m) => m.options.mutationKey)
    expect(mutationKeys()).toEqual([[...authKeys.all, 'sendRecoveryEmail']])
    const { link, recoveryToken = '' } = await lastMail(email, 'password-recovery')
    expect(link?.startsWith(`${CALLBACK}?recoveryToken=`)).toBe(true)
    expect(result.current.auth.loggedIn).toBe(false)

    const state = await act(() =>
      result.current.reset.mutateAsync({ recoveryToken, password: 'second-password' }),
    )
    expect(state.loginState).toBe('SUCCESS')
    expect(mutationKeys().at(-1)).toEqual([...authKeys.all, 'recover'])
    // Every component sees the member signed in; the new password works, the old one not.
    await waitFor(() => expect(result.current.auth.loggedIn).toBe(true))
    const again = await login(emu.visitor(), { loginId: { email }, password: 'second-password' })
    expect(again.loginState).toBe('SUCCESS')
    const old = await login(emu.visitor(), { loginId: { email }, password: 'first-password' })
    expect(old).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' })
  })

  it('says when the link was used and when the password is refused, as states, not errors', async () => {
    const email = await newMember()
    const { result } = renderStorefrontHook(
      () => ({
        send: useSendRecoveryEmail(),
        reset: useRecover({ completeLogin: hostedExchange(emu) }),
      }),
      emu.visitor(),
    )
    await act(() => result.current.send.mutateAsync({ email }))
    const { recoveryToken = '' } = await lastMail(email, 'password-recovery')
    const weak = await act(() => result.current.reset.mutateAsync({ recoveryToken, password: 'x' }))
    expect(weak).toMatchObject({ loginState: 'FAILURE', errorCode: 'weakPassword' })
    await act(() => result.current.reset.mutateAsync({ recoveryToken, password: 'a-good-one' }))
    const used = await act(() =>
      result.current.reset.mutateAsync({ recoveryToken, password: 'another-one' }),
    )
    expect(used).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidRecoveryToken' })
    expect(result.current.reset.error).toBeNull()
  })

  it('refuses an address that is not one with the SDK typed error, and sends nothing', async () => {
    const { result, queryClient } = renderStorefrontHook(
      () => useSendRecoveryEmail(),
      emu.visitor(),
    )
    queryClient.setQueryData([...authKeys.all, 'probe'], 1)
    const error = await act(() =>
      result.current.mutateAsync({ email: 'not-an-e-mail' }).catch((e: unknown) => e),
    )
    expect(error).toBeInstanceOf(ValidationError)
    await waitFor(() => expect(result.current.error).toBe(error))
    expect((error as ValidationError).fieldViolations.map((v) => v.field)).toEqual(['email'])
    expect(staleAreas(queryClient)).toEqual([])
  })
})

describe('change password', () => {
  it('changes the signed-in member password; a visitor may not', async () => {
    const email = await newMember()
    const client = emu.visitor()
    const signedIn = await login(client, { loginId: { email }, password: 'first-password' })
    if (signedIn.loginState !== 'SUCCESS') throw new Error(signedIn.loginState)
    await hostedExchange(emu)(client, signedIn.data.sessionToken)
    const { result, queryClient } = renderStorefrontHook(() => useChangePassword(), client)
    queryClient.setQueryData([...authKeys.all, 'probe'], 1)
    await act(() => result.current.mutateAsync({ newPassword: 'changed-password' }))
    expect(queryClient.getMutationCache().getAll()[0]?.options.mutationKey).toEqual([
      ...authKeys.all,
      'changePassword',
    ])
    expect(staleAreas(queryClient)).toEqual([])
    const after = await login(emu.visitor(), { loginId: { email }, password: 'changed-password' })
    expect(after.loginState).toBe('SUCCESS')

    const weak = await act(() =>
      result.current.mutateAsync({ newPassword: 'x' }).catch((e: unknown) => e),
    )
    expect(weak).toBeInstanceOf(ValidationError)
    const visitor = renderStorefrontHook(() => useChangePassword(), emu.visitor())
    const denied = await act(() =>
      visitor.result.current.mutateAsync({ newPassword: 'whatever-1' }).catch((e: unknown) => e),
    )
    expect(denied).toBeInstanceOf(PermissionError)
  })
})

describe('activation e-mail', () => {
  it('is sent by the owner, with a link that sets a password; a visitor may not send one', async () => {
    const email = await newMember()
    const owner = renderStorefrontHook(() => useSendActivationEmail(), emu.owner())
    const { members } = (await emu.owner().request({
      operation: 'queryMembers',
      method: 'POST',
      path: '/members/v1/members/query',
      payload: { query: { filter: { loginEmail: email } } },
    })) as { members: { id: string }[] }
    const memberId = members[0]?.id ?? ''
    await act(() => owner.result.current.mutateAsync({ identityId: memberId }))
    expect(owner.queryClient.getMutationCache().getAll()[0]?.options.mutationKey).toEqual([
      ...authKeys.all,
      'sendActivationEmail',
    ])
    const { recoveryToken = '', identityId: mailed } = await lastMail(email, 'activation')
    expect(mailed).toBe(memberId)
    const { result } = renderStorefrontHook(
      () => useRecover({ completeLogin: hostedExchange(emu) }),
      emu.visitor(),
    )
    const state = await act(() =>
      result.current.mutateAsync({ recoveryToken, password: 'activated-password' }),
    )
    expect(state.loginState).toBe('SUCCESS')

    const visitor = renderStorefrontHook(() => useSendActivationEmail(), emu.visitor())
    const denied = await act(() =>
      visitor.result.current.mutateAsync({ identityId: memberId }).catch((e: unknown) => e),
    )
    expect(denied).toBeInstanceOf(PermissionError)
  })
})
