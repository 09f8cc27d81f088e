// @vitest-environment jsdom
import { login, OAuthError } from '@storefront-kit/sdk/auth'
import { addToCurrentCart } from '@storefront-kit/sdk/cart'
import { act, waitFor } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import { authKeys, cartKeys, useAuth, useCurrentCart } from '../src/index'
import { demoStoreForFile } from './support/catalog'
import { inProcessEmulator } from './support/emulator'
import { renderStorefrontHook } from './support/render'
import { control, hostedCode, hostedExchange, lastCode } from './support/sign-in'

const { emu, product } = demoStoreForFile()

const DEMO = { loginId: { email: 'demo.member@example.com' }, password: 'demo-password' }

/** A visitor with one item in the cart, `useAuth` twice (two components) and the cart. */
async function visitorWithCart() {
  const client = emu.visitor()
  const item = product(0)
  await addToCurrentCart(client, { lineItems: [item.line()] })
  const rendered = renderStorefrontHook(
    () => ({
      auth: useAuth({ completeLogin: hostedExchange(emu), memberFieldsets: ['FULL'] }),
      header: useAuth({ completeLogin: hostedExchange(emu) }),
      cart: useCurrentCart(),
    }),
    client,
  )
  await waitFor(() => expect(rendered.result.current.cart.data?.lineItems).toHaveLength(1))
  return { client, ...rendered }
}

describe('useAuth', () => {
  it('signs a visitor in: the state machine, the member, and the cart now owned by the member', async () => {
    const { result } = await visitorWithCart()
    expect(result.current.auth.loginState).toEqual({ loginState: 'INITIAL' })
    expect(result.current.auth.loggedIn).toBe(false)
    expect(result.current.cart.data?.buyerInfo.memberId).toBe('')

    const state = await act(() => result.current.auth.login(DEMO))
    expect(state.loginState).toBe('SUCCESS')
    await waitFor(() => expect(result.current.auth.loggedIn).toBe(true))
    // Another component sees the same session.
    expect(result.current.header.loggedIn).toBe(true)
    await waitFor(() => expect(result.current.auth.member?.loginEmail).toBe(DEMO.loginId.email))
    // The cart was fetched again as the member's (the member took over the visitor's cart).
    await waitFor(() => expect(result.current.cart.data?.buyerInfo.memberId).not.toBe(''))
    expect(result.current.cart.data?.lineItems).toHaveLength(1)
  })

  it('answers a wrong password as a FAILURE state with its code, not as an error', async () => {
    const { result } = await visitorWithCart()
    const state = await act(() =>
      result.current.auth.login({ ...DEMO, password: 'not-the-password' }),
    )
    expect(state).toMatchObject({ loginState: 'FAILURE', errorCode: 'invalidPassword' })
    await waitFor(() => expect(result.current.auth.loginState).toEqual(state))
    expect(result.current.auth.loggedIn).toBe(false)
    expect(result.current.auth.error).toBeNull()
  })

  it('finishes a hosted (redirect) login without a reload: member signed in, cart now theirs', async () => {
    const { client, result } = await visitorWithCart()
    // The hosted page's side, as the browser would go through it before returning with a code.
    const signedIn = await login(client, DEMO)
    if (signedIn.loginState !== 'SUCCESS') throw new Error(`login: ${signedIn.loginState}`)
    const answer = await hostedCode(emu, client, signedIn.data.sessionToken)

    const forged = await act(() =>
      result.current.auth
        .completeRedirectLogin({ ...answer, state: 'not-the-state' })
        .catch((error: unknown) => error),
    )
    expect(forged).toBeInstanceOf(OAuthError)
    expect((forged as OAuthError).code).toBe('INVALID_STATE')
    expect(result.current.auth.loggedIn).toBe(false)

    await act(() => result.current.auth.completeRedirectLogin(answer))
    await waitFor(() => expect(result.current.auth.loggedIn).toBe(true))
    expect(result.current.header.loggedIn).toBe(true)
    await waitFor(() => expect(result.current.auth.member?.loginEmail).toBe(DEMO.loginId.email))
    await waitFor(() => expect(result.current.cart.data?.buyerInfo.memberId).not.toBe(''))
    expect(result.current.cart.data?.lineItems).toHaveLength(1)
  })

  it('signs out: tokens gone, member data dropped, the new visitor has no cart', async () => {
    const { result, queryClient } = await visitorWithCart()
    await act(() => result.current.auth.login(DEMO))
    await waitFor(() => expect(result.current.auth.member).toBeDefined())
    const { logoutUrl } = await act(() => result.current.auth.logout())
    expect(logoutUrl).toMatch(/^https?:\/\//)
    await waitFor(() => expect(result.current.auth.loggedIn).toBe(false))
    expect(result.current.auth.member).toBeUndefined()
    await waitFor(() => expect(result.current.cart.data).toBeNull())
    expect(queryClient.getQueryData(cartKeys.current())).toBeNull()
    expect(queryClient.getQueryData(authKeys.session())).toMatchObject({ loggedIn: false })
  })
})

describe('useAuth with e-mail verification', () => {
  const verifying = inProcessEmulator()
  afterAll(() => verifying.close())

  it('registers, refuses a wrong code, resends, and signs in with the right one', async () => {
    await control(verifying, '/_emulator/identity/policies', { emailVerification: true })
    const client = verifying.visitor()
    const { result } = renderStorefrontHook(
      () => useAuth({ completeLogin: hostedExchange(verifying), memberFieldsets: ['FULL'] }),
      client,
    )
    const email = 'new.member@example.com'
    const registered = await act(() =>
      result.current.register({ loginId: { email }, password: 'secret-pass' }),
    )
    expect(registered.loginState).toBe('EMAIL_VERIFICATION_REQUIRED')
    await waitFor(() => expect(result.current.loginState).toEqual(registered))

    const code = await lastCode(verifying, email)
    const wrong = await act(() =>
      result.current.verify({ code: code === '000000' ? '111111' : '000000' }),
    )
    expect(wrong.loginState).toBe('FAILURE')
    expect((await act(() => result.current.resend())).loginState).toBe(
      'EMAIL_VERIFICATION_REQUIRED',
    )
    const done = await act(async () =>
      result.current.verify({ code: await lastCode(verifying, email) }),
    )
    expect(done.loginState).toBe('SUCCESS')
    await waitFor(() => expect(result.current.loggedIn).toBe(true))
    await waitFor(() => expect(result.current.member?.loginEmail).toBe(email))
  })
})
