#!/usr/bin/env node
import { enableCompileCache } from 'node:module'
import { parseArgs } from 'node:util'
import type { SeedKind } from './areas/area'
import type { IdentityPolicies } from './areas/identity/index'
import type { EmulatorState } from './state/state-file'

const USAGE = `storefront-emulator start [--port 4010] [--host 127.0.0.1] [--data-dir DIR] [--seed demo|empty] [--catalog v3|v1] [--quiet]
                          [--owner-approval] [--email-verification] [--captcha] [--redirect-uri URL ...]
                          [--control-token TOKEN] [--allowed-host NAME ...] [--body-limit 10mb]
                          [--webhook URL[,event-type...] ...]
                          [--import FILE]
storefront-emulator reset | export FILE | import FILE [--url http://127.0.0.1:4010] [--control-token TOKEN]

  reset       a running emulator back to its seed
  export      a running emulator's whole state (data, settings, files) to FILE (JSON)
  import      FILE's state into a running emulator, replacing its own
  --url       the running emulator (default http://127.0.0.1:4010)
  --import    start from FILE's state (written by export)

  --port      port to listen on (0 picks a free one; default 4010)
  --host      interface to listen on (default 127.0.0.1)
  --data-dir  keep the database in DIR across restarts (default: a fresh temporary database),
              settings changed through the control API included; a flag below wins over
              a stored setting of the same name
  --seed      starting data for a new database and after a reset: demo (default) or empty
  --catalog   the Stores catalog of a new store: v3 (default: products v3, categories) or v1
              (the legacy catalog, collections); a data dir keeps the catalog it was made with
  --quiet     print only the URL line
  --owner-approval      new members wait for the owner's approval
  --email-verification  new members confirm their e-mail with a code (read it at /_emulator/outbox)
  --captcha             login and sign-up need a captcha token; the test token is emulator-captcha-pass
  --redirect-uri URL    allow an OAuth redirect URI (repeatable; a trailing * allows every path
                        under it); loopback URLs on any port are always allowed
  --control-token TOKEN the control API (/_emulator/*) then needs the header
                        x-emulator-control-token: TOKEN (default: $STOREFRONT_EMULATOR_CONTROL_TOKEN,
                        else none)
  --allowed-host NAME   a host name the control API also answers besides localhost and --host
                        (repeatable; for a LAN address or a container name)
  --body-limit SIZE     largest request body, in bytes or with kb/mb (default 10mb)
  --webhook URL[,TYPE…] deliver events (of these types; default every type) to URL as the platform
                        does: signed with the key printed at start (repeatable)

storefront-emulator listen [--forward-to URL] [--events TYPE,…] [--emulator URL] [--control-token TOKEN]
                          follow a running emulator's events (listen --help for more)`

/** `--webhook URL[,event-type…]` as an endpoint; undefined when the URL is not http(s). */
function parseWebhook(flag: string) {
  const [url = '', ...events] = flag.split(',').map((part) => part.trim())
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) return undefined
  return { url, events: events.filter(Boolean).length ? events.filter(Boolean) : ['*'] }
}

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`)
  process.exit(2)
}

const SIZE = /^(\d+)(kb|mb)?$/i
const UNIT = { kb: 1024, mb: 1024 * 1024 } as const

/** Bytes of a size given as `1048576`, `512kb` or `10mb`; undefined when unreadable. */
function parseSize(text: string): number | undefined {
  const match = SIZE.exec(text.trim())
  if (!match) return undefined
  const unit = match[2]?.toLowerCase() as keyof typeof UNIT | undefined
  const bytes = Number(match[1]) * (unit ? UNIT[unit] : 1)
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : undefined
}

/** One line saying how sign-in behaves (flags and stored settings together), for the banner. */
function signInPolicies(policies: IdentityPolicies): string {
  const on = [
    policies.ownerApproval && 'owner approval',
    policies.emailVerification && 'e-mail verification',
    policies.captcha && 'captcha (test token emulator-captcha-pass)',
  ].filter(Boolean)
  return on.length ? on.join(', ') : 'open (auto-approve, no e-mail code, no captcha)'
}

async function main() {
  // Compiling the emulator's modules was the largest part of a cold start: Node keeps the
  // compiled code on disk (in the OS temporary directory, or NODE_COMPILE_CACHE) for the next
  // one. Enabled before anything else loads: every module of the emulator, zod included, is
  // imported below, so that none is compiled without the cache.
  enableCompileCache()
  if (process.argv[2] === 'listen')
    return (await import('./cli/listen')).runListen(process.argv.slice(3))
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        port: { type: 'string', default: '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        'data-dir': { type: 'string' },
        seed: { type: 'string', default: 'demo' },
        catalog: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        'owner-approval': { type: 'boolean', default: false },
        'email-verification': { type: 'boolean', default: false },
        captcha: { type: 'boolean', default: false },
        'redirect-uri': { type: 'string', multiple: true },
        'control-token': { type: 'string' },
        'allowed-host': { type: 'string', multiple: true },
        'body-limit': { type: 'string', default: '10mb' },
        webhook: { type: 'string', multiple: true },
        import: { type: 'string' },
        url: { type: 'string', default: 'http://127.0.0.1:4010' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    fail((error as Error).message)
  }
  const { values, positionals } = parsed
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return
  }
  const command = positionals[0] ?? 'start'
  // An empty variable counts as unset; an empty flag is a mistake.
  const controlToken =
    (values['control-token'] as string | undefined) ??
    (process.env.STOREFRONT_EMULATOR_CONTROL_TOKEN || undefined)
  if (controlToken === '') fail('--control-token must not be empty')
  if (command === 'reset' || command === 'export' || command === 'import') {
    const target = { url: String(values.url), ...(controlToken && { token: controlToken }) }
    const { runStateCommand } = await import('./cli-state')
    await runStateCommand(command, positionals[1], target).then(
      (line) => process.stdout.write(`${line}\n`),
      (error: Error) => {
        process.stderr.write(`${error.message}\n`)
        process.exit(1)
      },
    )
    return
  }
  if (command !== 'start') fail(`Unknown command ${command}`)
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be 0..65535, not ${values.port}`)
  if (values.seed !== 'demo' && values.seed !== 'empty')
    fail(`--seed must be demo or empty, not ${values.seed}`)
  const catalog = values.catalog as string | undefined
  if (catalog !== undefined && catalog !== 'v1' && catalog !== 'v3')
    fail(`--catalog must be v3 or v1, not ${catalog}`)
  const maxBodyBytes = parseSize(String(values['body-limit']))
  if (maxBodyBytes === undefined)
    fail(`--body-limit must be bytes or a size like 512kb or 10mb, not ${values['body-limit']}`)
  let state: EmulatorState | undefined
  try {
    if (values.import) state = (await import('./cli-state')).readStateFile(String(values.import))
  } catch (error) {
    fail((error as Error).message)
  }
  const allowedHosts = Array.isArray(values['allowed-host'])
    ? values['allowed-host'].map(String)
    : []
  const webhookFlags = Array.isArray(values.webhook) ? values.webhook.map(String) : []
  const webhooks = webhookFlags.map((flag) => {
    const endpoint = parseWebhook(flag)
    if (!endpoint) fail(`--webhook must be an http(s) URL, then event types, not ${flag}`)
    return endpoint
  })
  // Loaded here rather than at the top, so that `listen` does not load the whole emulator.
  const [{ startEmulator }, { getPolicies }] = await Promise.all([
    import('./server'),
    import('./areas/identity/index'),
  ])
  const started = performance.now()
  const running = await startEmulator({
    port,
    host: String(values.host),
    seed: values.seed as SeedKind,
    ...(catalog && { catalog }),
    ...(values['data-dir'] && { dataDir: String(values['data-dir']) }),
    // Only the flags given: a policy left out keeps what the data dir stored.
    identityPolicies: {
      ...(values['owner-approval'] && { ownerApproval: true }),
      ...(values['email-verification'] && { emailVerification: true }),
      ...(values.captcha && { captcha: true }),
    },
    ...(Array.isArray(values['redirect-uri']) && {
      redirectUris: values['redirect-uri'].map(String),
    }),
    ...(controlToken !== undefined && { controlToken }),
    allowedHosts,
    maxBodyBytes,
    webhooks,
    ...(state && { state }),
    // --quiet promises the URL line alone: the emulator's own notes (sign-ins, failed deliveries)
    // are left out too; the control API and event stream still tell them.
    log: values.quiet ? () => {} : (line) => process.stderr.write(`${line}\n`),
  }).catch((error: NodeJS.ErrnoException) =>
    fail(
      error.code === 'EADDRINUSE'
        ? `Port ${port} is in use; pick another with --port`
        : error.message,
    ),
  )
  const { info } = running
  const ms = Math.round(performance.now() - started)
  process.stdout.write(`storefront-emulator ${info.version} ready at ${running.url} in ${ms} ms\n`)
  // Made on first use (a few hundred ms), so after the ready line; under the request lock, as
  // requests may be arriving already.
  const webhookKey = values.quiet
    ? ''
    : await running.emulator.context.lock(() => info.webhookPublicKey)
  if (!values.quiet)
    process.stdout.write(
      [
        `  OAuth client id  ${info.clientId}`,
        `  owner API key    ${info.apiKey}   (send with wix-site-id: ${info.siteId})`,
        `  data             ${info.dataDir ?? 'temporary (use --data-dir to keep it)'}`,
        `  seed             ${info.seed}`,
        `  catalog          ${info.catalog === 'v3' ? 'V3 (products v3, categories; --catalog v1 for the legacy catalog)' : 'V1 (the legacy catalog: products v1, collections)'}`,
        `  sign-in          ${signInPolicies(getPolicies(running.emulator.context))}`,
        ...(info.seed === 'demo'
          ? ['  demo member      demo.member@example.com / demo-password']
          : []),
        `  control API      ${running.url}/_emulator/info${controlToken ? '   (needs x-emulator-control-token)' : ''}`,
        ...webhooks.map(
          (hook) =>
            `  webhook          ${hook.url}  ${hook.events.join(', ').replace('*', 'every event')}`,
        ),
        `  webhook key      RS256 public key (app id: the client id; webhookPublicKey in /_emulator/info)`,
        webhookKey.trim(),
        '',
      ].join('\n'),
    )
  const stop = () => {
    running.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

main()
