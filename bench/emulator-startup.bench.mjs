// (f) Emulator cold start and memory. Cold start: spawn the built CLI
// (`node packages/emulator/dist/cli.js start --port 0 --quiet --seed demo`) and time until it
// prints its "ready" line, and until a request sent right then is answered: with no data
// directory (a temporary database), on a new data directory and on an existing one; baseline in
// the same run: spawning `node -e` that prints a line. Several runs each, interleaved, median.
// Memory: RSS and heap used of a fresh process right after `createEmulator({ seed: 'demo' })`
// (after a GC), against a fresh process that only imported it.
// STARTUP_BEFORE=/path/to/other/dist/cli.js also starts that build in every run, right after this
// one's starts of the same kind, and reports its CPU times beside these (min, lower quartile and
// median, and this build's over it): on a loaded machine, two builds timed in separate runs differ
// by more than a change does, while interleaved starts see the same load.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { median, report } from './lib.mjs'

// STARTUP_RUNS: starts of each kind (default 7; more for a comparison with STARTUP_BEFORE).
const RUNS = Number(process.env.STARTUP_RUNS ?? 7)
// STARTUP_CLI times another build of the CLI (a copy of main's dist, to compare).
const cli =
  process.env.STARTUP_CLI ??
  fileURLToPath(new URL('../packages/emulator/dist/cli.js', import.meta.url))
const dist = fileURLToPath(new URL('../packages/emulator/dist/index.js', import.meta.url))
if (!existsSync(cli)) throw new Error('build the emulator first: npm run build')
const before = process.env.STARTUP_BEFORE
if (before && !existsSync(before)) throw new Error(`STARTUP_BEFORE: no such file ${before}`)

/** The `type` of the package.json nearest above `file` (undefined when there is none). */
function packageType(file) {
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const json = join(dir, 'package.json')
    if (existsSync(json)) return JSON.parse(readFileSync(json, 'utf8')).type
    if (dirname(dir) === dir) return undefined
  }
}
// A dist copied without the package's package.json ("type": "module") has each of its files
// checked for module syntax before it loads, some 15 ms more CPU per start: it would look slower.
for (const file of before ? [cli, before] : [cli])
  if (packageType(file) !== 'module')
    console.warn(
      `${file} has no package.json with "type": "module" above it; copy the package's beside dist`,
    )

/**
 * CPU milliseconds (user + system, all of its threads) a process has used so far, where Linux
 * tells (/proc); undefined elsewhere. Unlike wall time, barely moved by other load on the machine.
 * Read from each thread's scheduler statistics (nanoseconds): the process's own counters move in
 * clock ticks of 10 ms, too coarse beside the differences measured here.
 */
function cpuMs(pid) {
  try {
    let ns = 0
    for (const thread of readdirSync(`/proc/${pid}/task`))
      ns += Number(readFileSync(`/proc/${pid}/task/${thread}/schedstat`, 'utf8').split(' ')[0])
    return Math.round(ns / 1e6)
  } catch {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      return (Number(fields[11]) + Number(fields[12])) * 10 // clock ticks of 10 ms
    } catch {
      return undefined
    }
  }
}

/**
 * Milliseconds from spawn until a stdout line matches `ready` (`ms`; `cpu`: the CPU time the
 * child had used by then), and, when the line names a URL, until a health request sent right
 * then is answered (`answered`); the child is then stopped.
 */
function timeUntil(args, ready) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    let seen = false
    child.stderr.on('data', (chunk) => {
      err += chunk
    })
    child.stdout.on('data', async (chunk) => {
      out += chunk
      if (seen || !ready.test(out)) return
      seen = true
      const ms = performance.now() - started
      const cpu = cpuMs(child.pid)
      const url = /ready at (\S+)/.exec(out)?.[1]
      let answered = ms
      if (url) {
        const res = await fetch(`${url}/_emulator/health`)
        await res.arrayBuffer()
        if (!res.ok) return reject(new Error(`health answered ${res.status} right after ready`))
        answered = performance.now() - started
      }
      child.once('exit', () => resolve({ ms, cpu, answered, out }))
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
const dirs = mkdtempSync(join(tmpdir(), 'bench-emulator-'))
// A data directory made (and seeded) once, for the starts on an existing one.
const existing = join(dirs, 'existing')
await timeUntil([...START, '--data-dir', existing], READY)
// The other build's own, made by it.
const BEFORE_START = before && [before, ...START.slice(1)]
const existingBefore = join(dirs, 'existing-before')
if (BEFORE_START) await timeUntil([...BEFORE_START, '--data-dir', existingBefore], READY)
const cpuBefore = { start: [], fresh: [], restart: [] }

const baseline = []
const cpu = { baseline: [], start: [], fresh: [], restart: [] }
const start = []
const startAnswered = []
const fresh = []
const restart = []
const restartAnswered = []
const selfReported = []
for (let run = 0; run < RUNS; run++) {
  // The bare process stays alive a moment, so that its CPU time can be read at its line.
  const bare = await timeUntil(['-e', 'console.log("ready"); setTimeout(() => {}, 5000)'], /ready/)
  baseline.push(bare.ms)
  cpu.baseline.push(bare.cpu)
  const memory = await timeUntil(START, READY)
  start.push(memory.ms)
  cpu.start.push(memory.cpu)
  startAnswered.push(memory.answered)
  selfReported.push(Number(/in (\d+) ms/.exec(memory.out)?.[1]))
  if (BEFORE_START) cpuBefore.start.push((await timeUntil(BEFORE_START, READY)).cpu)
  const made = await timeUntil([...START, '--data-dir', join(dirs, `new-${run}`)], READY)
  fresh.push(made.ms)
  cpu.fresh.push(made.cpu)
  if (BEFORE_START)
    cpuBefore.fresh.push(
      (await timeUntil([...BEFORE_START, '--data-dir', join(dirs, `new-before-${run}`)], READY))
        .cpu,
    )
  const again = await timeUntil([...START, '--data-dir', existing], READY)
  restart.push(again.ms)
  cpu.restart.push(again.cpu)
  restartAnswered.push(again.answered)
  if (BEFORE_START)
    cpuBefore.restart.push(
      (await timeUntil([...BEFORE_START, '--data-dir', existingBefore], READY)).cpu,
    )
}
rmSync(dirs, { recursive: true, force: true })

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
/** The value a share `q` of the samples is at or under (0: the least, 0.5: the median). */
const quantile = (samples, q) =>
  [...samples].sort((a, b) => a - b)[Math.floor((samples.length - 1) * q)]
/** This build's CPU times to ready beside STARTUP_BEFORE's, from the same interleaved runs. */
function compared() {
  const kinds = [
    ['temporary database', 'start'],
    ['new data directory', 'fresh'],
    ['existing data directory', 'restart'],
  ]
  return kinds.flatMap(([label, key]) => [
    ...[
      ['min', 0],
      ['lower quartile', 0.25],
    ].flatMap(([stat, q]) => [
      { name: `CPU time to ready (${label}), ${stat}`, value: quantile(cpu[key], q), unit: 'ms' },
      {
        name: `STARTUP_BEFORE: CPU time to ready (${label}), ${stat}`,
        value: quantile(cpuBefore[key], q),
        unit: 'ms',
      },
    ]),
    {
      name: `STARTUP_BEFORE: CPU time to ready (${label})`,
      value: median(cpuBefore[key]),
      unit: 'ms',
    },
    {
      name: `CPU time to ready (${label}) / STARTUP_BEFORE's, medians`,
      value: Number((median(cpu[key]) / median(cpuBefore[key])).toFixed(2)),
      unit: 'ratio',
    },
  ])
}
const ratio = (samples) => Number((median(samples) / median(baseline)).toFixed(2))
report('emulator-startup', [
  {
    name: `baseline: spawn node -e printing a line (median of ${RUNS})`,
    value: Math.round(median(baseline)),
    unit: 'ms',
  },
  {
    name: 'cold start to ready (CLI, demo store, temporary database)',
    value: Math.round(median(start)),
    unit: 'ms',
    budget: 300,
  },
  {
    name: 'cold start to ready (CLI, demo store, new data directory)',
    value: Math.round(median(fresh)),
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
    name: 'cold start to first answer (temporary database; a request sent at the ready line)',
    value: Math.round(median(startAnswered)),
    unit: 'ms',
  },
  {
    name: 'cold start to first answer (existing data directory)',
    value: Math.round(median(restartAnswered)),
    unit: 'ms',
  },
  { name: 'cold start / baseline (temporary database)', value: ratio(start), unit: 'ratio' },
  { name: 'cold start / baseline (new data directory)', value: ratio(fresh), unit: 'ratio' },
  { name: 'cold start / baseline (existing data directory)', value: ratio(restart), unit: 'ratio' },
  {
    name: 'ready time the CLI reports (create + seed + listen)',
    value: Math.round(median(selfReported)),
    unit: 'ms',
  },
  ...(cpu.start.every((ms) => ms !== undefined)
    ? [
        { name: 'CPU time to ready: bare node -e', value: median(cpu.baseline), unit: 'ms' },
        { name: 'CPU time to ready (temporary database)', value: median(cpu.start), unit: 'ms' },
        { name: 'CPU time to ready (new data directory)', value: median(cpu.fresh), unit: 'ms' },
        {
          name: 'CPU time to ready (existing data directory)',
          value: median(cpu.restart),
          unit: 'ms',
        },
      ]
    : []),
  ...(BEFORE_START && cpu.start.every((ms) => ms !== undefined) ? compared() : []),
  { name: 'RSS after import only', value: mb(imported.rss), unit: 'MB' },
  { name: 'RSS after seeding the demo store', value: mb(seeded.rss), unit: 'MB' },
  { name: 'heap used after import only', value: mb(imported.heapUsed), unit: 'MB' },
  { name: 'heap used after seeding the demo store', value: mb(seeded.heapUsed), unit: 'MB' },
])
