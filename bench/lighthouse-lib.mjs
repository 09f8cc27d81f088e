// Lighthouse on the demo shop: the seven pages of the audit, mobile and desktop, several runs
// each, the median of every figure. Used by shop-lighthouse.bench.mjs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM, median } from './lib.mjs'

/** The pages of the audit. `state` names what the browser holds before the runs. */
export const PAGES = [
  { name: 'home', path: '/', state: 'fresh' },
  { name: 'collection', path: '/collections/apparel', state: 'fresh' },
  {
    name: 'filtered collection',
    path: '/collections/apparel?sort=price-asc&inStock=1&min=10&max=80',
    state: 'fresh',
  },
  { name: 'product', path: '/products/classic-cotton-tee', state: 'fresh' },
  { name: 'cart with an item', path: '/cart', state: 'cart' },
  { name: 'sign-in', path: '/sign-in', state: 'fresh' },
  { name: 'account, signed in', path: '/account', state: 'member' },
]

/** The figures kept of a run: category scores (0–100) and the metrics of Core Web Vitals. */
export const FIGURES = [
  { key: 'performance', label: 'Performance', unit: 'score' },
  { key: 'accessibility', label: 'Accessibility', unit: 'score' },
  { key: 'best-practices', label: 'Best practices', unit: 'score' },
  { key: 'seo', label: 'SEO', unit: 'score' },
  { key: 'lcp', label: 'LCP', unit: 'ms' },
  { key: 'cls', label: 'CLS', unit: '' },
  { key: 'tbt', label: 'TBT', unit: 'ms' },
  { key: 'fcp', label: 'FCP', unit: 'ms' },
]

// Fresh pages start as a new visitor on every run; the stateful ones keep cookies and storage.
const DEFAULT_CLEARED = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage']
const FRESH_CLEARED = [...DEFAULT_CLEARED, 'cookies', 'local_storage', 'indexeddb']

/** The e2e suite's Chromium flags (e2e/auth/support/chromium.ts), and a debugging port. */
const chromiumArgs = (port) => [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--remote-debugging-port=${port}`,
]

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })

/** Puts the browser in a page's state with the shop's own pages, as a shopper would. */
async function prepare(context, shopUrl, state) {
  if (state === 'fresh') return
  const page = await context.newPage()
  try {
    if (state === 'cart') {
      await page.goto(`${shopUrl}/products/cold-brew-bottle`)
      await page.getByRole('button', { name: 'Add to cart' }).click()
      await page.getByText('Added to your cart.').waitFor({ timeout: 30_000 })
    } else if (state === 'member') {
      await page.goto(`${shopUrl}/sign-in`)
      await page.getByLabel('E-mail').fill('demo.member@example.com')
      await page.getByLabel('Password').fill('demo-password')
      await page.getByRole('button', { name: 'Sign in', exact: true }).click()
      await page.waitForURL(`${shopUrl}/account`, { timeout: 30_000 })
    }
  } finally {
    await page.close()
  }
}

/** The figures of one Lighthouse result. */
function figuresOf(lhr) {
  const score = (key) => Math.round((lhr.categories[key]?.score ?? 0) * 100)
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(audit('largest-contentful-paint')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    tbt: Math.round(audit('total-blocking-time')),
    fcp: Math.round(audit('first-contentful-paint')),
  }
}

/** Audits that failed in a run (score below 1), for the log: what keeps a score from 100. */
function failingAudits(lhr) {
  const ids = new Set()
  for (const key of ['accessibility', 'best-practices', 'seo'])
    for (const ref of lhr.categories[key]?.auditRefs ?? [])
      if (ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
        ids.add(ref.id)
  return [...ids]
}

/** A page's name as a file name: `filtered collection` → `filtered-collection`. */
const fileName = (name) => name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()

/**
 * Runs Lighthouse `runs` times on every page for mobile and desktop and answers the median of
 * each figure by form factor and page. Stops starting runs after `deadline` (ms since the epoch),
 * so the bench stays bounded; pages not reached are left out. `pages` and `formFactors` narrow
 * the audit (names of PAGES, `mobile`/`desktop`); with `lhrDir`, every run's whole Lighthouse
 * result is written there as `<form factor>-<page>-<run>.json`, to read its long tasks, boot-up
 * time and main-thread breakdown.
 */
export async function auditShop(
  shopUrl,
  {
    runs = 3,
    deadline = Number.POSITIVE_INFINITY,
    log,
    pages = PAGES.map((page) => page.name),
    formFactors = ['mobile', 'desktop'],
    lhrDir,
  },
) {
  if (lhrDir) mkdirSync(lhrDir, { recursive: true })
  const { default: lighthouse } = await import('lighthouse')
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js')
  const { chromium } = await import('playwright-core')
  const port = await freePort()
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'))
  // A persistent profile is the browser's default context, the one Lighthouse opens its tab in:
  // cookies and storage the preparation leaves there are what the audited page sees.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: chromiumArgs(port),
  })
  const results = { mobile: {}, desktop: {} }
  try {
    for (const formFactor of formFactors) {
      for (const page of PAGES.filter(({ name }) => pages.includes(name))) {
        if (Date.now() > deadline) {
          log(`lighthouse: time is up, ${formFactor} ${page.name} skipped`)
          continue
        }
        await prepare(context, shopUrl, page.state)
        const samples = []
        for (let run = 0; run < runs; run++) {
          const flags = {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
            disableFullPageScreenshot: true,
            clearStorageTypes: page.state === 'fresh' ? FRESH_CLEARED : DEFAULT_CLEARED,
          }
          const config = formFactor === 'desktop' ? desktopConfig : undefined
          const { lhr } = await lighthouse(`${shopUrl}${page.path}`, flags, config)
          if (lhr.runtimeError) throw new Error(`${page.name}: ${lhr.runtimeError.message}`)
          if (lhrDir)
            writeFileSync(
              join(lhrDir, `${formFactor}-${fileName(page.name)}-${run + 1}.json`),
              JSON.stringify(lhr),
            )
          const figures = figuresOf(lhr)
          samples.push(figures)
          const failing = failingAudits(lhr)
          log(
            `lighthouse ${formFactor} ${page.name} #${run + 1}: ${JSON.stringify(figures)}${failing.length ? ` failing: ${failing.join(', ')}` : ''}`,
          )
        }
        results[formFactor][page.name] = Object.fromEntries(
          FIGURES.map(({ key }) => [key, median(samples.map((s) => s[key]))]),
        )
      }
    }
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
  return results
}
