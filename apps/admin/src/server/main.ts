// The back office's server: `node --import tsx apps/admin/src/server/main.ts [--dev]`, with
// STOREFRONT_API_URL, STOREFRONT_API_KEY (and STOREFRONT_SITE_ID, ADMIN_PASSWORD,
// ADMIN_PUBLIC_URL, PORT, HOST) in the environment. Prints "back office ready at <url>" and each
// one-time sign-in link. `--dev` serves the app from source through Vite (hot reload).
import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { getRequestListener } from '@hono/node-server'
import { compress } from 'hono/compress'
import { createAdminServer } from './app'
import { clientBuild } from './client-build'
import { readServerConfig } from './config'
import { hashPassword } from './password'

const appDir = fileURLToPath(new URL('../..', import.meta.url))
const dev = process.argv.includes('--dev')
const port = Number(process.env.PORT ?? 5174)
const host = process.env.HOST ?? '127.0.0.1'

const read = readServerConfig(process.env)
if (!read.ok) {
  process.stderr.write(`The back office needs ${read.missing.join(' and ')} in its environment.\n`)
  process.exit(1)
}
const { config } = read
const password = config.password ? await hashPassword(config.password) : undefined

let origin: string | undefined
const pendingLinks: string[] = []
const printLink = (path: string) => {
  if (!origin) return void pendingLinks.push(path)
  process.stdout.write(`back office sign-in link (one use): ${origin}${path}\n`)
}

const vite = dev
  ? await (await import('vite')).createServer({
      root: appDir,
      configFile: `${appDir}vite.config.ts`,
      server: { middlewareMode: true },
      appType: 'spa',
    })
  : undefined
const app = createAdminServer({
  config,
  password,
  onSignInLink: printLink,
  serveApp: vite ? (c) => c.notFound() : clientBuild(`${appDir}build/client`),
})
const root = new (await import('hono')).Hono()
root.use(compress())
root.route('/', app)
const listener = getRequestListener(root.fetch)
// In dev, Vite answers the app's own files (source modules, hot reload); the server the rest.
const ownPath = /^\/(api|auth|sign-in)(\/|$|\?)/
const server = createServer((req, res) => {
  if (vite && !ownPath.test(req.url ?? '/')) return vite.middlewares(req, res)
  return listener(req, res)
})
server.listen(port, host, () => {
  const address = server.address()
  const bound = typeof address === 'object' && address ? address.port : port
  origin = process.env.ADMIN_PUBLIC_URL?.replace(/\/+$/, '') || `http://${host}:${bound}`
  // The first link before "ready", so whoever waits for "ready" has seen it.
  for (const path of pendingLinks.splice(0)) printLink(path)
  process.stdout.write(`back office ready at ${origin}\n`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void vite?.close()
    server.close(() => process.exit(0))
    server.closeAllConnections()
  })
