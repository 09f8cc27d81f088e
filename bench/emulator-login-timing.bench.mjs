// Emulator login timing: a direct login for an address with no account against one with a wrong
// password, both over keep-alive HTTP in the same run. A ratio near 1 means response times do not
// tell which addresses have accounts; before the decoy hash, an unknown address answered about ten
// times faster because it skipped scrypt.
import { compareAsync, loadEmulator, report } from './lib.mjs'

const { startEmulator } = await loadEmulator()
const emu = await startEmulator({ seed: 'demo' })
const { url, info } = emu

const visitor = {
  authorization: (
    await (
      await fetch(`${url}/oauth2/token`, {
        method: 'POST',
        body: JSON.stringify({ clientId: info.clientId, grantType: 'anonymous' }),
      })
    ).json()
  ).access_token,
}

async function login(email, expectedCode) {
  const res = await fetch(`${url}/_api/iam/authentication/v2/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...visitor },
    body: JSON.stringify({ loginId: { email }, password: 'not-the-password' }),
  })
  const body = await res.json()
  const code = body.details?.applicationError?.code
  if (code !== expectedCode)
    throw new Error(`login ${email}: ${res.status} ${JSON.stringify(body)}`)
}

const ns = await compareAsync(
  {
    wrongPassword: () => login('demo.member@example.com', '-19976'),
    unknownEmail: () => login('nobody-here@example.com', '-19999'),
  },
  { iterations: 40, rounds: 5, warmup: 10 },
)
await emu.close()

const ratio = ns.unknownEmail / ns.wrongPassword
const ms = (name) => Number((ns[name] / 1e6).toFixed(2))
report('emulator-login-timing', [
  { name: 'login, wrong password', value: ms('wrongPassword'), unit: 'ms' },
  { name: 'login, unknown e-mail', value: ms('unknownEmail'), unit: 'ms' },
  { name: 'unknown e-mail / wrong password', value: Number(ratio.toFixed(3)), unit: 'ratio' },
  // Budgets are upper bounds, so the gap either way is what gets one.
  {
    name: 'timing gap: distance of that ratio from 1',
    value: Number(Math.abs(1 - ratio).toFixed(3)),
    budget: 0.3,
    unit: 'ratio',
  },
])
