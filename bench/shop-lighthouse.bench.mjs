// (g) Page quality of the demo shop as an agency audits it: Lighthouse (the npm package, headless
// Chromium with the e2e suite's flags) on the production shop that `npm start` serves, seven
// pages (home, a collection, a filtered collection, a product, the cart with an item, sign-in, the
// signed-in account), mobile (simulated throttling) and desktop, 3 runs each, median of each
// figure. Written to bench/results/lighthouse.md beside the figures of the shop before it was
// server-rendered (bench/shop-lighthouse-before.json), which is the baseline of this benchmark.
//
//   npm run bench -- lighthouse                 the shop of this checkout
//   LIGHTHOUSE_RUNS=1 npm run bench -- lighthouse   one run per page (a quick look)
//   LIGHTHOUSE_PAGES=home,collection LIGHTHOUSE_FORM_FACTORS=mobile LIGHTHOUSE_LHR_DIR=<dir> \
//     node bench/shop-lighthouse.bench.mjs
//       only those pages and form factors (the table in bench/results keeps the others out),
//       every run's Lighthouse result written to <dir> (long tasks, boot-up time, main thread)
//   LIGHTHOUSE_SHOP_URL=<url> node bench/shop-lighthouse.bench.mjs
//       audits a shop already running at <url> (another build of it, say, against the same
//       emulator), to compare two builds run by run in one sitting
//   LIGHTHOUSE_BEFORE=<dir> node bench/shop-lighthouse.bench.mjs
//       measures a built single-page shop (vite build of the shop before the change, with
//       VITE_API_URL=http://127.0.0.1:4610 and VITE_CLIENT_ID=<BEFORE_CLIENT_ID below>) and
//       rewrites bench/shop-lighthouse-before.json.
//
// Bounded in time: no run starts after LIGHTHOUSE_MINUTES (default 25) minutes.
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { CHROMIUM, loadEmulator, report } from './lib.mjs'
import { auditShop, FIGURES, PAGES } from './lighthouse-lib.mjs'

const dir = new URL('.', import.meta.url).pathname
const BEFORE_PATH = join(dir, 'shop-lighthouse-before.json')
const BEFORE_PORT = 4610
const BEFORE_CLIENT_ID = '0b5e1c7a-3f2d-4e8b-9a61-2c4d5e6f7a80'
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const deadline = Date.now() + Number(process.env.LIGHTHOUSE_MINUTES ?? 25) * 60_000
const log = (line) => process.stderr.write(`${line}\n`)

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' }

/** The single-page shop as it was served: files, and index.html for every other path. */
function serveSpa(root) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname
    const file = normalize(join(root, path))
    const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile()
    const target = found ? file : join(root, 'index.html')
    res.writeHead(200, { 'content-type': TYPES[extname(target)] ?? 'application/octet-stream' })
    res.end(readFileSync(target))
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        stop: () => new Promise((done) => server.close(done)),
      }),
    ),
  )
}

/**
 * The shop to audit: the one running at LIGHTHOUSE_SHOP_URL, the built single-page shop of
 * LIGHTHOUSE_BEFORE, or `npm start`'s.
 */
async function startShop() {
  const running = process.env.LIGHTHOUSE_SHOP_URL
  if (running) return { url: running.replace(/\/$/, ''), stop: async () => {} }
  const before = process.env.LIGHTHOUSE_BEFORE
  if (before) {
    const { startEmulator } = await loadEmulator()
    const emulator = await startEmulator({
      seed: 'demo',
      catalog: 'v1',
      port: BEFORE_PORT,
      clientId: BEFORE_CLIENT_ID,
    })
    const spa = await serveSpa(normalize(before))
    return { url: spa.url, stop: () => Promise.all([spa.stop(), emulator.close()]) }
  }
  const { start } = await import('../scripts/start.mjs')
  const servers = await start({ port: 0, log: () => {} })
  return { url: servers.shopUrl, stop: servers.stop }
}

const number = (value, unit) =>
  value === undefined || Number.isNaN(value)
    ? '–'
    : unit === 'ms'
      ? `${(value / 1000).toFixed(2)} s`
      : String(value)

/** The table of bench/results/lighthouse.md: every page and figure, before and now. */
function table(now, before) {
  const lines = []
  for (const formFactor of ['mobile', 'desktop']) {
    lines.push(`## ${formFactor}`, '')
    lines.push(`| page | ${FIGURES.map((f) => f.label).join(' | ')} |`)
    lines.push(`|---|${FIGURES.map(() => '---').join('|')}|`)
    for (const { name } of PAGES) {
      const cells = FIGURES.map(({ key, unit }) => {
        const was = before?.[formFactor]?.[name]?.[key]
        const is = now[formFactor]?.[name]?.[key]
        return `${number(is, unit)} (was ${number(was, unit)})`
      })
      lines.push(`| ${name} | ${cells.join(' | ')} |`)
    }
    lines.push('')
  }
  return lines.join('\n')
}

if (!existsSync(CHROMIUM)) {
  log(`shop-lighthouse: ${CHROMIUM} is missing; skipped`)
  report('shop-lighthouse', [])
  process.exit(0)
}

const shop = await startShop()
let results
try {
  results = await auditShop(shop.url, {
    runs,
    deadline,
    log,
    lhrDir: process.env.LIGHTHOUSE_LHR_DIR,
    ...(process.env.LIGHTHOUSE_PAGES && { pages: process.env.LIGHTHOUSE_PAGES.split(',') }),
    ...(process.env.LIGHTHOUSE_FORM_FACTORS && {
      formFactors: process.env.LIGHTHOUSE_FORM_FACTORS.split(','),
    }),
  })
} finally {
  await shop.stop()
}

if (process.env.LIGHTHOUSE_BEFORE) {
  const measured = { measured: new Date().toISOString().slice(0, 10), runs, ...results }
  writeFileSync(BEFORE_PATH, `${JSON.stringify(measured, null, 2)}\n`)
  log(`shop-lighthouse: wrote ${BEFORE_PATH}`)
  process.exit(0)
}

const before = existsSync(BEFORE_PATH) ? JSON.parse(readFileSync(BEFORE_PATH, 'utf8')) : undefined
writeFileSync(
  join(dir, 'results/lighthouse.md'),
  [
    '# Lighthouse on the demo shop',
    '',
    `Median of ${runs} runs per page, ${new Date().toISOString().slice(0, 10)}; in brackets the`,
    `single-page shop before server rendering (measured ${before?.measured ?? 'never'}, same bench).`,
    '',
    table(results, before),
  ].join('\n'),
)

const metrics = []
for (const formFactor of ['mobile', 'desktop'])
  for (const { name } of PAGES) {
    const figures = results[formFactor][name]
    if (!figures) continue
    const at = `${formFactor} ${name}`
    metrics.push(
      { name: `${at}: performance`, value: figures.performance, unit: 'score' },
      { name: `${at}: CLS`, value: figures.cls, unit: '', budget: 0.02 },
      {
        name: `${at}: LCP`,
        value: figures.lcp,
        unit: 'ms',
        ...(formFactor === 'mobile' && { budget: 2000 }),
      },
      {
        name: `${at}: TBT`,
        value: figures.tbt,
        unit: 'ms',
        ...(formFactor === 'mobile' && { budget: 100 }),
      },
    )
  }
report('shop-lighthouse', metrics)
