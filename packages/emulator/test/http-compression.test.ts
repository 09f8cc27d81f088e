import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { COMPRESS_MIN_BYTES, CompressedTexts, negotiateEncoding } from '../src/http/compress'
import { testEmulator } from './support/emulator'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

const PRODUCTS = '/stores-reader/v1/products/query-platformized'

/** A visitor's products query, asking for `encoding`; the raw answer and its bytes. */
async function products(encoding?: string) {
  const { access_token } = await t.visitorToken()
  const res = await t.emulator.request(PRODUCTS, {
    headers: { authorization: access_token, ...(encoding && { 'accept-encoding': encoding }) },
  })
  return { res, bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('compressed answers', () => {
  it('sends JSON brotli- or gzip-compressed as the client asks, decoding to the same answer', async () => {
    t = testEmulator({ seed: 'demo' })
    const plain = await products()
    expect(plain.res.headers.get('content-encoding')).toBeNull()
    expect(plain.bytes.byteLength).toBeGreaterThan(COMPRESS_MIN_BYTES)
    const br = await products('gzip, deflate, br')
    expect(br.res.headers.get('content-encoding')).toBe('br')
    expect(br.res.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(Number(br.res.headers.get('content-length'))).toBe(br.bytes.byteLength)
    expect(br.bytes.byteLength).toBeLessThan(plain.bytes.byteLength / 3)
    expect(JSON.parse(brotliDecompressSync(br.bytes).toString()).products).toHaveLength(
      JSON.parse(plain.bytes.toString()).products.length,
    )
    const gz = await products('gzip')
    expect(gz.res.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(gz.bytes).equals(Buffer.from(brotliDecompressSync(br.bytes)))).toBe(true)
  })

  it('leaves small answers, pictures and clients that accept no encoding alone', async () => {
    t = testEmulator({ seed: 'demo' })
    expect((await products('identity')).res.headers.get('content-encoding')).toBeNull()
    const small = await t.call('GET', '/_emulator/health', undefined, { 'accept-encoding': 'br' })
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(JSON.parse(small.text)).toBeTruthy()
    const { products: list } = JSON.parse((await products()).bytes.toString())
    const picture = await t.emulator.request(new URL(list[0].media.mainMedia.image.url).pathname, {
      headers: { 'accept-encoding': 'br' },
    })
    expect(picture.status).toBe(200)
    expect(picture.headers.get('content-encoding')).toBeNull()
  })

  it('names each header a small answer varies by once, beside its CORS headers', async () => {
    t = testEmulator({ seed: 'demo' })
    const { access_token } = await t.visitorToken()
    const headers = { authorization: access_token, 'accept-encoding': 'br' }
    for (const origin of [undefined, 'https://shop.example']) {
      const res = await t.emulator.request('/v2/collections/slug/kitchen', {
        headers: { ...headers, ...(origin && { origin }) },
      })
      expect(res.status).toBe(200)
      const body = await res.text()
      expect(body.length).toBeLessThan(COMPRESS_MIN_BYTES)
      expect(res.headers.get('content-encoding')).toBeNull()
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Origin')
      expect(res.headers.get('access-control-allow-origin')).toBe(origin ?? '*')
      expect(res.headers.get('access-control-expose-headers')).toMatch(/^x-wix-request-id,/)
      expect(res.headers.get('x-wix-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('sends a server-sent event stream as it is written, uncompressed', async () => {
    t = testEmulator()
    // Compressed whole, a stream that never ends would never answer: this request would hang.
    const res = await t.emulator.request('/_emulator/events/stream', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('content-encoding')).toBeNull()
    const reader = (res.body as ReadableStream<Uint8Array>).getReader()
    const member = { member: { loginEmail: 'stream@example.com' } }
    expect((await t.call('POST', '/members/v1/members', member, t.owner)).status).toBe(200)
    const { value } = await reader.read()
    expect(new TextDecoder().decode(value)).toMatch(
      /^data: .*"eventType":"wix.members.v1.member_created"/,
    )
    await reader.cancel()
  })

  it('negotiates by weight: brotli on a tie, q=0 refuses, * stands for the others', () => {
    expect(negotiateEncoding('gzip, br')).toBe('br')
    expect(negotiateEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip')
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip')
    expect(negotiateEncoding('*')).toBe('br')
    expect(negotiateEncoding('*;q=0')).toBeUndefined()
    expect(negotiateEncoding('deflate')).toBeUndefined()
    expect(negotiateEncoding(undefined)).toBeUndefined()
  })
})

describe('compressed texts kept', () => {
  const text = (n: number) => JSON.stringify({ n, items: Array.from({ length: 200 }, (_, i) => i) })

  it('compresses the same text once, and forgets the least recently sent past its size', async () => {
    // Room for four texts, each with its compressed bytes (all about the same size).
    const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }
    const slot = text(1).length + brotliCompressSync(text(1), quality).byteLength
    const kept = new CompressedTexts(4 * slot + 16)
    const first = await kept.of(text(1), 'br')
    expect(brotliDecompressSync(first).toString()).toBe(text(1))
    expect(await kept.of(text(1), 'br')).toBe(first)
    const gz = await kept.of(text(1), 'gzip')
    expect(gunzipSync(gz).toString()).toBe(text(1))
    expect(gz).not.toBe(first)
    // Text 1 was sent last: adding two more forgets text 2, the least recently sent, not it.
    const second = await kept.of(text(2), 'br')
    await kept.of(text(1), 'br')
    await kept.of(text(3), 'br')
    await kept.of(text(4), 'br')
    expect(await kept.of(text(1), 'br')).toBe(first)
    expect(await kept.of(text(2), 'br')).not.toBe(second)
  })

  it('sends a route answer asked for again as the same bytes, compressed once', async () => {
    t = testEmulator({ seed: 'demo' })
    const [a, b] = [await products('br'), await products('br')]
    expect(a.bytes.equals(b.bytes)).toBe(true)
    expect(a.res.headers.get('content-encoding')).toBe('br')
    expect(a.res.headers.get('vary')?.match(/accept-encoding/gi)).toHaveLength(1)
  })
})

describe('cached answers', () => {
  it('lets browsers keep a CORS preflight, so calls to one address ask once', async () => {
    t = testEmulator()
    const res = await t.call('OPTIONS', PRODUCTS, undefined, {
      origin: 'https://shop.example',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    })
    expect(res.status).toBe(204)
    expect(Number(res.headers.get('access-control-max-age'))).toBeGreaterThanOrEqual(7200)
  })

  it('lets browsers and caches keep a media answer for a year (its link never changes)', async () => {
    t = testEmulator({ seed: 'demo' })
    const { products: list } = JSON.parse((await products()).bytes.toString())
    const res = await t.emulator.request(new URL(list[0].media.mainMedia.image.url).pathname)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })
})
