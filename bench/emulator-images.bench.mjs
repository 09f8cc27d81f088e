// The emulator's image service over HTTP: (a) rendering distinct, uncached fill URLs against sharp
// doing the same resize in-process (what the service adds: HTTP, routing, parsing, lookup,
// caching); (b) answering a cached variant against a bare node:http server sending the same bytes,
// from 20 concurrent fetch workers (compareThroughput in bench/lib.mjs).
import { startEmulator } from '@storefront-kit/emulator'
import sharp from 'sharp'
import {
  compareAsync,
  compareThroughput,
  report,
  startBareServer,
  throughputMetrics,
} from './lib.mjs'

const source = await sharp({
  create: {
    width: 1600,
    height: 1200,
    channels: 3,
    noise: { type: 'gaussian', mean: 128, sigma: 50 },
  },
})
  .jpeg({ quality: 90 })
  .toBuffer()

const emu = await startEmulator({ seed: 'empty' })
const added = await fetch(`${emu.url}/_emulator/media?filename=bench.jpg`, {
  method: 'POST',
  headers: { authorization: emu.info.apiKey, 'wix-site-id': emu.info.siteId },
  body: source,
})
if (added.status !== 200) throw new Error(`upload failed: ${added.status} ${await added.text()}`)
const { image } = await added.json()

// Every call a new size, so neither side can answer from a cache.
let n = 0
const nextSize = () => {
  n++
  return [200 + (n % 500), 150 + Math.floor(n / 500)]
}
const transform = (w, h) => `fill/w_${w},h_${h},al_c,q_80,usm_0.66_1.00_0.01`
const get = async (url) => {
  const res = await fetch(url)
  if (res.status !== 200) throw new Error(`${url}: ${res.status}`)
  return res.arrayBuffer()
}

const render = await compareAsync(
  {
    sharp: () => {
      const [w, h] = nextSize()
      return sharp(source, { autoOrient: true })
        .resize(w, h, { fit: 'cover' })
        .sharpen({ sigma: 1.33, m1: 0, m2: 2, x1: 0.004 })
        .jpeg({ quality: 80, progressive: true })
        .toBuffer()
    },
    emulator: () => {
      const [w, h] = nextSize()
      return get(`${emu.url}/media/${image.id}/v1/${transform(w, h)}/bench.jpg`)
    },
  },
  { iterations: 20, rounds: 5, warmup: 3 },
)

const cachedUrl = `${emu.url}/media/${image.id}/v1/${transform(400, 300)}/bench.jpg`
const cachedRes = await fetch(cachedUrl)
const cachedBytes = Buffer.from(await cachedRes.arrayBuffer())
const headers = {
  'content-type': 'image/jpeg',
  'content-length': String(cachedBytes.byteLength),
  'cache-control': cachedRes.headers.get('cache-control'),
  etag: cachedRes.headers.get('etag'),
}
const bare = await startBareServer(() => cachedBytes, headers)
const bareUrl = `${bare.url}/media/x.jpg`

const { cached } = await compareThroughput({ cached: { url: cachedUrl, bare: { url: bareUrl } } })

await bare.close()
await emu.close()

const perSecond = (ns) => Math.round(1e9 / ns)
report('emulator-images', [
  {
    name: 'rendered fills, uncached (emulator over HTTP)',
    value: perSecond(render.emulator),
    unit: 'images/s',
  },
  {
    name: 'same resize with sharp in-process (baseline)',
    value: perSecond(render.sharp),
    unit: 'images/s',
  },
  {
    name: 'rendered: emulator / sharp',
    value: Number((render.sharp / render.emulator).toFixed(2)),
    unit: 'ratio',
  },
  ...throughputMetrics(cached, {
    bare: 'same bytes from bare node:http (baseline)',
    label: 'cached variant (emulator over HTTP)',
    ratio: 'cached: emulator / node:http',
  }),
])
