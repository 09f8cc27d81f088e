// Runs every bench/*.bench.mjs (or those whose name contains the filter argument) in its own
// process and writes bench/results/latest.json and bench/results/summary.md. A filtered run keeps
// the other benchmarks' last results. Exits 1 when a metric is over its budget (`budget`: the
// most it may be) or under its floor (`min`: the least it may be, as a ratio to a bare server's
// rate), or when a run fails.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

if (Number(process.versions.node.split('.')[0]) < 22) {
  process.stderr.write(
    `Node ${process.version} is too old for the benchmarks: run them with \`npm run bench\`,\nwhich uses the Node 24 pinned in node_modules/.bin.\n`,
  )
  process.exit(2)
}

const dir = new URL('.', import.meta.url).pathname
const only = process.argv[2]
// Flags after the filter go to each benchmark (`npm run bench -- load --quick`).
const flags = process.argv.slice(3)
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs') && (!only || f.includes(only)))
  .sort()
const latestPath = join(dir, 'results/latest.json')
const previous = existsSync(latestPath)
  ? (JSON.parse(readFileSync(latestPath, 'utf8')).results ?? [])
  : []
const results = []
let failed = false

for (const file of files) {
  process.stderr.write(`bench ${file} ...\n`)
  try {
    const out = execFileSync(process.execPath, ['--expose-gc', join(dir, file), ...flags], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    for (const line of out.split('\n').filter((l) => l.startsWith('{')))
      results.push({ file, ...JSON.parse(line) })
  } catch (error) {
    failed = true
    results.push({ file, name: file, error: String(error.message).split('\n')[0], metrics: [] })
  }
}
const rerun = new Set(files)
// Earlier results of benchmarks not rerun now, if their file still exists.
results.push(
  ...previous.filter((r) => r.file && !rerun.has(r.file) && existsSync(join(dir, r.file))),
)
results.sort((a, b) => String(a.file).localeCompare(String(b.file)))

const rows = []
for (const result of results) {
  if (result.error) rows.push(`| ${result.name} | failed: ${result.error} | | |`)
  for (const m of result.metrics) {
    const over = m.budget !== undefined && m.value > m.budget
    const under = m.min !== undefined && m.value < m.min
    if ((over || under) && rerun.has(result.file)) failed = true
    const budget = [
      m.budget === undefined ? '' : `${over ? '✗ over' : '✓'} ≤ ${m.budget.toLocaleString('en')}`,
      m.min === undefined ? '' : `${under ? '✗ under' : '✓'} ≥ ${m.min.toLocaleString('en')}`,
    ]
      .filter(Boolean)
      .join(', ')
    rows.push(
      `| ${result.name} | ${m.name} | ${m.value.toLocaleString('en')} ${m.unit} | ${budget} |`,
    )
  }
}

const meta = {
  date: new Date().toISOString(),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
}
writeFileSync(
  join(dir, 'results/latest.json'),
  `${JSON.stringify({ ...meta, results }, null, 2)}\n`,
)
const md = [
  '# Benchmark results',
  '',
  `Run ${meta.date} on Node ${meta.node} (${meta.platform}) by \`npm run bench\`.`,
  'Ratios compare against a baseline measured in the same run.',
  '',
  '| benchmark | metric | value | budget |',
  '|---|---|---|---|',
  ...rows,
  '',
].join('\n')
writeFileSync(join(dir, 'results/summary.md'), md)
process.stdout.write(md)
process.exit(failed ? 1 : 0)
