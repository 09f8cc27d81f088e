import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'
import {
  BLUE,
  fetchImage,
  near,
  noiseJpeg,
  pixelAt,
  quadrantsPng,
  RED,
  upload,
} from './support/image-host'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

const post = (query: string, body: Uint8Array | undefined, headers: Record<string, string>) =>
  t.emulator.request(`/_emulator/media${query}`, {
    method: 'POST',
    headers,
    body: body as Uint8Array<ArrayBuffer> | undefined,
  })
const codeOf = async (res: Response) => {
  const body = (await res.json()) as {
    details: {
      applicationError?: { code: string }
      validationError?: { fieldViolations: { field: string; violatedRule: string }[] }
    }
  }
  return (
    body.details.applicationError?.code ??
    body.details.validationError?.fieldViolations
      .map((v) => `${v.field}:${v.violatedRule}`)
      .join(' ')
  )
}

describe('POST /_emulator/media', () => {
  it('stores an image file with the size sharp reads, served under its URL', async () => {
    t = testEmulator()
    const png = await quadrantsPng(64, 48)
    const image = await upload(t, png, 'my quads.png')
    expect(image).toMatchObject({ width: 64, height: 48, filename: 'my quads.png' })
    expect(image.id).toMatch(/^[0-9a-f]{6}_[0-9a-f]{32}~mv2\.png$/)
    expect(image.url).toBe(`http://localhost/media/${image.id}`)
    const { res, bytes } = await fetchImage(t, new URL(image.url).pathname)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.compare(bytes, png)).toBe(0)
    const jpeg = await upload(t, await noiseJpeg(30, 20), 'n.jpg')
    expect(jpeg.id).toMatch(/~mv2\.jpg$/)
    expect(jpeg.id).not.toBe(image.id)
  })

  it('reads WebP, AVIF and GIF files too', async () => {
    t = testEmulator()
    const base = sharp(await quadrantsPng(40, 30))
    for (const [format, ext] of [
      ['webp', 'webp'],
      ['avif', 'avif'],
      ['gif', 'gif'],
    ] as const) {
      const image = await upload(t, await base.clone().toFormat(format).toBuffer(), `a.${ext}`)
      expect(image).toMatchObject({ width: 40, height: 30 })
      expect(image.id.endsWith(`.${ext}`)).toBe(true)
      const { meta } = await fetchImage(t, `/media/${image.id}/v1/fill/w_20,h_15,al_c/a.${ext}`)
      expect(meta).toMatchObject({ width: 20, height: 15 })
    }
  })

  it('applies EXIF orientation: sizes and crops are of the upright picture', async () => {
    t = testEmulator()
    // Stored 200×100, red left and blue right; orientation 6 shows it 100×200, red on top.
    const left = Buffer.alloc(200 * 100 * 3)
    for (let i = 0; i < 200 * 100; i++) left.set(i % 200 < 100 ? [255, 0, 0] : [0, 0, 255], i * 3)
    const rotated = await sharp(left, { raw: { width: 200, height: 100, channels: 3 } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    expect((await sharp(rotated).metadata()).orientation).toBe(6)
    const image = await upload(t, rotated, 'rotated.jpg')
    expect(image).toMatchObject({ width: 100, height: 200 })
    const top = await fetchImage(
      t,
      `/media/${image.id}/v1/crop/x_0,y_0,w_100,h_100/fill/w_10,h_10/r.jpg`,
    )
    expect(near(await pixelAt(top.bytes, 5, 5), RED)).toBe(true)
    const bottom = await fetchImage(
      t,
      `/media/${image.id}/v1/crop/x_0,y_100,w_100,h_100/fill/w_10,h_10/r.jpg`,
    )
    expect(near(await pixelAt(bottom.bytes, 5, 5), BLUE)).toBe(true)
  })

  it('forgets uploaded files on reset, cached variants included', async () => {
    t = testEmulator()
    const image = await upload(t, await quadrantsPng(40, 30), 'gone.png')
    const variant = `/media/${image.id}/v1/fill/w_20,h_15/gone.png`
    expect((await fetchImage(t, variant)).res.status).toBe(200)
    t.emulator.reset()
    for (const path of [`/media/${image.id}`, variant])
      expect((await fetchImage(t, path)).res.status).toBe(404)
  })

  it('is for the owner only', async () => {
    t = testEmulator()
    const png = await quadrantsPng(8, 8)
    const anonymous = await post('?filename=a.png', png, {})
    expect(anonymous.status).toBe(401)
    expect(await codeOf(anonymous)).toBe('UNAUTHENTICATED')
    const { access_token } = await t.visitorToken()
    const visitor = await post('?filename=a.png', png, { authorization: access_token })
    expect(visitor.status).toBe(403)
    expect(await codeOf(visitor)).toBe('PERMISSION_DENIED')
  })

  it('rejects a missing name, an empty body and files that are not whole images', async () => {
    t = testEmulator()
    const png = await quadrantsPng(8, 8)
    const missing = await post('', undefined, t.owner)
    expect(missing.status).toBe(400)
    expect(await codeOf(missing)).toBe('filename:REQUIRED_FIELD file:REQUIRED_FIELD')
    const tooLong = await post(`?filename=${'a'.repeat(256)}`, png, t.owner)
    expect(await codeOf(tooLong)).toBe('filename:MAX_LENGTH')
    const text = await post('?filename=a.txt', new TextEncoder().encode('hello'), t.owner)
    expect(text.status).toBe(400)
    expect(await codeOf(text)).toBe('file:FORMAT')
    const jpeg = await noiseJpeg(200, 200)
    const truncated = await post('?filename=t.jpg', jpeg.subarray(0, jpeg.byteLength / 2), t.owner)
    expect(await codeOf(truncated)).toBe('file:FORMAT')
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'
    expect(
      await codeOf(await post('?filename=s.svg', new TextEncoder().encode(svg), t.owner)),
    ).toBe('file:FORMAT')
  })
})
