// Shared helpers of the benchmarks: timing loops, medians and the result format.
import { performance } from 'node:perf_hooks'

/** Median of numbers. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/**
 * Nanoseconds per call of each async function, measured in interleaved rounds so that both
 * see the same machine state; returns the median of the rounds for each.
 */
export async function compareAsync(
  candidates,
  { iterations = 5000, rounds = 7, warmup = 1000 } = {},
) {
  const samples = Object.fromEntries(Object.keys(candidates).map((name) => [name, []]))
  for (const fn of Object.values(candidates)) for (let i = 0; i < warmup; i++) await fn()
  for (let round = 0; round < rounds; round++) {
    for (const [name, fn] of Object.entries(candidates)) {
      const start = performance.now()
      for (let i = 0; i < iterations; i++) await fn()
      samples[name].push(((performance.now() - start) * 1e6) / iterations)
    }
  }
  return Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)]))
}

/**
 * How many times slower `candidate` is than `baseline` per call (both async), for small costs
 * on a busy machine: many short rounds run the two back to back, each round gives a ratio, and
 * the median ratio is returned with each side's median ns/call. Load that comes and goes then
 * hits both sides of a round alike, where long rounds per candidate see different loads.
 */
export async function pairedRatioAsync(
  baseline,
  candidate,
  { iterations = 300, rounds = 101, warmup = 3000 } = {},
) {
  const time = async (fn) => {
    const start = performance.now()
    for (let i = 0; i < iterations; i++) await fn()
    return ((performance.now() - start) * 1e6) / iterations
  }
  for (let i = 0; i < warmup; i++) {
    await baseline()
    await candidate()
  }
  const base = []
  const cand = []
  const ratios = []
  for (let round = 0; round < rounds; round++) {
    base.push(await time(baseline))
    cand.push(await time(candidate))
    ratios.push(cand[round] / base[round])
  }
  return { baseline: median(base), candidate: median(cand), ratio: median(ratios) }
}

/** Prints one benchmark's result for bench/run.mjs to collect. */
export function report(name, metrics) {
  process.stdout.write(`${JSON.stringify({ name, metrics })}\n`)
}

/**
 * Nanoseconds per call of each sync function, measured like {@link compareAsync}: interleaved
 * rounds, median per candidate. Each result is folded into a checksum so the engine cannot drop
 * a call whose value is unused; the checksum is returned as `sink`. Reading a character of a
 * string result makes the engine really build it (a concatenation is otherwise left as a rope).
 */
export function compareSync(candidates, { iterations = 20000, rounds = 9, warmup = 5000 } = {}) {
  const samples = Object.fromEntries(Object.keys(candidates).map((name) => [name, []]))
  let sink = 0
  const fold = (value) =>
    typeof value === 'string' ? value.charCodeAt(value.length >> 1) : Number(Boolean(value))
  for (const fn of Object.values(candidates)) for (let i = 0; i < warmup; i++) sink += fold(fn(i))
  for (let round = 0; round < rounds; round++) {
    for (const [name, fn] of Object.entries(candidates)) {
      const start = performance.now()
      for (let i = 0; i < iterations; i++) sink += fold(fn(i))
      samples[name].push(((performance.now() - start) * 1e6) / iterations)
    }
  }
  return {
    ...Object.fromEntries(Object.entries(samples).map(([name, values]) => [name, median(values)])),
    sink,
  }
}

/**
 * The emulator package: the built one when there is one, else the sources through tsx (the same
 * code at run time), so a benchmark also runs before `npm run build`.
 */
export async function loadEmulator() {
  try {
    return await import('@storefront-kit/emulator')
  } catch {
    const { register } = await import('tsx/esm/api')
    register()
    return import('../packages/emulator/src/index.ts')
  }
}

/**
 * The baseline of throughput benchmarks: a bare node:http server on a free port that reads each
 * request's body and answers `answerFor(url)` (JSON text or bytes) with `headers`, so a ratio
 * against it shows what the emulator's routing, auth, validation and SQL cost.
 *
 * A JSON answer goes in the encoding the emulator would send it in (brotli or gzip at the
 * emulator's level, as the request's `Accept-Encoding` allows, for answers of 1 KB or more),
 * compressed once beforehand: both sides then put the same bytes on the wire and the client
 * decodes the same bytes, and only the emulator's own work (compressing included) tells them apart.
 */
export async function startBareServer(
  answerFor,
  headers = { 'content-type': 'application/json', 'x-wix-request-id': 'bare' },
) {
  const { createServer } = await import('node:http')
  const { brotliCompressSync, constants, gzipSync } = await import('node:zlib')
  const json = /json/.test(headers['content-type'] ?? '')
  const encoded = new Map()
  const encode = (answer, encoding) => {
    const key = `${encoding}\0${answer}`
    if (!encoded.has(key))
      encoded.set(
        key,
        encoding === 'br'
          ? brotliCompressSync(answer, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
          : gzipSync(answer, { level: 1 }),
      )
    return encoded.get(key)
  }
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const answer = answerFor(req.url ?? '/')
      const accepts = req.headers['accept-encoding'] ?? ''
      const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined
      if (!json || !encoding || Buffer.byteLength(answer) < 1024)
        return res.writeHead(200, headers).end(answer)
      const bytes = encode(answer, encoding)
      res
        .writeHead(200, {
          ...headers,
          vary: 'Accept-Encoding',
          'content-encoding': encoding,
          'content-length': bytes.byteLength,
        })
        .end(bytes)
    })
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/**
 * Bytes a browser would load for an entry module: `contents` bundled from the repository root
 * with esbuild (ESM, minified, es2022), then gzipped at level 9. `external` packages stay out.
 */
export async function bundleBytes(contents, { external = [] } = {}) {
  const { build } = await import('esbuild')
  const { gzipSync } = await import('node:zlib')
  const result = await build({
    stdin: { contents, resolveDir: new URL('..', import.meta.url).pathname, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external,
    write: false,
  })
  const code = result.outputFiles[0].contents
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

/** Debian's Chromium, which `.ci/run` installs and the browser benchmarks drive. */
export const CHROMIUM = '/usr/bin/chromium'

/** Headless Chromium with the same flags as the e2e suite (`e2e/auth/support/chromium.ts`). */
export async function launchChromium() {
  const { chromium } = await import('playwright-core')
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

/**
 * Requests per second of each target and of its bare twin, measured one way for every emulator
 * throughput benchmark: `workers` concurrent fetch loops over keep-alive HTTP send `requests`
 * requests in all (each answer read to the end, anything but a 2xx fails the benchmark), after
 * one warm-up pass of every target; then `rounds` interleaved rounds (bare, emulator, next
 * target...) so both sides of a ratio see the same machine state. Returns, per target, the median
 * req/s of the emulator and of the bare twin and `ratio` = emulator / bare (1 is "as fast as a
 * bare node:http server sending the same bytes").
 *
 * `targets` is `{ name: { url, init, bare: { url, init }, requests } }`; the bare twin's `init`
 * defaults to the target's. `url` and `init` may be functions of the request's number (counted
 * per side from 0 across warm-up and rounds) for writes that need a different request each time
 * (PlaceOrder: a cart of its own per request).
 *
 * @example
 * const results = await compareThroughput({
 *   collection: { url: `${url}/v2/collections/${id}`, init: { headers }, bare: { url: bareUrl } },
 * })
 * results.collection.ratio // e.g. 0.42
 */
export async function compareThroughput(
  targets,
  { workers = 20, requests = 1000, rounds = 5 } = {},
) {
  const sides = Object.entries(targets).flatMap(([name, target]) => [
    { key: `${name}\0bare`, url: target.bare.url, init: target.bare.init ?? target.init, target },
    { key: name, url: target.url, init: target.init, target },
  ])
  const sent = new Map(sides.map((side) => [side.key, 0]))
  const load = async ({ key, url, init, target }) => {
    const total = target.requests ?? requests
    let issued = 0
    const started = performance.now()
    await Promise.all(
      Array.from({ length: Math.min(workers, total) }, async () => {
        while (issued < total) {
          issued++
          const n = sent.get(key)
          sent.set(key, n + 1)
          const res = await fetch(
            typeof url === 'function' ? url(n) : url,
            typeof init === 'function' ? init(n) : init,
          )
          const body = await res.arrayBuffer()
          if (!res.ok)
            throw new Error(
              `${res.url}: ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`,
            )
        }
      }),
    )
    return total / ((performance.now() - started) / 1000)
  }
  for (const side of sides) await load(side) // warm-up: connections, JIT, SQL statement caches
  const samples = new Map(sides.map((side) => [side.key, []]))
  for (let round = 0; round < rounds; round++)
    for (const side of sides) samples.get(side.key).push(await load(side))
  if (process.env.BENCH_CPU_PROFILE) await profileTargets(sides, load)
  return Object.fromEntries(
    Object.keys(targets).map((name) => {
      const rps = median(samples.get(name))
      const bareRps = median(samples.get(`${name}\0bare`))
      return [name, { rps, bareRps, ratio: rps / bareRps }]
    }),
  )
}

/**
 * With `BENCH_CPU_PROFILE=<dir>` set, one more pass of each emulator-side target after the
 * measured rounds under the V8 profiler, written to `<dir>/<bench>-<target>.cpuprofile`: where the
 * time of exactly that load goes (the client and the emulator share this process), without the
 * seeding before it or the bare server's rounds.
 */
async function profileTargets(sides, load) {
  const { Session } = await import('node:inspector/promises')
  const { mkdirSync, writeFileSync } = await import('node:fs')
  const { basename, join } = await import('node:path')
  const dir = process.env.BENCH_CPU_PROFILE
  mkdirSync(dir, { recursive: true })
  const bench = basename(process.argv[1] ?? 'bench').replace(/\.bench\.mjs$/, '')
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 200 })
  for (const side of sides.filter((s) => !s.key.includes('\0'))) {
    await session.post('Profiler.start')
    await load(side)
    const { profile } = await session.post('Profiler.stop')
    writeFileSync(join(dir, `${bench}-${side.key}.cpuprofile`), JSON.stringify(profile))
  }
  session.disconnect()
}

/**
 * The three metrics of one measured target for {@link report}: the bare twin's req/s, the
 * emulator's, and their ratio with the target as a `min` budget (bench/run.mjs fails a
 * run whose ratio is below it).
 *
 * @example
 * report('emulator-reviews', throughputMetrics(results.query, {
 *   label: 'QueryReviews (page of 20)', bare: 'bare node:http, same query JSON',
 *   ratio: 'QueryReviews / bare', min: 0.5,
 * }))
 */
export function throughputMetrics({ rps, bareRps, ratio }, { label, bare, ratio: name, min }) {
  return [
    { name: bare, value: Math.round(bareRps), unit: 'req/s' },
    { name: label, value: Math.round(rps), unit: 'req/s' },
    { name, value: Number(ratio.toFixed(3)), unit: 'ratio', ...(min !== undefined && { min }) },
  ]
}

/** The targets as ratios to a bare server: reads at least half its rate, writes a quarter. */
export const READ_MIN = 0.5
export const WRITE_MIN = 0.25

/**
 * One cold load of `url` in a new browser context (1280×800, plus `contextOptions` such as a
 * signed-in storage state). Answers `value`: the page-clock time `selector` was first in the DOM,
 * or without a selector the first contentful paint (with `idle`, once the network is quiet, 0);
 * and `scripts`: the paths of the scripts fetched from `origin` (the URL's own by default).
 */
export async function coldLoad(browser, url, { selector, idle, origin, contextOptions } = {}) {
  const from = origin ?? new URL(url).origin
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...contextOptions,
  })
  const page = await context.newPage()
  const scripts = new Set()
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(from))
      scripts.add(new URL(request.url()).pathname)
  })
  if (selector)
    await page.addInitScript((wanted) => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector(wanted)) return
        window.__shownAt = performance.now()
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    }, selector)
  await page.goto(url)
  const value = idle
    ? await page.waitForLoadState('networkidle').then(() => 0)
    : await page
        .waitForFunction(
          selector
            ? () => window.__shownAt
            : () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          null,
          { timeout: 60_000 },
        )
        .then((handle) => handle.jsonValue())
  await context.close()
  return { value, scripts }
}
