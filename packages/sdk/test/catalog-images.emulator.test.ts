// The catalog's own picture goes straight into the image builder: `product.media.mainMedia.image`
// is `{ url, width, height }` (the id is on mainMedia), read here through the SDK over HTTP, and
// the links built from it are served by the emulator at the size they ask for.
import { cropImageUrl, fillImageUrl, responsiveImage } from '@storefront-kit/image'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getProduct, productQuery, queryProductsPlatformized } from '../src/catalog'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator

beforeAll(async () => {
  emu = await serveEmulator()
})
afterAll(() => emu.close())

/** Fetches a link over HTTP and reads the picture's format and size. */
async function fetched(url: string) {
  const res = await fetch(url, { headers: { accept: 'image/webp' } })
  expect(res.status).toBe(200)
  const { format, width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  return { format, width, height }
}

describe('the catalog picture in the image builder', () => {
  it('fillImageUrl(product.media.mainMedia.image, …) builds a link the emulator serves', async () => {
    const visitor = emu.visitor()
    const { products } = await queryProductsPlatformized(visitor, {
      query: productQuery({ filter: { slug: 'organic-fleece-hoodie' } }),
    })
    const { product } = await getProduct(visitor, products[0]?.id ?? '')
    const { image, id } = product.media.mainMedia
    expect(image).not.toHaveProperty('id')

    const url = fillImageUrl(product.media.mainMedia.image, {
      width: 300,
      height: 200,
      baseUrl: emu.url,
      devicePixelRatio: 1,
    })
    expect(url.startsWith(`${emu.url}/media/${id}/v1/fill/w_300,h_200,al_c,`)).toBe(true)
    expect(await fetched(url)).toEqual({ format: 'webp', width: 300, height: 200 })

    const cropped = cropImageUrl(image, {
      crop: { x: 0, y: 0, width: image.width / 2, height: image.height / 2 },
      width: 100,
      height: 100,
      baseUrl: emu.url,
    })
    expect(await fetched(cropped)).toMatchObject({ width: 100, height: 100 })
    const { src, srcSet } = responsiveImage(image, { width: 320, aspectRatio: 1, baseUrl: emu.url })
    expect(srcSet).toContain(' 640w')
    expect(await fetched(src)).toMatchObject({ width: 320, height: 320 })
  })
})
