import { cropImageUrl, fillImageUrl, fitImageUrl } from '@storefront-kit/image'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { HostedImage } from '../src/areas/image-host/index'
import { mediaStore } from '../src/areas/image-host/store'
import { testEmulator } from './support/emulator'
import { fetchImage } from './support/image-host'

type Picture = { id?: string; url: string; width: number; height: number }
type Listed = { products: { slug: string; media: { mainMedia: { image: Picture } } }[] }

let t: ReturnType<typeof testEmulator>
let mug: HostedImage
let poster: HostedImage

beforeAll(() => {
  t = testEmulator()
  const ctx = t.emulator.context
  const images = t.services().imageHost
  // What the catalog seed does for each product picture.
  ;[mug, poster] = ctx.db.transaction(() => [
    images.registerSeedImage({ kind: 'mug', seed: 'seed-test-mug', filename: 'Mug.jpg' }),
    images.registerSeedImage({
      kind: 'book',
      seed: 'seed-test-poster',
      filename: 'Poster.jpg',
      width: 800,
      height: 1200,
    }),
  ])
})
afterAll(() => t.close())

const pathOf = (url: string) => {
  const { pathname, origin } = new URL(url)
  expect(origin).toBe(t.emulator.context.publicUrl())
  return pathname
}

describe('seed pictures', () => {
  it('are drawn on first request as a JPEG of their registered size, then kept', async () => {
    const store = mediaStore(t.emulator.context.db)
    expect(store.get(mug.id)?.bytes).toBeNull()
    const first = await fetchImage(t, `/media/${mug.id}`)
    expect(first.res.status).toBe(200)
    expect(first.meta).toMatchObject({ format: 'jpeg', width: 1000, height: 1000 })
    const kept = store.get(mug.id)?.bytes
    expect(kept && Buffer.compare(Buffer.from(kept), first.bytes)).toBe(0)
    const again = await fetchImage(t, `/media/${mug.id}`)
    expect(Buffer.compare(again.bytes, first.bytes)).toBe(0)
    expect(again.res.headers.get('etag')).toBe(first.res.headers.get('etag'))
    const tall = await fetchImage(t, `/media/${poster.id}`)
    expect(tall.meta).toMatchObject({ width: 800, height: 1200 })
  })

  it('are not all the same picture', async () => {
    const a = await fetchImage(t, `/media/${mug.id}/v1/fill/w_50,h_50/m.jpg`)
    const b = await fetchImage(t, `/media/${poster.id}/v1/fill/w_50,h_50/p.jpg`)
    expect(Buffer.compare(a.bytes, b.bytes)).not.toBe(0)
  })
})

describe('the demo catalog', () => {
  it('serves every product picture the catalog API lists, original and transformed', async () => {
    const demo = testEmulator({ seed: 'demo' })
    try {
      const { access_token } = await demo.visitorToken()
      const res = await demo.call(
        'POST',
        '/stores-reader/v1/products/query',
        { query: { paging: { limit: 100 } } },
        { authorization: access_token },
      )
      expect(res.status).toBe(200)
      const pictures = (res.json as unknown as Listed).products.map((p) => p.media.mainMedia.image)
      expect(pictures.length).toBeGreaterThan(3)
      for (const picture of pictures.slice(0, 4)) {
        const path = new URL(picture.url).pathname
        expect(path).toMatch(/^\/media\/[^/]+~mv2\.jpg$/)
        const original = await fetchImage(demo, path)
        expect(original.meta).toMatchObject({
          format: 'jpeg',
          width: picture.width,
          height: picture.height,
        })
        const thumb = await fetchImage(
          demo,
          `${path}/v1/fill/w_120,h_90,al_c,q_80,enc_auto/p.jpg`,
          {
            accept: 'image/webp',
          },
        )
        expect(thumb.meta).toMatchObject({ format: 'webp', width: 120, height: 90 })
      }
    } finally {
      demo.close()
    }
  })
})

describe('the image builder pointed at the emulator', () => {
  const baseUrl = () => t.emulator.context.publicUrl()

  it('fill links render at the link size, in the browser format', async () => {
    const url = fillImageUrl(mug, {
      width: 300,
      height: 200,
      baseUrl: baseUrl(),
      devicePixelRatio: 1,
    })
    expect(url).toContain('/v1/fill/w_300,h_200,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/')
    const webp = await fetchImage(t, pathOf(url), { accept: 'image/webp' })
    expect(webp.meta).toMatchObject({ format: 'webp', width: 300, height: 200 })
    const jpeg = await fetchImage(t, pathOf(url))
    expect(jpeg.meta).toMatchObject({ format: 'jpeg', width: 300, height: 200 })
  })

  it('fit and crop links render at the link size', async () => {
    const fit = fitImageUrl(poster, {
      width: 300,
      height: 300,
      baseUrl: baseUrl(),
      devicePixelRatio: 1,
    })
    expect((await fetchImage(t, pathOf(fit))).meta).toMatchObject({ width: 200, height: 300 })
    const crop = cropImageUrl(poster, {
      crop: { x: 100, y: 100, width: 400, height: 600 },
      width: 100,
      height: 150,
      baseUrl: baseUrl(),
      devicePixelRatio: 1,
    })
    expect(crop).toContain('/v1/crop/x_100,y_100,w_400,h_600/fill/w_100,h_150')
    expect((await fetchImage(t, pathOf(crop))).meta).toMatchObject({ width: 100, height: 150 })
  })

  it('upscaled links render at their (limited) size', async () => {
    const url = fillImageUrl(
      { id: mug.id, width: 1000, height: 1000 },
      {
        width: 1500,
        height: 1500,
        baseUrl: baseUrl(),
        devicePixelRatio: 1,
        upscaleMethod: 'super',
      },
    )
    expect(url).toContain('w_1500,h_1500,al_c,lg_2')
    expect((await fetchImage(t, pathOf(url))).meta).toMatchObject({ width: 1500, height: 1500 })
  })
})
