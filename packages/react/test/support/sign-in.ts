import type { Client } from '@storefront-kit/sdk'
import {
  generateOAuthData,
  getAuthUrl,
  getMemberTokens,
  login,
  parseFromUrl,
  register,
} from '@storefront-kit/sdk/auth'
import { getMyMember } from '@storefront-kit/sdk/members'
import { HOST, type InProcessEmulator } from './emulator'

const CALLBACK = 'http://localhost:3000/callback'

/**
 * What a browser does with a session token on the real emulator's hosted authorize page: the
 * first hop sets the sign-in cookie, the second answers the code (query mode, as a full-page
 * redirect would). Resolves to the answer and the OAuth data to exchange it with. jsdom cannot
 * load the in-process emulator in the SDK's hidden frame; e2e tests cover that in Chromium.
 */
export async function hostedCode(emu: InProcessEmulator, client: Client, sessionToken: string) {
  const oauthData = await generateOAuthData(CALLBACK)
  const { authUrl } = await getAuthUrl(client, oauthData, {
    prompt: 'none',
    responseMode: 'query',
    sessionToken,
  })
  const first = await emu.emulator.fetch(new Request(authUrl, { redirect: 'manual' }))
  const cookie = first.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  const next = new URL(first.headers.get('location') ?? '', authUrl)
  const second = await emu.emulator.fetch(
    new Request(next, { headers: { cookie }, redirect: 'manual' }),
  )
  const { code, state } = parseFromUrl(second.headers.get('location') ?? '', 'query')
  return { code, state, oauthData }
}

/** `completeLogin` for jsdom: {@link hostedCode}, then the PKCE exchange. */
export function hostedExchange(emu: InProcessEmulator) {
  return async (client: Client, sessionToken: string) => {
    const { code, state, oauthData } = await hostedCode(emu, client, sessionToken)
    await getMemberTokens(client, code, state, oauthData)
  }
}

/** Calls a control endpoint of the emulator (`/_emulator/...`). */
export async function control(emu: InProcessEmulator, path: string, body?: unknown) {
  const res = await emu.emulator.fetch(
    new Request(`http://${HOST}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body !== undefined && {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      }),
    }),
  )
  return (await res.json()) as Record<string, unknown>
}

/** The last verification code e-mailed to `to`. */
export async function lastCode(emu: InProcessEmulator, to: string): Promise<string> {
  const { messages } = (await control(
    emu,
    `/_emulator/outbox?to=${encodeURIComponent(to)}&kind=verification-code`,
  )) as { messages: { data: Record<string, string> }[] }
  return messages.at(-1)?.data.code ?? ''
}

/** A new member signed in on a client of their own (register, then the PKCE exchange). */
export async function signedInMember(emu: InProcessEmulator, password = 'member-password') {
  const email = `m-${crypto.randomUUID()}@example.com`
  const client = emu.visitor()
  const state = await register(client, { loginId: { email }, password })
  if (state.loginState !== 'SUCCESS') throw new Error(`register: ${state.loginState}`)
  await hostedExchange(emu)(client, state.data.sessionToken)
  const { member } = await getMyMember(client)
  return { client, email, password, memberId: member.id }
}

/** Another device of a member: a new client, signed in with the member's password. */
export async function signInElsewhere(emu: InProcessEmulator, email: string, password: string) {
  const client = emu.visitor()
  const state = await login(client, { loginId: { email }, password })
  if (state.loginState !== 'SUCCESS') throw new Error(`login: ${state.loginState}`)
  await hostedExchange(emu)(client, state.data.sessionToken)
  return client
}
