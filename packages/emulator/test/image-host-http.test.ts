import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { variantCacheOf } from '../src/areas/image-host/variant-cache'
import { startEmulator } from '../src/server'
import { testEmulator } from './support/emulator'
import { fetchImage, quadrantsPng, upload } from './support/image-host'

let t: ReturnType<typeof testEmulator>
let id: string
let original: Buffer

beforeAll(async () => {
  t = testEmulator()
  original = await quadrantsPng()
  id = (await upload(t, original, 'quads.png')).id
})
afterAll(() => t.close())

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  t.emulator.request(path, { method, headers })
const stats = () => variantCacheOf(t.emulator.context).stats()

describe('media HTTP', () => {
  it('serves the original bytes with their type, ETag and cache headers', async () => {
    const { res, bytes } = await fetchImage(t, `/media/${id}`)
    expect(res.status).toBe(200)
    expect(Buffer.compare(bytes, original)).toBe(0)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('content-length')).toBe(String(original.byteLength))
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('x-wix-request-id')).toBeTruthy()
  })

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const path of [`/media/${id}`, `/media/${id}/v1/fill/w_50,h_50,al_c/q.png`]) {
      const full = await get(path)
      const body = await full.arrayBuffer()
      const head = await get(path, {}, 'HEAD')
      expect(head.status).toBe(200)
      expect(head.headers.get('content-length')).toBe(String(body.byteLength))
      expect(head.headers.get('content-type')).toBe(full.headers.get('content-type'))
      expect(head.headers.get('etag')).toBe(full.headers.get('etag'))
      expect((await head.arrayBuffer()).byteLength).toBe(0)
    }
  })

  it('answers 304 to If-None-Match with the current ETag, weak or strong, and 200 otherwise', async () => {
    for (const path of [`/media/${id}`, `/media/${id}/v1/fill/w_60,h_40,enc_auto/q.png`]) {
      const first = await get(path, { accept: 'image/webp' })
      const etag = first.headers.get('etag') ?? ''
      for (const match of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get(path, { accept: 'image/webp', 'if-none-match': match })
        expect(again.status).toBe(304)
        expect(again.headers.get('etag')).toBe(etag)
        expect((await again.arrayBuffer()).byteLength).toBe(0)
      }
      expect((await get(path, { 'if-none-match': '"stale"' })).status).toBe(200)
    }
    // The same URL in another format is another representation: no 304 for the WebP's ETag.
    const webp = await get(`/media/${id}/v1/fill/w_60,h_40,enc_auto/q.png`, {
      accept: 'image/webp',
    })
    const avif = await get(`/media/${id}/v1/fill/w_60,h_40,enc_auto/q.png`, {
      accept: 'image/avif',
      'if-none-match': webp.headers.get('etag') ?? '',
    })
    expect(avif.status).toBe(200)
  })

  it('renders a variant once and answers repeats from the cache', async () => {
    const path = `/media/${id}/v1/fill/w_77,h_55,al_c,q_80/q.png`
    const before = stats()
    const first = await get(path)
    const firstBytes = Buffer.from(await first.arrayBuffer())
    expect(stats()).toMatchObject({ misses: before.misses + 1, hits: before.hits })
    const second = await get(path)
    expect(Buffer.compare(Buffer.from(await second.arrayBuffer()), firstBytes)).toBe(0)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(stats()).toMatchObject({ misses: before.misses + 1, hits: before.hits + 1 })
    // Another file name and parameters without effect render the same image: same entry.
    await get(`/media/${id}/v1/fill/al_c,w_77,h_55,q_80,wm_x,pstr/other-name.png`)
    expect(stats()).toMatchObject({ misses: before.misses + 1, hits: before.hits + 2 })
  })

  it('renders once for overlapping requests of the same variant', async () => {
    const path = `/media/${id}/v1/fill/w_91,h_33/q.png`
    const before = stats()
    const answers = await Promise.all([get(path), get(path), get(path)])
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(stats()).toMatchObject({ misses: before.misses + 1, hits: before.hits + 2 })
  })

  it('answers 404 FILE_NOT_FOUND in the platform envelope for an unknown id', async () => {
    for (const path of [
      '/media/nope~mv2.jpg',
      '/media/nope~mv2.jpg/v1/fill/w_10,h_10,al_c/nope.jpg',
      '/media/',
    ]) {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(res.headers.get('x-wix-request-id')).toBeTruthy()
      const body = (await res.json()) as { details: { applicationError: { code: string } } }
      expect(body.details.applicationError.code).toBe('FILE_NOT_FOUND')
    }
  })

  it.each([
    'v2/fill/w_10,h_10/a.png',
    'v1',
    'v1/fill/w_10,h_10',
    'v1/fill/w_NaN,h_10/a.png',
    'v1/fill/w_-4,h_10/a.png',
    'v1/fill/w_x,h_10/a.png',
    'v1/fill/w_10/a.png',
    'v1/fill/w_10,h_10,al_zz/a.png',
    'v1/fill/w_10,h_10,fp_1/a.png',
    'v1/fill/w_10,h_10,lg_9/a.png',
    'v1/fill/w_10,h_10,q_x/a.png',
    'v1/fill/w_10,h_10,usm_1/a.png',
    'v1/fill/w_10,h_10,blur_x/a.png',
    'v1/fill/w_10,h_10,enc_gif/a.png',
    'v1/fill/w_10%ZZ/a.png',
    'v1/crop/x_0,y_0/fill/w_10,h_10/a.png',
    'v1/crop/x_401,y_0,w_10,h_10/fill/w_10,h_10/a.png',
    'v1/shrink/w_10,h_10/a.png',
    'v1/fill/w_10,h_10/a/b.png',
  ])('answers 400 in the envelope for /media/<id>/%s', async (rest) => {
    const res = await get(`/media/${id}/${rest}`)
    expect(res.status).toBe(400)
    expect(res.headers.get('x-wix-request-id')).toBeTruthy()
    const body = (await res.json()) as {
      message: string
      details: { validationError: { fieldViolations: { field: string }[] } }
    }
    expect(body.details.validationError.fieldViolations.length).toBeGreaterThan(0)
  })

  it('never answers 500, whatever the path', async () => {
    const token = fc.oneof(
      fc.constantFrom('w_', 'h_', 'al_', 'fp_', 'lg_', 'q_', 'usm_', 'bl', 'con_', 'blur_', 'enc_'),
      fc.string({
        unit: fc.constantFrom(...'0123456789._-,%/xyzwhcropfilt'.split('')),
        maxLength: 8,
      }),
    )
    const segment = fc.array(token, { maxLength: 6 }).map((parts) => parts.join(''))
    const rest = fc.array(fc.oneof(fc.constantFrom('v1', 'crop', 'fill', 'fit'), segment), {
      maxLength: 5,
    })
    await fc.assert(
      fc.asyncProperty(rest, async (parts) => {
        const res = await get(`/media/${id}/${parts.join('/')}`)
        expect([200, 400, 404]).toContain(res.status)
        await res.arrayBuffer()
      }),
      { numRuns: 150 },
    )
  })

  it('speaks the same over real HTTP: GET, HEAD and 304', async () => {
    const served = await startEmulator({ seed: 'empty' })
    try {
      const { apiKey, siteId } = served.info
      const added = await fetch(`${served.url}/_emulator/media?filename=q.png`, {
        method: 'POST',
        headers: { authorization: apiKey, 'wix-site-id': siteId },
        body: original as Uint8Array<ArrayBuffer>,
      })
      const { image } = (await added.json()) as { image: { url: string } }
      expect(image.url.startsWith(`${served.url}/media/`)).toBe(true)
      const url = `${image.url}/v1/fill/w_40,h_30,al_c,enc_auto/q.png`
      const got = await fetch(url, { headers: { accept: 'image/webp' } })
      const body = await got.arrayBuffer()
      expect(got.headers.get('content-type')).toBe('image/webp')
      const head = await fetch(url, { method: 'HEAD', headers: { accept: 'image/webp' } })
      expect(head.status).toBe(200)
      expect(head.headers.get('content-length')).toBe(String(body.byteLength))
      const etag = got.headers.get('etag') ?? ''
      const again = await fetch(url, { headers: { accept: 'image/webp', 'if-none-match': etag } })
      expect(again.status).toBe(304)
    } finally {
      await served.close()
    }
  })

  it('does not answer other methods', async () => {
    expect((await get(`/media/${id}`, {}, 'DELETE')).status).toBe(404)
  })
})
