// `npm start`: the apps of `APPS`: the emulator with the demo store, and the demo shop against
// it, served as in production (each app built first when its build is missing or older than the
// sources). `npm run dev` (`--dev`) serves the apps from source with their dev servers instead
// (hot reload). Prints every URL and the emulator's client id and API key; one Ctrl-C stops them
// all.
//
//   node scripts/start.mjs [--dev] [--port 4010] [--shop-port 5173] [--catalog v1|v3] [--owner-approval] [--no-email-verification]
//
// `--port` is the emulator's; every other app has its own `--<name>-port`. `--port 0` (or PORT=0)
// picks free ports for all of them, as the e2e suite does. A busy port falls back to a free one. The emulator is started with e-mail verification on, so sign-up shows
// the code step (codes are in the emulator's outbox). With STOREFRONT_EMULATOR_CONTROL_TOKEN set,
// the emulator's control API requires that token (passed in the environment, never on the command
// line, where other users of the machine could read it); without it the outbox opens in a browser.
// The demo store runs the catalog a new store runs (Catalog V3) unless `--catalog v1` asks for a
// store on the legacy catalog; the shop follows whichever the store runs.
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

/** Starts the emulator; resolves with its URL and the credentials it reports. */
async function startEmulatorApp({ port, children, log, options, controlToken }) {
  const controlHeaders = controlToken ? { 'x-emulator-control-token': controlToken } : {}
  const emulator = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'packages/emulator/src/cli.ts',
      'start',
      '--port',
      String(port),
      '--host',
      HOST,
      '--seed',
      'demo',
      ...(options.catalog ? ['--catalog', options.catalog] : []),
      ...(options.emailVerification === false ? [] : ['--email-verification']),
      ...(options.ownerApproval ? ['--owner-approval'] : []),
      // Every app after the emulator is a site whose pages the sign-in may return to.
      ...options.appUrls.flatMap((url) => ['--redirect-uri', `${url}/*`]),
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
  const [, url] = await waitForLine(emulator, /ready at (http\S+)/, 'The emulator', (line) =>
    log(line),
  )
  const info = await (await fetch(`${url}/_emulator/info`, { headers: controlHeaders })).json()
  return { url, clientId: info.clientId, apiKey: info.apiKey, siteId: info.siteId }
}

/**
 * How an app is served: its production server (`server.mjs`, after a build when stale), or its
 * dev server.
 */
function appCommand(dir, { dev, port }) {
  if (dev)
    return [
      fileURLToPath(new URL('../node_modules/@react-router/dev/bin.cjs', import.meta.url)),
      'dev',
      '--host',
      HOST,
      '--port',
      String(port),
      '--strictPort',
      '--logLevel',
      'warn',
    ]
  return [`${root}${dir}/server.mjs`]
}

/**
 * A web app in `dir` (a React Router app with a `server.mjs`), with the environment `env` makes
 * from what the apps before it reported (the emulator's URL and client id). Its production build
 * is made (when stale) while the apps before it start.
 */
function webApp(dir, env) {
  return {
    prepare: ({ dev, log }) => (dev ? undefined : buildApp(dir, { ifStale: true, log })),
    start: async ({ name, port, children, started, prepared, options }) => {
      const url = `http://${HOST}:${port}`
      await prepared
      const child = spawn(process.execPath, appCommand(dir, { dev: options.dev, port }), {
        cwd: `${root}${dir}`,
        // The dev server's warnings are worth seeing; the production server only says it is up.
        stdio: ['ignore', options.dev ? 'inherit' : 'ignore', 'inherit'],
        env: { ...process.env, PORT: String(port), HOST, ...env(started) },
      })
      children.push(child)
      const exited = new Promise((_, reject) =>
        child.once('exit', (code) =>
          reject(new Error(`The ${name}'s server exited (code ${code})`)),
        ),
      )
      exited.catch(() => {})
      await Promise.race([waitForHttp(`${url}/`, `The ${name}`), exited])
      return { url }
    },
  }
}

/**
 * The back office in `dir`: its own server (which holds the owner's API key and signs people in)
 * in front of the built app, or of Vite's dev server with `--dev`. It prints a one-time sign-in
 * link before it says it is ready, and a new one each time one is used.
 */
function backOfficeApp(dir) {
  return {
    prepare: ({ dev, log }) => (dev ? undefined : buildApp(dir, { ifStale: true, log })),
    start: async ({ port, children, started, prepared, options, log }) => {
      await prepared
      const { emulator } = started
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'src/server/main.ts', ...(options.dev ? ['--dev'] : [])],
        {
          cwd: `${root}${dir}`,
          stdio: ['ignore', 'pipe', 'inherit'],
          env: {
            ...process.env,
            PORT: String(port),
            HOST,
            STOREFRONT_API_URL: emulator.url,
            STOREFRONT_API_KEY: emulator.apiKey,
            STOREFRONT_SITE_ID: emulator.siteId,
          },
        },
      )
      children.push(child)
      let signInLink
      const [, url] = await waitForLine(
        child,
        /back office ready at (http\S+)/,
        'The back office',
        (line) => {
          const link = /sign-in link \(one use\): (\S+)/.exec(line)?.[1]
          if (!link) return
          if (signInLink) log(`  Back office: a new one-time sign-in link: ${link}`)
          else signInLink = link
        },
      )
      return { url, signInLink }
    },
  }
}

/**
 * The apps `npm start` runs, in start order: the emulator first (every other app talks to it),
 * then the apps built on it, each given what the apps before it reported. A new app (the back
 * office) is one more entry: a name (its `--<name>-port` flag), a label for the banner, a
 * default port, how to prepare it (a build) and how to start it.
 */
export const APPS = [
  { name: 'emulator', label: 'Emulator', port: 4010, start: startEmulatorApp },
  {
    name: 'shop',
    label: 'Shop',
    port: 5173,
    ...webApp('apps/shop', ({ emulator }) => ({
      STOREFRONT_API_URL: emulator.url,
      STOREFRONT_CLIENT_ID: emulator.clientId,
      // Server-side only: the account page reads a member's orders from every device with it.
      STOREFRONT_API_KEY: emulator.apiKey,
      STOREFRONT_SITE_ID: emulator.siteId,
    })),
  },
  { name: 'admin', label: 'Back office', port: 5174, ...backOfficeApp('apps/admin') },
]

/**
 * Starts every app of {@link APPS}. Resolves with their URLs (`urls.shop`, and `shopUrl`,
 * `emulatorUrl`), the emulator's credentials and a `stop()` that ends them all; rejects (having
 * stopped whatever started) if any fails to start. `options.ports` sets an app's port by name
 * (`options.port` is the emulator's; 0 there means free ports for every app).
 */
export async function start(options = {}) {
  const log = options.log ?? ((line) => process.stdout.write(`${line}\n`))
  const controlToken =
    options.controlToken ?? (process.env.STOREFRONT_EMULATOR_CONTROL_TOKEN || undefined)
  const children = []
  const stop = () => Promise.all(children.map(stopChild)).then(() => undefined)
  try {
    const wanted = {
      ...options.ports,
      ...(options.port !== undefined && { emulator: options.port }),
    }
    const ports = {}
    for (const app of APPS)
      ports[app.name] = await pickPort(
        wanted[app.name] ?? (options.port === 0 ? 0 : app.port),
        app.name,
        log,
      )
    // The apps' addresses are known before they start, so the emulator can allow them as
    // redirect URIs (by IP and by name) from the first request on.
    const appUrls = APPS.slice(1).flatMap(({ name }) => [
      `http://${HOST}:${ports[name]}`,
      `http://localhost:${ports[name]}`,
    ])
    // Builds run while the apps before them start.
    const prepared = Object.fromEntries(
      APPS.map((app) => {
        const work = app.prepare?.({ dev: options.dev, log })
        work?.catch(() => {})
        return [app.name, work]
      }),
    )
    const started = {}
    for (const app of APPS)
      started[app.name] = await app.start({
        prepared: prepared[app.name],
        name: app.name,
        port: ports[app.name],
        children,
        log,
        started,
        controlToken,
        options: { ...options, appUrls },
      })
    const { emulator } = started
    return {
      urls: Object.fromEntries(APPS.map(({ name }) => [name, started[name].url])),
      shopUrl: started.shop.url,
      adminSignInLink: started.admin.signInLink,
      emulatorUrl: emulator.url,
      clientId: emulator.clientId,
      apiKey: emulator.apiKey,
      siteId: emulator.siteId,
      controlToken,
      children,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** `--port` (the emulator's, PORT in the environment) and each other app's `--<name>-port`. */
const portFlag = (name) => (name === 'emulator' ? 'port' : `${name}-port`)

async function main() {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(APPS.map(({ name }) => [portFlag(name), { type: 'string' }])),
      port: { type: 'string', default: process.env.PORT ?? '4010' },
      dev: { type: 'boolean', default: false },
      catalog: { type: 'string' },
      'owner-approval': { type: 'boolean', default: false },
      'no-email-verification': { type: 'boolean', default: false },
    },
  })
  if (values.catalog !== undefined && !['v1', 'v3'].includes(values.catalog)) {
    process.stderr.write('--catalog must be v1 or v3\n')
    process.exit(2)
  }
  const ports = {}
  for (const { name } of APPS) {
    const flag = portFlag(name)
    if (values[flag] === undefined) continue
    const value = Number(values[flag])
    if (!Number.isInteger(value) || value < 0 || value > 65535) {
      process.stderr.write(`--${flag} must be a port number (0..65535)\n`)
      process.exit(2)
    }
    ports[name] = value
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
    const { emulator: port, ...others } = ports
    running = await start({
      dev: values.dev,
      port,
      ports: others,
      catalog: values.catalog,
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
        process.stderr.write(`A server stopped unexpectedly (code ${code}); stopping the others.\n`)
        shutdown(1)
      }
    })
  // The apps to open first, then the emulator they all use.
  const shown = [...APPS.slice(1), APPS[0]]
  process.stdout.write(
    [
      '',
      ...shown.map(({ name, label }) => `  ${label.padEnd(11)} ${running.urls[name]}`),
      `  Sign in     ${running.adminSignInLink}   (to the back office: one use; a new link prints here after)`,
      `  E-mails     ${running.emulatorUrl}/_emulator/outbox   (sign-up codes land here${running.controlToken ? '; send the control token' : ''})`,
      '',
      '  Press Ctrl-C to stop them all.',
      '',
    ].join('\n'),
  )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main()
