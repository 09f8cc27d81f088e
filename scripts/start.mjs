// `npm start`: the emulator with the demo store, and the demo shop against it, served as in
// production (built first when the build is missing or older than the sources). `npm run dev`
// (`--dev`) serves the shop from source with Vite's dev server instead (hot reload). Prints both
// URLs and the emulator's client id and API key; one Ctrl-C stops both.
//
//   node scripts/start.mjs [--dev] [--port 4010] [--shop-port 5173] [--owner-approval] [--no-email-verification]
//
// `--port 0` (or PORT=0) picks free ports for both servers, as the e2e suite does. A busy port
// falls back to a free one. The emulator is started with e-mail verification on, so sign-up shows
// the code step (codes are in the emulator's outbox). With STOREFRONT_EMULATOR_CONTROL_TOKEN set,
// the emulator's control API requires that token (passed in the environment, never on the command
// line, where other users of the machine could read it); without it the outbox opens in a browser.
import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildApp } from './app-build.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const HOST = '127.0.0.1'
const READY_TIMEOUT = 120_000

/** Whether `port` can be listened on now (0 always can). */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, HOST, () => server.close(() => resolve(true)))
  })
}

/** A port the OS says is free. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, HOST, () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/** `wanted` when free, else any free port (0 means any). */
async function pickPort(wanted, name, log) {
  if (wanted !== 0 && (await isFree(wanted))) return wanted
  const port = await freePort()
  if (wanted !== 0) log(`${name}: port ${wanted} is busy, using ${port}`)
  return port
}

/** Resolves with the first line of `child`'s stdout matching `pattern` (rejects if it exits first). */
function waitForLine(child, pattern, name, onLine) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start within ${READY_TIMEOUT / 1000} s`)),
      READY_TIMEOUT,
    )
    const lines = createInterface({ input: child.stdout })
    let found = false
    lines.on('line', (line) => {
      onLine(line)
      const match = !found && pattern.exec(line)
      if (match) {
        found = true
        clearTimeout(timer)
        resolve(match)
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (!found)
        reject(new Error(`${name} exited (${signal ?? `code ${code}`}) before it was ready`))
    })
  })
}

/**
 * How an app is served: its production server (after a build when stale), or its dev server.
 * The shop reads where the store is from its environment.
 */
function appCommand(app, { dev, port }) {
  if (dev)
    return [
      fileURLToPath(new URL('../node_modules/@react-router/dev/bin.cjs', import.meta.url)),
      'dev',
      '--host',
      HOST,
      '--port',
      String(port),
      '--strictPort',
      '--clearScreen',
      'false',
      '--logLevel',
      'warn',
    ]
  return [`${root}${app}/server.mjs`]
}

/** Polls `url` until it answers (the dev server compiles the page on first request). */
async function waitForHttp(url, name) {
  const deadline = Date.now() + READY_TIMEOUT
  for (;;) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {}
    if (Date.now() > deadline) throw new Error(`${name} did not answer at ${url}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** Stops a child: SIGTERM, then SIGKILL if it is still there after a few seconds. */
function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * Starts the emulator and the shop. Resolves with their URLs, the emulator's credentials and a
 * `stop()` that ends both; rejects (having stopped whatever started) if either fails to start.
 */
export async function start(options = {}) {
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`))
  const controlToken =
    options.controlToken ?? (process.env.STOREFRONT_EMULATOR_CONTROL_TOKEN || undefined)
  const controlHeaders = controlToken ? { 'x-emulator-control-token': controlToken } : {}
  const children = []
  const stop = () => Promise.all(children.map(stopChild)).then(() => undefined)
  try {
    const emulatorPort = await pickPort(options.port ?? 4010, 'emulator', log)
    const shopPort = await pickPort(
      options.shopPort ?? (options.port === 0 ? 0 : 5173),
      'shop',
      log,
    )
    const shopUrl = `http://${HOST}:${shopPort}`
    // The production build (when stale) is made while the emulator starts.
    const built = options.dev ? undefined : buildApp('apps/shop', { ifStale: true, log })
    built?.catch(() => {})
    const emulator = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'packages/emulator/src/cli.ts',
        'start',
        '--port',
        String(emulatorPort),
        '--host',
        HOST,
        '--seed',
        'demo',
        ...(options.emailVerification === false ? [] : ['--email-verification']),
        ...(options.ownerApproval ? ['--owner-approval'] : []),
        '--redirect-uri',
        `${shopUrl}/*`,
        '--redirect-uri',
        `http://localhost:${shopPort}/*`,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
        env: controlToken
          ? { ...process.env, STOREFRONT_EMULATOR_CONTROL_TOKEN: controlToken }
          : process.env,
      },
    )
    children.push(emulator)
    const [, emulatorUrl] = await waitForLine(
      emulator,
      /ready at (http\S+)/,
      'The emulator',
      (line) => log(line),
    )
    const info = await (
      await fetch(`${emulatorUrl}/_emulator/info`, { headers: controlHeaders })
    ).json()

    await built
    const shop = spawn(
      process.execPath,
      appCommand('apps/shop', { dev: options.dev, port: shopPort }),
      {
        cwd: `${root}apps/shop`,
        // The dev server's warnings are worth seeing; the production server only says it is up.
        stdio: ['ignore', options.dev ? 'inherit' : 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(shopPort),
          HOST,
          STOREFRONT_API_URL: emulatorUrl,
          STOREFRONT_CLIENT_ID: info.clientId,
        },
      },
    )
    children.push(shop)
    const exited = new Promise((_, reject) =>
      shop.once('exit', (code) => reject(new Error(`The shop's server exited (code ${code})`))),
    )
    exited.catch(() => {})
    await Promise.race([waitForHttp(`${shopUrl}/`, 'The shop'), exited])
    return {
      shopUrl,
      emulatorUrl,
      clientId: info.clientId,
      apiKey: info.apiKey,
      siteId: info.siteId,
      controlToken,
      children,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      dev: { type: 'boolean', default: false },
      port: { type: 'string', default: process.env.PORT ?? '4010' },
      'shop-port': { type: 'string' },
      'owner-approval': { type: 'boolean', default: false },
      'no-email-verification': { type: 'boolean', default: false },
    },
  })
  const port = Number(values.port)
  const shopPort = values['shop-port'] === undefined ? undefined : Number(values['shop-port'])
  for (const [name, value] of [
    ['--port', port],
    ['--shop-port', shopPort ?? 0],
  ])
    if (!Number.isInteger(value) || value < 0 || value > 65535) {
      process.stderr.write(`${name} must be a port number (0..65535)\n`)
      process.exit(2)
    }
  let running
  let stopping = false
  const shutdown = async (code) => {
    if (stopping) return
    stopping = true
    await running?.stop()
    process.exit(code)
  }
  // Ctrl-C reaches the children too (same process group); stopping them here also covers a
  // SIGTERM sent to this process alone, so nothing is left running.
  process.once('SIGINT', () => shutdown(0))
  process.once('SIGTERM', () => shutdown(0))
  try {
    running = await start({
      dev: values.dev,
      port,
      ...(shopPort !== undefined && { shopPort }),
      ownerApproval: values['owner-approval'],
      emailVerification: !values['no-email-verification'],
    })
  } catch (error) {
    process.stderr.write(`npm start failed: ${error.message}\n`)
    process.exit(1)
  }
  for (const child of running.children)
    child.once('exit', (code) => {
      if (!stopping) {
        process.stderr.write(`A server stopped unexpectedly (code ${code}); stopping the other.\n`)
        shutdown(1)
      }
    })
  process.stdout.write(
    [
      '',
      `  Shop      ${running.shopUrl}`,
      `  Emulator  ${running.emulatorUrl}`,
      `  E-mails   ${running.emulatorUrl}/_emulator/outbox   (sign-up codes land here${running.controlToken ? '; send the control token' : ''})`,
      '',
      '  Press Ctrl-C to stop both.',
      '',
    ].join('\n'),
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
