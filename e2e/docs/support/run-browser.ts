import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { MARKER } from './marker'
import type { RunResult } from './run-node'

const TIMEOUT = 30_000

/**
 * Runs a bundled program in a fresh Chromium context, as the module script of a page of a local
 * site (`http://127.0.0.1:<port><path>`, a loopback origin the emulator accepts as a redirect
 * URI). The run ends when the program finished (its end marker) and the network is quiet, or
 * threw; an error on the console fails it.
 */
export async function runBrowser(
  browser: Browser,
  program: string,
  path: string,
  emulatorUrl: string,
): Promise<RunResult> {
  const script = readFileSync(program, 'utf8')
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>docs</title>
<script>window.__DOCS_ENV__ = ${JSON.stringify({ emulatorUrl })}</script>
<script type="module" src="/__block.js"></script></head><body><div id="root"></div></body></html>`
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/__block.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' })
      return res.end(script)
    }
    if (url.pathname === '/favicon.ico') {
      res.writeHead(404)
      return res.end()
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const context = await browser.newContext()
  const page = await context.newPage()
  const result: RunResult = { code: null, output: [], errors: [], events: [], timedOut: false }
  let inFlight = 0
  page.on('request', () => inFlight++)
  page.on('requestfinished', () => inFlight--)
  page.on('requestfailed', () => inFlight--)
  const quiet = async (p: Page) => {
    for (let idle = 0, waited = 0; idle < 3 && waited < 100; waited++) {
      idle = inFlight === 0 ? idle + 1 : 0
      await p.waitForTimeout(100)
    }
  }
  try {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        result.timedOut = true
        resolve()
      }, TIMEOUT)
      const finish = (code: number) => {
        clearTimeout(timer)
        result.code = code
        resolve()
      }
      page.on('console', (message) => {
        const text = message.text()
        if (text.startsWith(MARKER)) {
          const event = JSON.parse(text.slice(MARKER.length)) as Record<string, unknown>
          result.events.push(event)
          if (event.done) finish(0)
        } else if (message.type() === 'error' && !text.startsWith('Failed to load resource')) {
          result.errors.push(text)
        } else result.output.push(text)
      })
      page.on('pageerror', (error) => {
        result.errors.push(String(error.stack ?? error))
        finish(1)
      })
      page.goto(`http://127.0.0.1:${port}${path}`).catch((error: Error) => {
        result.errors.push(error.message)
        finish(1)
      })
    })
    // What the program started (a render, its queries) settles before the run counts as done.
    if (result.code === 0) await quiet(page)
    if (result.errors.length) result.code = 1
  } finally {
    await context.close()
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return result
}
