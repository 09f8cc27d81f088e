import type { Servers } from './servers'

/** Headers of a control API call: the suite's control token, and JSON. */
const control = (servers: Servers) => ({
  'x-emulator-control-token': servers.controlToken,
  'content-type': 'application/json',
})

/** One e-mail of the emulator's outbox (`/_emulator/outbox`). */
export interface OutboxMessage {
  to: string
  kind: string
  subject: string
  text: string
  data?: Record<string, unknown>
}

/** The e-mails sent to an address, oldest first. */
export async function outbox(servers: Servers, to: string): Promise<OutboxMessage[]> {
  const response = await fetch(
    `${servers.emulatorUrl}/_emulator/outbox?to=${encodeURIComponent(to)}`,
    { headers: control(servers) },
  )
  if (!response.ok) throw new Error(`The outbox answered ${response.status}`)
  const { messages } = (await response.json()) as { messages: OutboxMessage[] }
  return messages
}

/** The code of the newest verification e-mail to an address. */
export async function latestCode(servers: Servers, to: string): Promise<string> {
  const messages = await outbox(servers, to)
  for (const message of [...messages].reverse()) {
    const code = message.kind === 'verification-code' ? message.data?.code : undefined
    if (typeof code === 'string') return code
  }
  throw new Error(
    `No e-mail with a 6-digit code was sent to ${to} (outbox: ${JSON.stringify(messages)})`,
  )
}

/** A call of the owner API (API key + site id), answering its JSON. */
export async function ownerCall<T>(
  servers: Servers,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${servers.emulatorUrl}${path}`, {
    method,
    headers: {
      authorization: servers.apiKey,
      'wix-site-id': servers.siteId,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  })
  const json = (await response.json()) as T
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`)
  return json
}

/** Changes the emulator's sign-in policies (control API). */
export async function setSignInPolicies(
  servers: Servers,
  policies: { ownerApproval?: boolean; emailVerification?: boolean },
): Promise<void> {
  const response = await fetch(`${servers.emulatorUrl}/_emulator/identity/policies`, {
    method: 'POST',
    headers: control(servers),
    body: JSON.stringify(policies),
  })
  if (!response.ok) throw new Error(`Changing sign-in policies answered ${response.status}`)
}

/**
 * Changes the site's payment settings (control API): with `delayCapture` the hosted checkout
 * only authorizes card payments, for the owner to capture later.
 */
export async function setPaymentSettings(
  servers: Servers,
  settings: { acceptPayments?: boolean; delayCapture?: boolean },
): Promise<void> {
  const response = await fetch(`${servers.emulatorUrl}/_emulator/payments/settings`, {
    method: 'PUT',
    headers: control(servers),
    body: JSON.stringify(settings),
  })
  if (!response.ok) throw new Error(`Changing payment settings answered ${response.status}`)
}
