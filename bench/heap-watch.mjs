// Loaded into the emulator's process by `LOAD_HEAP=<file> node bench/emulator-load.bench.mjs`:
// every 10 s a full collection, then what the heap still holds, V8's young generation and the
// RSS, appended to <file>. RSS alone cannot tell a leak from V8 sizing its heap: under load the
// young generation doubles (16, 32, then 64 MB) and RSS steps up with it, while a leak shows as
// live heap that keeps growing after collections. The forced collections cost time, so the
// run's latency figures are not comparable with a run without it.
import { appendFileSync } from 'node:fs'
import v8 from 'node:v8'

const file = process.env.HEAP_WATCH_LOG
if (!file || typeof globalThis.gc !== 'function')
  throw new Error('heap-watch needs HEAP_WATCH_LOG and --expose-gc (LOAD_HEAP sets both)')
const collect = globalThis.gc
const started = Date.now()
const mb = (bytes) => (bytes / 1048576).toFixed(1)
appendFileSync(file, 'seconds\tlive heap MB\tyoung generation MB\tRSS MB\n')
setInterval(() => {
  collect()
  const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space')
  const { heapUsed, rss } = process.memoryUsage()
  const seconds = Math.round((Date.now() - started) / 1000)
  appendFileSync(file, `${seconds}\t${mb(heapUsed)}\t${mb(young?.space_size ?? 0)}\t${mb(rss)}\n`)
}, 10_000).unref()
