#!/usr/bin/env node
import { parseArgs } from 'node:util'
import type { SeedKind } from './areas/area'
import { getPolicies, type IdentityPolicies } from './areas/identity/policies'
import { startEmulator } from './server'

const USAGE = `storefront-emulator start [--port 4010] [--host 127.0.0.1] [--data-dir DIR] [--seed demo|empty] [--quiet]
                          [--owner-approval] [--email-verification] [--captcha] [--redirect-uri URL ...]

  --port      port to listen on (0 picks a free one; default 4010)
  --host      interface to listen on (default 127.0.0.1)
  --data-dir  keep the database in DIR across restarts (default: a fresh temporary database),
              settings changed through the control API included; a flag below wins over
              a stored setting of the same name
  --seed      starting data for a new database and after a reset: demo (default) or empty
  --quiet     print only the URL line
  --owner-approval      new members wait for the owner's approval
  --email-verification  new members confirm their e-mail with a code (read it at /_emulator/outbox)
  --captcha             login and sign-up need a captcha token; the test token is emulator-captcha-pass
  --redirect-uri URL    allow an OAuth redirect URI (repeatable; a trailing * allows every path
                        under it); loopback URLs on any port are always allowed`

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`)
  process.exit(2)
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
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        port: { type: 'string', default: '4010' },
        host: { type: 'string', default: '127.0.0.1' },
        'data-dir': { type: 'string' },
        seed: { type: 'string', default: 'demo' },
        quiet: { type: 'boolean', default: false },
        'owner-approval': { type: 'boolean', default: false },
        'email-verification': { type: 'boolean', default: false },
        captcha: { type: 'boolean', default: false },
        'redirect-uri': { type: 'string', multiple: true },
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
  if (command !== 'start') fail(`Unknown command ${command}`)
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be 0..65535, not ${values.port}`)
  if (values.seed !== 'demo' && values.seed !== 'empty')
    fail(`--seed must be demo or empty, not ${values.seed}`)
  const started = performance.now()
  const running = await startEmulator({
    port,
    host: String(values.host),
    seed: values.seed as SeedKind,
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
    log: (line) => process.stderr.write(`${line}\n`),
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
  if (!values.quiet)
    process.stdout.write(
      [
        `  OAuth client id  ${info.clientId}`,
        `  owner API key    ${info.apiKey}   (send with wix-site-id: ${info.siteId})`,
        `  data             ${info.dataDir ?? 'temporary (use --data-dir to keep it)'}`,
        `  seed             ${info.seed}`,
        `  sign-in          ${signInPolicies(getPolicies(running.emulator.context))}`,
        ...(info.seed === 'demo'
          ? ['  demo member      demo.member@example.com / demo-password']
          : []),
        `  control API      ${running.url}/_emulator/info`,
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
