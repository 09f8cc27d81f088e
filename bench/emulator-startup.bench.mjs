// (f) Emulator cold start and memory. Cold start: spawn the built CLI
// (`node packages/emulator/dist/cli.js start --port 0 --quiet --seed demo`) and time until it
// prints its "ready" line, on a new database and on an existing data directory; baseline in the
// same run: spawning `node -e` that prints a line. Several runs each, interleaved, median.
// Memory: RSS and heap used of a fresh process right after `createEmulator({ seed: 'demo' })`
// (after a GC), against a fresh process that only imported it.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { median, report } from './lib.mjs'

const RUNS = 7
const cli = fileURLToPath(new URL('../packages/emulator/dist/cli.js', import.meta.url))
const dist = fileURLToPath(new URL('../packages/emulator/dist/index.js', import.meta.url))
if (!existsSync(cli)) throw new Error('build the emulator first: npm run build')

/** Milliseconds from spawn until a stdout line matches `ready`; the child is then stopped. */
function timeUntil(args, ready) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stderr.on('data', (chunk) => {
      err += chunk
    })
    child.stdout.on('data', (chunk) => {
      out += chunk
      if (!ready.test(out)) return
      const ms = performance.now() - started
      child.once('exit', () => resolve({ ms, out }))
      child.kill('SIGTERM')
    })
    child.once('exit', (code) => {
      if (!ready.test(out)) reject(new Error(`exited ${code} before ready: ${out}${err}`))
    })
    child.once('error', reject)
  })
}

const READY = /ready at .* in (\d+) ms/
const START = [cli, 'start', '--port', '0', '--quiet', '--seed', 'demo']
// A data directory made (and seeded) once, for the starts on an existing one.
const existing = mkdtempSync(join(tmpdir(), 'bench-emulator-'))
await timeUntil([...START, '--data-dir', existing], READY)

const baseline = []
const start = []
const restart = []
const selfReported = []
for (let run = 0; run < RUNS; run++) {
  baseline.push((await timeUntil(['-e', 'console.log("ready")'], /ready/)).ms)
  const { ms, out } = await timeUntil(START, READY)
  start.push(ms)
  selfReported.push(Number(/in (\d+) ms/.exec(out)?.[1]))
  restart.push((await timeUntil([...START, '--data-dir', existing], READY)).ms)
}
rmSync(existing, { recursive: true, force: true })

/** Memory of a fresh process after running `body` (an async function body with `em` imported). */
async function memory(body) {
  const script = `const em = await import(${JSON.stringify(dist)}); ${body}
globalThis.gc(); const m = process.memoryUsage();
console.log(JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed }))`
  const child = spawn(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let out = ''
  child.stdout.on('data', (chunk) => {
    out += chunk
  })
  await new Promise((resolve) => child.once('exit', resolve))
  return JSON.parse(out.trim().split('\n').pop())
}

const samplesOf = async (body) => {
  const runs = []
  for (let i = 0; i < 3; i++) runs.push(await memory(body))
  return { rss: median(runs.map((r) => r.rss)), heapUsed: median(runs.map((r) => r.heapUsed)) }
}
const imported = await samplesOf('')
const seeded = await samplesOf(
  "const e = em.createEmulator({ seed: 'demo' }); const n = e.context.db.sql.prepare('SELECT COUNT(*) AS n FROM catalog_products').get().n; if (n < 40) throw new Error('not seeded');",
)

const mb = (bytes) => Number((bytes / 1024 / 1024).toFixed(1))
report('emulator-startup', [
  {
    name: `baseline: spawn node -e printing a line (median of ${RUNS})`,
    value: Math.round(median(baseline)),
    unit: 'ms',
  },
  {
    name: 'cold start to ready (CLI, demo store, new data directory)',
    value: Math.round(median(start)),
    unit: 'ms',
    budget: 300,
  },
  {
    name: 'cold start to ready (CLI, existing data directory)',
    value: Math.round(median(restart)),
    unit: 'ms',
    budget: 200,
  },
  {
    name: 'cold start / baseline',
    value: Number((median(start) / median(baseline)).toFixed(2)),
    unit: 'ratio',
  },
  {
    name: 'ready time the CLI reports (create + seed + listen)',
    value: Math.round(median(selfReported)),
    unit: 'ms',
  },
  { name: 'RSS after import only', value: mb(imported.rss), unit: 'MB' },
  { name: 'RSS after seeding the demo store', value: mb(seeded.rss), unit: 'MB' },
  { name: 'heap used after import only', value: mb(imported.heapUsed), unit: 'MB' },
  { name: 'heap used after seeding the demo store', value: mb(seeded.heapUsed), unit: 'MB' },
])
