// The shop's production server: the built pages (React Router's request handler), the built
// assets (named by content, so cached for a year), compression (brotli or gzip, as the browser
// asks). `npm start` runs it after building when the build is missing or stale.
//
//   PORT=5173 HOST=127.0.0.1 STOREFRONT_API_URL=… STOREFRONT_CLIENT_ID=… node apps/shop/server.mjs
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const port = Number(process.env.PORT ?? 5173)
const host = process.env.HOST ?? '127.0.0.1'

const build = await import('./build/server/index.js')
const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use('/assets', express.static(here('./build/client/assets'), { immutable: true, maxAge: '1y' }))
app.use(express.static(here('./build/client'), { maxAge: '1h', index: false }))
app.use(createRequestHandler({ build, mode: 'production' }))

const server = app.listen(port, host, () => {
  const { port: bound } = server.address()
  process.stdout.write(`shop ready at http://${host}:${bound}\n`)
})
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => server.close(() => process.exit(0)))
