// Media library uploads through the emulator over HTTP (generate-upload-url, then the PUT).
// (a) Throughput: a 64 MB file uploaded several times, in MB/s, against writing the same bytes
// to disk (write, fsync) in the same run: the ratio shows what HTTP, hashing, the upload rules
// and the descriptor cost on top of the disk. (b) Memory: a 500 MB file streamed to the emulator
// (in this process) while the resident set is sampled; the growth over the start stays a small,
// flat amount, not the file's size.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { loadEmulator, median, report } from './lib.mjs'

const MB = 1024 * 1024
const SIZE = 64 * MB
const ROUNDS = 5
const BIG = 500 * MB
const CHUNK = 1 * MB

const { startEmulator } = await loadEmulator()
const emu = await startEmulator({ seed: 'empty' })
const owner = { authorization: emu.info.apiKey, 'wix-site-id': emu.info.siteId }
const body = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(SIZE - 9)])

async function uploadUrl() {
  const res = await fetch(`${emu.url}/site-media/v1/files/generate-upload-url`, {
    method: 'POST',
    headers: { ...owner, 'content-type': 'application/json' },
    body: JSON.stringify({ mimeType: 'application/pdf', fileName: 'bench.pdf' }),
  })
  return (await res.json()).uploadUrl
}

async function upload(data) {
  const res = await fetch(await uploadUrl(), {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: data,
    duplex: 'half',
  })
  const text = await res.text()
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${text.slice(0, 200)}`)
}

const dir = mkdtempSync(join(tmpdir(), 'media-bench-'))
async function toDisk(data, i) {
  const file = await open(join(dir, `baseline-${i}`), 'w')
  await file.write(data)
  await file.sync()
  await file.close()
}

// (b) First, while the process is small: 500 MB, made chunk by chunk as it is sent, so only the
// emulator's side is measured.
await upload(Buffer.from('%PDF-1.4 warm-up\n'))
globalThis.gc?.()
const before = process.memoryUsage().rss
let peak = before
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss)
}, 20)
const chunk = randomBytes(CHUNK)
let sent = 0
const stream = new ReadableStream({
  pull(controller) {
    if (sent === 0) controller.enqueue(Buffer.from('%PDF-1.4\n'))
    if (sent >= BIG) return controller.close()
    sent += CHUNK
    controller.enqueue(chunk)
  },
})
const bigStart = performance.now()
await upload(stream)
const bigSeconds = (performance.now() - bigStart) / 1000
clearInterval(sampler)
const growth = (peak - before) / MB

const seconds = { emulator: [], disk: [] }
await upload(body) // warm-up
for (let round = 0; round < ROUNDS; round++) {
  let start = performance.now()
  await toDisk(body, round)
  seconds.disk.push((performance.now() - start) / 1000)
  start = performance.now()
  await upload(body)
  seconds.emulator.push((performance.now() - start) / 1000)
}
rmSync(dir, { recursive: true, force: true })
const mbps = (name) => Number((SIZE / MB / median(seconds[name])).toFixed(1))

await emu.close()

report('media-upload', [
  { name: 'write + fsync to disk, 64 MB', value: mbps('disk'), unit: 'MB/s' },
  { name: 'upload through the emulator (HTTP PUT), 64 MB', value: mbps('emulator'), unit: 'MB/s' },
  {
    name: 'upload / disk',
    value: Number((mbps('emulator') / mbps('disk')).toFixed(3)),
    unit: 'ratio',
  },
  {
    name: `500 MB upload (${Math.round(BIG / MB / bigSeconds)} MB/s): resident memory growth`,
    value: Math.round(growth),
    unit: 'MB',
    budget: 128,
  },
])
