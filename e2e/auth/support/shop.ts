import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RunningEmulator, startEmulator } from '@storefront-kit/emulator'
import { build } from 'esbuild'

const root = new URL('../../..', import.meta.url).pathname

/** The SDK (from source) bundled for the browser, with `sdk`, `auth` and `redirects` on `window`. */
export async function bundleSdk(): Promise<string> {
  const result = await build({
    entryPoints: [new URL('./shop-entry.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    tsconfig: `${root}tsconfig.base.json`,
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

/** A page of the test shop: loads the SDK; `head` may carry server-rendered data. */
const page = (
  head = '',
) => `<!doctype html><html><head><meta charset="utf-8"><title>shop</title>${head}
<script src="/sdk.js"></script></head><body><h1>Test shop</h1></body></html>`

/** What a test shop serves: `/`, `/callback` and `/sdk.js`, and `/ssr` with server-rendered tokens. */
export interface Shop {
  /** `http://127.0.0.1:<port>`: the same site as the emulator. */
  url: string
  /** `http://localhost:<port>`: another site than the emulator (third-party cookies). */
  crossSiteUrl: string
  emulator: RunningEmulator
  /** Sets the inline `<head>` markup `/ssr` answers with. */
  setSsrHead(markup: string): void
  close(): Promise<void>
}

/** Starts the emulator and a test shop, each on a free port. */
export async function startShop(): Promise<Shop> {
  const emulator = await startEmulator({ seed: 'demo', host: '127.0.0.1' })
  const sdkJs = await bundleSdk()
  let ssrHead = ''
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/sdk.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      return res.end(sdkJs)
    }
    if (path === '/favicon.ico') {
      res.writeHead(404)
      return res.end()
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(page(path === '/ssr' ? ssrHead : ''))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    crossSiteUrl: `http://localhost:${port}`,
    emulator,
    setSsrHead: (markup) => {
      ssrHead = markup
    },
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await emulator.close()
    },
  }
}
