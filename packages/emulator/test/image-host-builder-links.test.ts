// The media host serves every link the image builder writes, the platform's odd ones included
// (w_0, h_0, crops under a pixel, unrounded values, WebP and AVIF sources never cropped):
// 200 and a picture of the size the link asks for (a side of 0 drawn one pixel wide).
import {
  cropImageUrl,
  fillImageUrl,
  fitImageUrl,
  type ImageUrlOptions,
  parseImageUrl,
} from '@storefront-kit/image'
import fc from 'fast-check'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'
import { fetchImage, quadrantsPng, upload } from './support/image-host'

type Image = Awaited<ReturnType<typeof upload>>
let t: ReturnType<typeof testEmulator>
let jpg: Image
let webp: Image
let avif: Image
let strip: Image
let sliver: Image

/** A flat picture of `width` × `height` in `format`. */
const flat = (width: number, height: number, format: 'png' | 'webp' | 'avif') =>
  sharp({ create: { width, height, channels: 3, background: '#3a7' } })
    .toFormat(format)
    .toBuffer()

beforeAll(async () => {
  t = testEmulator()
  const quads = await sharp(await quadrantsPng(400, 300))
    .jpeg()
    .toBuffer()
  ;[jpg, webp, avif, strip, sliver] = await Promise.all([
    upload(t, quads, 'quads.jpg'),
    upload(t, await flat(800, 600, 'webp'), 'green.webp'),
    upload(t, await flat(800, 600, 'avif'), 'green.avif'),
    upload(t, await flat(6000, 4, 'png'), 'strip.png'),
    upload(t, await flat(1000, 10, 'png'), 'sliver.png'),
  ])
})
afterAll(() => t.close())

const host = () => t.emulator.context.publicUrl()
const on = (options: ImageUrlOptions = {}) => ({ baseUrl: host(), devicePixelRatio: 1, ...options })

/** Fetches a builder link from the emulator; the size it asks for, and the size it got. */
async function served(url: string) {
  expect(url.startsWith(`${host()}/media/`)).toBe(true)
  const parsed = parseImageUrl(url)
  if (!parsed) throw new Error(`not a transformed link: ${url}`)
  const { res, meta, text } = await fetchImage(t, new URL(url).pathname, { accept: 'image/webp' })
  expect(res.status, text).toBe(200)
  return {
    asked: [Math.max(1, parsed.width), Math.max(1, parsed.height)],
    got: [meta?.width, meta?.height],
  }
}

describe('builder links the platform writes for odd input', () => {
  it.each([
    [
      'w_0 from a side under half a pixel',
      () => fillImageUrl(jpg, { width: 0.4, height: 300, ...on() }),
      'w_0,h_300',
    ],
    [
      'w_0 held back by the upscale limit',
      () => fillImageUrl(sliver, { width: 1, height: 1000, ...on() }),
      'w_0,h_14,al_c,lg_1',
    ],
    [
      'h_0 from a fit of a long strip',
      () => fitImageUrl(strip, { width: 300, height: 300, ...on() }),
      'w_300,h_0',
    ],
    [
      'a WebP crop (the whole image is filled)',
      () =>
        cropImageUrl(webp, {
          crop: { x: 100, y: 200, width: 300, height: 300 },
          width: 150,
          height: 150,
          ...on(),
        }),
      '/v1/fill/w_150,h_150,al_c',
    ],
    [
      'an AVIF crop (the whole image is filled)',
      () =>
        cropImageUrl(avif, {
          crop: { x: 100, y: 200, width: 300, height: 300 },
          width: 150,
          height: 150,
          ...on(),
        }),
      '/v1/fill/w_150,h_150,al_c',
    ],
    [
      'a WebP crop with allowWebpAvifTransforms',
      () =>
        cropImageUrl(webp, {
          crop: { x: 100, y: 200, width: 300, height: 300 },
          width: 150,
          height: 150,
          ...on({ allowWebpAvifTransforms: true }),
        }),
      '/v1/crop/x_100,y_200,w_300,h_300/fill/w_150,h_150',
    ],
    [
      'an AVIF focal point with allowWebpAvifTransforms',
      () =>
        fillImageUrl(avif, {
          width: 120,
          height: 200,
          focalPoint: { x: 10, y: 90 },
          ...on({ allowWebpAvifTransforms: true }),
        }),
      'fp_0.10_0.90',
    ],
    [
      'a crop rounded apart',
      () =>
        cropImageUrl(jpg, {
          crop: { x: 10.4, y: 10.6, width: 300.5, height: 200.5 },
          width: 200,
          height: 200,
          ...on(),
        }),
      '/crop/x_10,y_11,w_301,h_201/',
    ],
    [
      'a crop under a pixel, starting on the edge',
      () =>
        cropImageUrl(jpg, {
          crop: { x: 399.6, y: 0, width: 10, height: 300 },
          width: 1,
          height: 100,
          ...on(),
        }),
      '/crop/x_400,y_0,w_0,h_300/',
    ],
    [
      'unrounded quality and filters',
      () =>
        fillImageUrl(
          { ...jpg, id: jpg.id },
          {
            width: 100,
            height: 75,
            quality: 50.5,
            filters: { blur: 1e-7, contrast: 12.5 },
            ...on(),
          },
        ),
      'q_50.5,usm_0.66_1.00_0.01,con_12.5,blur_1e-7',
    ],
    [
      'a watermark',
      () => fillImageUrl(jpg, { width: 50, height: 50, watermark: 'w', ...on() }),
      'wm_w',
    ],
  ])('%s', async (_name, make, part) => {
    const url = make()
    expect(url).toContain(part)
    const { asked, got } = await served(url)
    expect(got).toEqual(asked)
  })
})

describe('any builder link', () => {
  it('is served at the size it asks for', async () => {
    const css = fc.double({ min: 0, max: 700, noNaN: true })
    const rect = fc.tuple(
      fc.double({ min: -50, max: 900, noNaN: true }),
      fc.double({ min: -50, max: 700, noNaN: true }),
      fc.double({ min: 0, max: 900, noNaN: true }),
      fc.double({ min: 0, max: 700, noNaN: true }),
    )
    const options = fc.record({
      devicePixelRatio: fc.double({ min: 0.5, max: 2, noNaN: true }),
      upscaleMethod: fc.constantFrom('auto' as const, 'super' as const),
      allowWebpAvifTransforms: fc.boolean(),
      focalPoint: fc.record({
        x: fc.integer({ min: 0, max: 100 }),
        y: fc.integer({ min: 0, max: 100 }),
      }),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          () => jpg,
          () => webp,
          () => avif,
          () => strip,
          () => sliver,
        ),
        fc.constantFrom('fill' as const, 'fit' as const, 'crop' as const),
        css,
        css,
        rect,
        options,
        async (image, kind, width, height, [x, y, w, h], opts) => {
          const common = { width, height, ...on(opts) }
          const url =
            kind === 'crop'
              ? cropImageUrl(image(), { ...common, crop: { x, y, width: w, height: h } })
              : kind === 'fit'
                ? fitImageUrl(image(), common)
                : fillImageUrl(image(), common)
          const { asked, got } = await served(url)
          expect(got).toEqual(asked)
        },
      ),
      { numRuns: 60 },
    )
  })
})
