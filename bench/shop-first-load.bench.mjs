// (f) The demo shop's first load: the JavaScript the home page loads (production build, gzip -9,
// every script the browser fetched), and the time from navigation to the first product grid in
// headless Chromium against the emulator (fresh browser context per run: nothing cached; median
// of the runs). Baseline in the same run: first contentful paint of a static HTML page served by
// the same static server, so the ratio says what the app costs over "just HTML".
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'
import { CHROMIUM, launchChromium, loadEmulator, median, report } from './lib.mjs'

const root = new URL('..', import.meta.url).pathname
const RUNS = 7

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.map': 'application/json',
}

/** A static server for `dir` with the SPA fallback to index.html, and one extra page. */
function serveStatic(dir, extra) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/static.html') {
      res.writeHead(200, { 'content-type': TYPES['.html'] })
      return res.end(extra)
    }
    const file = normalize(join(dir, path))
    const found = file.startsWith(dir) && existsSync(file) && statSync(file).isFile()
    const target = found ? file : join(dir, 'index.html')
    res.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' })
    res.end(readFileSync(target))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  )
}

const { startEmulator } = await loadEmulator()
const emulator = await startEmulator({ seed: 'demo', catalog: 'v1' })
const outDir = mkdtempSync(join(tmpdir(), 'shop-bench-'))
try {
  process.env.VITE_API_URL = emulator.url
  process.env.VITE_CLIENT_ID = emulator.info.clientId
  const { build } = await import('vite')
  await build({
    configFile: join(root, 'apps/shop/vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  })

  // The same look as the shop's first paint: a heading and a paragraph.
  const staticPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>static</title></head>
<body><h1>Goods for slow mornings and long walks</h1><p>Small-batch homeware.</p></body></html>`
  const { server, url } = await serveStatic(outDir, staticPage)

  // Without a browser, the scripts index.html names (entry and module preloads) are what it loads.
  const html = readFileSync(join(outDir, 'index.html'), 'utf8')
  let scripts = new Set([...html.matchAll(/(?:src|href)="(\/[^"]+\.js)"/g)].map((m) => m[1]))
  const metrics = []
  if (!existsSync(CHROMIUM)) {
    process.stderr.write(`shop-first-load: ${CHROMIUM} is missing; timing skipped\n`)
  } else {
    const browser = await launchChromium()
    /** One cold load of `path`: what the page reports, and the scripts it fetched. */
    const load = async (path, measure) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      const scripts = new Set()
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && request.url().startsWith(url))
          scripts.add(new URL(request.url()).pathname)
      })
      // Records when the first product card of a grid is in the DOM, in the page's own clock.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (document.querySelector('[data-testid="product-grid"] li')) {
            window.__gridAt = performance.now()
            observer.disconnect()
          }
        }).observe(document, { childList: true, subtree: true })
      })
      await page.goto(`${url}${path}`)
      const value = await measure(page)
      await context.close()
      return { value, scripts }
    }
    const gridTime = (page) =>
      page
        .waitForFunction(() => window.__gridAt, null, { timeout: 60_000 })
        .then((h) => h.jsonValue())
    const firstPaint = (page) =>
      page
        .waitForFunction(
          () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          null,
          { timeout: 60_000 },
        )
        .then((h) => h.jsonValue())

    // Warm the emulator (pictures drawn, SQL caches) so runs measure the shop, not the first query.
    const first = await load('/', gridTime)
    const shop = []
    const baseline = []
    for (let i = 0; i < RUNS; i++) {
      baseline.push((await load('/static.html', firstPaint)).value)
      shop.push((await load('/', gridTime)).value)
    }
    await browser.close()
    scripts = first.scripts
    const shopMs = median(shop)
    const baselineMs = median(baseline)
    metrics.push(
      { name: 'home: first product grid (median, cold)', value: Math.round(shopMs), unit: 'ms' },
      {
        name: 'static HTML: first contentful paint (baseline)',
        value: Math.round(baselineMs),
        unit: 'ms',
      },
      {
        name: 'first grid / static first paint',
        value: Number((shopMs / baselineMs).toFixed(1)),
        unit: 'ratio',
      },
    )
  }
  const files = [...scripts].map((path) => readFileSync(join(outDir, path)))
  metrics.unshift(
    {
      name: `first-load JS, ${files.length} file(s) (min)`,
      value: files.reduce((sum, bytes) => sum + bytes.length, 0),
      unit: 'bytes',
    },
    {
      name: 'first-load JS (min+gzip)',
      value: files.reduce((sum, bytes) => sum + gzipSync(bytes, { level: 9 }).length, 0),
      unit: 'bytes',
      budget: 120_000,
    },
  )
  server.close()
  report('shop-first-load', metrics)
} finally {
  rmSync(outDir, { recursive: true, force: true })
  await emulator.close()
}
