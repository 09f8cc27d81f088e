import { login } from '../../src/auth'
import { createClient, type StorefrontError } from '../../src/index'
import type { ServedEmulator } from './emulator'

export const PASSWORD = 'members-test-password'

/** A member registered through the sign-in API, with a client holding a member access token. */
export async function registerMember(
  emu: ServedEmulator,
  email = `m-${crypto.randomUUID()}@example.com`,
) {
  const res = await fetch(`${emu.url}/_api/iam/authentication/v2/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: { email }, password: PASSWORD }),
  })
  const id = ((await res.json()) as { identity?: { id?: string } }).identity?.id
  if (!id) throw new Error(`register failed: ${res.status}`)
  // The emulator's own signer: its real signing path (sign-in itself is tested elsewhere).
  const { context } = emu.running.emulator
  const token = await context.signer.sign({ sub: id, kind: 'member', cid: emu.info.clientId }, 3600)
  const client = createClient({
    baseUrl: emu.url,
    auth: { headers: async () => ({ authorization: token }) },
  })
  return { id, email, client }
}

/** The state a real direct login (LoginV2 through the SDK) reaches. */
export const loginState = async (emu: ServedEmulator, email: string) =>
  (await login(emu.visitor(), { loginId: { email }, password: PASSWORD })).loginState

/** Changes the emulator's sign-in policies (owner approval, ...). */
export const setPolicies = (emu: ServedEmulator, change: Record<string, boolean>) =>
  emu.control('/_emulator/identity/policies', change)

/** The error a call rejects with. */
export async function failure(call: Promise<unknown>): Promise<StorefrontError> {
  try {
    await call
  } catch (error) {
    return error as StorefrontError
  }
  throw new Error('expected the call to fail')
}

/** Field violations as sorted `field: RULE` strings. */
export const rules = (error: StorefrontError) =>
  error.fieldViolations.map((v) => `${v.field}: ${v.violatedRule}`).sort()
