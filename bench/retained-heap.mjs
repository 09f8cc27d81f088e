// Loaded into the emulator's process by the load bench (with --expose-gc): on SIGUSR2, a full
// collection, then what the heap still holds, appended to RETAINED_HEAP_LOG in MB. The bench asks
// once right after the warm-up and once after the measured run, outside the timed window, so the
// latency figures are those of a run without it. A leak shows as retained heap that grows between
// the two; RSS also moves with V8 sizing its heap (the young generation doubles under load, and
// old-space garbage piles up between collections), so it cannot tell the two apart on its own.
import { appendFileSync } from 'node:fs'

const file = process.env.RETAINED_HEAP_LOG
const collect = globalThis.gc
if (!file || typeof collect !== 'function')
  throw new Error('retained-heap needs RETAINED_HEAP_LOG and --expose-gc')

process.on('SIGUSR2', () => {
  collect()
  appendFileSync(file, `${(process.memoryUsage().heapUsed / 1048576).toFixed(1)}\n`)
})
