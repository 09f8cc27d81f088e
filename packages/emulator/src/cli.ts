#!/usr/bin/env node
import { parseArgs } from 'node:util'
import type { SeedKind } from './areas/area'
import { startEmulator } from './server'

const USAGE = `storefront-emulator start [--port 4010] [--host 127.0.0.1] [--data-dir DIR] [--seed demo|empty] [--quiet]

  --port      port to listen on (0 picks a free one; default 4010)
  --host      interface to listen on (default 127.0.0.1)
  --data-dir  keep the database in DIR across restarts (default: a fresh temporary database)
  --seed      starting data for a new database and after a reset: demo (default) or empty
  --quiet     print only the URL line`

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${USAGE}\n`)
  process.exit(2)
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
