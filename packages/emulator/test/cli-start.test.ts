import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, describe, expect, it } from 'vitest'

const BIN = new URL('../bin/storefront-emulator.js', import.meta.url).pathname
// The command compiles the sources it runs through tsx at start: seconds on a busy machine.
const SPAWNED_TIMEOUT_MS = 90_000
const dir = mkdtempSync(join(tmpdir(), 'emulator-cli-start-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * Starts the CLI on `dir`; the moment it prints its ready line, reads the site's info and the
 * demo products over HTTP, then stops it.
 */
async function startAndAsk() {
  const child = spawn(
    process.execPath,
    [BIN, 'start', '--port', '0', '--quiet', '--catalog', 'v1', '--data-dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout }).on('line', (line) => {
        const ready = /ready at (\S+) in \d+ ms$/.exec(line)
        if (ready?.[1]) resolve(ready[1])
      })
      child.once('exit', (code) =>
        reject(new Error(`the CLI exited (${code}) before ready: ${stderr}`)),
      )
    })
    // Sent at once, without waiting or retrying: the ready line promises an answering server.
    const info = (await (await fetch(`${url}/_emulator/info`)).json()) as {
      apiKey: string
      siteId: string
    }
    const products = await fetch(`${url}/stores/v1/products/query`, {
      method: 'POST',
      body: JSON.stringify({ query: { paging: { limit: 100 } } }),
      headers: { authorization: info.apiKey, 'wix-site-id': info.siteId },
    })
    expect(products.status).toBe(200)
    const body = (await products.json()) as { products: { id: string }[]; totalResults: number }
    return { info, ids: body.products.map((p) => p.id), total: body.totalResults, stderr }
  } finally {
    child.kill('SIGTERM')
    await exited
  }
}

describe('storefront-emulator start', () => {
  it(
    'answers a request sent at its ready line, on a new data directory and again on the same one, seeded once',
    async () => {
      const first = await startAndAsk()
      expect(first.total).toBeGreaterThanOrEqual(40)
      expect(first.ids).toHaveLength(first.total)
      // The seed registers the demo member, a note --quiet leaves out with everything else.
      expect(first.stderr).toBe('')
      const second = await startAndAsk()
      expect(second.info.siteId).toBe(first.info.siteId)
      expect(second.total).toBe(first.total)
      expect(second.ids).toEqual(first.ids)
    },
    2 * SPAWNED_TIMEOUT_MS,
  )
})
