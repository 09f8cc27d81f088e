import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'
import {
  BLUE,
  fetchImage,
  GREEN,
  near,
  noiseJpeg,
  pixelAt,
  quadrantsPng,
  RED,
  upload,
  YELLOW,
} from './support/image-host'

type Stats = Awaited<ReturnType<ReturnType<typeof sharp>['stats']>>

let t: ReturnType<typeof testEmulator>
/** 400×300 PNG: red | green over blue | yellow. */
let quads: string
/** 400×300 noisy JPEG. */
let noise: string

beforeAll(async () => {
  t = testEmulator()
  quads = `/media/${(await upload(t, await quadrantsPng(), 'quads.png')).id}`
  noise = `/media/${(await upload(t, await noiseJpeg(), 'noise.jpg')).id}`
})
afterAll(() => t.close())

describe('media transforms', () => {
  it('a fill URL answers an image of the requested size and format', async () => {
    const { res, meta } = await fetchImage(
      t,
      `${noise}/v1/fill/w_200,h_120,al_c,q_80,usm_0.66_1.00_0.01/noise.jpg`,
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/jpeg')
    expect(meta).toMatchObject({ format: 'jpeg', width: 200, height: 120 })
  })

  it('a fill covers the box: the centre of a wide cut keeps both colours of each half', async () => {
    const { bytes, meta } = await fetchImage(t, `${quads}/v1/fill/w_100,h_100,al_c/q.png`)
    expect(meta).toMatchObject({ format: 'png', width: 100, height: 100 })
    // The centre 300×300 of the 400×300 source: red/green above, blue/yellow below.
    expect(near(await pixelAt(bytes, 10, 10), RED)).toBe(true)
    expect(near(await pixelAt(bytes, 90, 10), GREEN)).toBe(true)
    expect(near(await pixelAt(bytes, 10, 90), BLUE)).toBe(true)
    expect(near(await pixelAt(bytes, 90, 90), YELLOW)).toBe(true)
  })

  it('fit keeps the aspect ratio inside the box', async () => {
    const { meta } = await fetchImage(t, `${quads}/v1/fit/w_200,h_200/q.png`)
    expect(meta).toMatchObject({ width: 200, height: 150 })
    const tall = await fetchImage(t, `${quads}/v1/fit/w_300,h_100/q.png`)
    expect(tall.meta).toMatchObject({ width: 133, height: 100 })
  })

  it('a crop answers the cropped rectangle', async () => {
    const topLeft = await fetchImage(t, `${quads}/v1/crop/x_0,y_0,w_200,h_150/fill/w_40,h_30/q.png`)
    expect(topLeft.meta).toMatchObject({ width: 40, height: 30 })
    for (const [x, y] of [
      [0, 0],
      [39, 29],
      [20, 15],
    ] as const)
      expect(await pixelAt(topLeft.bytes, x, y)).toEqual(RED)
    const bottomRight = await fetchImage(
      t,
      `${quads}/v1/crop/x_200,y_150,w_200,h_150/fit/w_20,h_20/q.png`,
    )
    expect(bottomRight.meta).toMatchObject({ width: 20, height: 15 })
    expect(await pixelAt(bottomRight.bytes, 10, 7)).toEqual(YELLOW)
    // Straddling the middle: the left half of the crop is red, the right green.
    const middle = await fetchImage(
      t,
      `${quads}/v1/crop/x_150,y_0,w_100,h_100/fill/w_100,h_100/q.png`,
    )
    expect(await pixelAt(middle.bytes, 10, 50)).toEqual(RED)
    expect(await pixelAt(middle.bytes, 90, 50)).toEqual(GREEN)
  })

  it('the focal point and the alignment change the region a fill keeps', async () => {
    const column = async (position: string) => {
      const { bytes } = await fetchImage(t, `${quads}/v1/fill/w_100,h_300,${position}/q.png`)
      return [await pixelAt(bytes, 50, 50), await pixelAt(bytes, 50, 250)]
    }
    expect(await column('fp_0.00_0.50')).toEqual([RED, BLUE])
    expect(await column('fp_1.00_0.50')).toEqual([GREEN, YELLOW])
    expect(await column('fp_0.30_0.50')).toEqual([RED, BLUE])
    expect(await column('fp_0.70_0.50')).toEqual([GREEN, YELLOW])
    expect(await column('al_l')).toEqual([RED, BLUE])
    expect(await column('al_r')).toEqual([GREEN, YELLOW])
    const row = async (position: string) => {
      const { bytes } = await fetchImage(t, `${quads}/v1/fill/w_400,h_100,${position}/q.png`)
      return [await pixelAt(bytes, 50, 50), await pixelAt(bytes, 350, 50)]
    }
    expect(await row('al_t')).toEqual([RED, GREEN])
    expect(await row('al_b')).toEqual([BLUE, YELLOW])
  })

  it('does not enlarge without lg_, and enlarges within its limit with it', async () => {
    expect((await fetchImage(t, `${quads}/v1/fill/w_800,h_600/q.png`)).meta).toMatchObject({
      width: 400,
      height: 300,
    })
    expect((await fetchImage(t, `${quads}/v1/fill/w_800,h_600,lg_1/q.png`)).meta).toMatchObject({
      width: 560,
      height: 420,
    })
    expect((await fetchImage(t, `${quads}/v1/fill/w_800,h_600,lg_2/q.png`)).meta).toMatchObject({
      width: 800,
      height: 600,
    })
  })

  it('enc_auto answers AVIF or WebP as the Accept header allows, else the source format', async () => {
    const path = `${noise}/v1/fill/w_100,h_80,al_c,q_80,enc_auto/n.jpg`
    const avif = await fetchImage(t, path, { accept: 'image/avif,image/webp,*/*' })
    expect(avif.res.headers.get('content-type')).toBe('image/avif')
    expect(avif.meta).toMatchObject({ format: 'heif', compression: 'av1', width: 100, height: 80 })
    const webp = await fetchImage(t, path, { accept: 'image/webp,*/*' })
    expect(webp.res.headers.get('content-type')).toBe('image/webp')
    expect(webp.meta).toMatchObject({ format: 'webp', width: 100, height: 80 })
    const plain = await fetchImage(t, path)
    expect(plain.meta).toMatchObject({ format: 'jpeg', width: 100, height: 80 })
    const png = await fetchImage(t, `${quads}/v1/fill/w_100,h_80,enc_auto/q.png`, { accept: '*/*' })
    expect(png.meta?.format).toBe('png')
    for (const answer of [avif, webp, plain])
      expect(answer.res.headers.get('vary')).toMatch(/Accept/)
    expect(new Set([avif, webp, plain].map((a) => a.res.headers.get('etag'))).size).toBe(3)
  })

  it('explicit encodings ignore Accept and do not vary on it', async () => {
    for (const enc of ['enc_avif,quality_auto', 'enc_pavif,quality_auto']) {
      const { res, meta } = await fetchImage(t, `${noise}/v1/fill/w_60,h_60,${enc}/n.jpg`, {
        accept: 'image/webp',
      })
      expect(res.headers.get('content-type')).toBe('image/avif')
      expect(meta?.compression).toBe('av1')
      expect(res.headers.get('vary') ?? '').not.toMatch(/Accept/)
    }
  })

  it('quality changes the file size', async () => {
    const sizeAt = async (q: number) =>
      (await fetchImage(t, `${noise}/v1/fill/w_300,h_200,q_${q}/n.jpg`)).bytes.byteLength
    const [low, high] = [await sizeAt(10), await sizeAt(90)]
    expect(low).toBeLessThan(high / 2)
    // Out of range: the default for the output size (80 here), like the URL builder.
    expect(await sizeAt(95)).toBe(await sizeAt(80))
  })

  it('progressive JPEG by default, baseline with bl', async () => {
    const path = (extra: string) => `${noise}/v1/fill/w_120,h_100${extra}/n.jpg`
    expect((await fetchImage(t, path(''))).meta?.isProgressive).toBe(true)
    expect((await fetchImage(t, path(',bl'))).meta?.isProgressive).toBe(false)
  })

  it('blur, sharpening and colour filters change the pixels', async () => {
    const stats = async (extra: string) => {
      const { bytes } = await fetchImage(t, `${noise}/v1/fill/w_200,h_150${extra}/n.jpg`)
      return sharp(bytes).stats()
    }
    const plain = await stats('')
    const spread = (s: Stats) => s.channels[0]?.stdev ?? 0
    const mean = (s: Stats) => s.channels[0]?.mean ?? 0
    expect(spread(await stats(',blur_20'))).toBeLessThan(spread(plain) / 2)
    expect(spread(await stats(',usm_2.00_5.00_0.00'))).toBeGreaterThan(spread(plain))
    expect(spread(await stats(',con_-80'))).toBeLessThan(spread(plain) / 2)
    expect(spread(await stats(',con_80'))).toBeGreaterThan(spread(plain))
    expect(mean(await stats(',br_-60'))).toBeLessThan(mean(plain) - 30)
    expect(mean(await stats(',br_60'))).toBeGreaterThan(mean(plain) + 30)
    const grey = await stats(',sat_-100')
    expect(Math.abs(mean(grey) - (grey.channels[2]?.mean ?? 0))).toBeLessThan(3)
  })

  it('hue rotates colours', async () => {
    const { bytes } = await fetchImage(
      t,
      `${quads}/v1/crop/x_0,y_0,w_200,h_150/fill/w_10,h_10,hue_120/q.png`,
    )
    const [r, g, b] = await pixelAt(bytes, 5, 5)
    expect(r).toBeLessThan(Math.max(g, b))
  })
})
