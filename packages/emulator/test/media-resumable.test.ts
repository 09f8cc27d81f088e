import type { FileDescriptor } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaEmulator, pngOf } from './support/media-library'

let t: Awaited<ReturnType<typeof mediaEmulator>>
afterEach(() => t?.close())

const b64 = (text: string) => Buffer.from(text).toString('base64')
const TUS = { 'tus-resumable': '1.0.0' }

async function generate(request: Record<string, unknown> = {}) {
  const res = await t.owner.post('/files/generate-resumable-upload-url', {
    mimeType: 'image/png',
    fileName: 'big.png',
    uploadProtocol: 'TUS',
    ...request,
  })
  expect(res.status).toBe(200)
  return res.json as { uploadProtocol: string; uploadUrl: string; uploadToken: string }
}

const create = (endpoint: string, token: string, size: number) =>
  t.emulator.request(new URL(endpoint).pathname, {
    method: 'POST',
    headers: {
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': `filename ${b64('big.png')},contentType ${b64('image/png')},token ${b64(token)}`,
    },
  })

const patch = (location: string, offset: number, bytes: Uint8Array) =>
  t.emulator.request(new URL(location).pathname, {
    method: 'PATCH',
    headers: {
      ...TUS,
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    body: bytes as Uint8Array<ArrayBuffer>,
  })

describe('resumable upload over tus 1.0', () => {
  it('takes the bytes in parts, tells the offset to resume from, and completes into a file', async () => {
    t = await mediaEmulator()
    const png = await pngOf(300, 200)
    const { uploadProtocol, uploadUrl, uploadToken } = await generate()
    expect(uploadProtocol).toBe('TUS')
    expect(uploadUrl).toBe('http://localhost/upload/tus')
    const created = await create(uploadUrl, uploadToken, png.byteLength)
    expect(created.status).toBe(201)
    const location = created.headers.get('location') ?? ''
    expect(location).toMatch(/^http:\/\/localhost\/upload\/tus\/.+/)
    const half = Math.floor(png.byteLength / 2)
    expect((await patch(location, 0, png.subarray(0, half))).status).toBe(204)
    // Completing early is refused, and the token stays usable.
    const early = await t.emulator.request(`/upload/tus/${uploadToken}`, { method: 'PUT' })
    expect(early.status).toBe(409)
    const head = await t.emulator.request(new URL(location).pathname, {
      method: 'HEAD',
      headers: TUS,
    })
    expect(head.headers.get('upload-offset')).toBe(String(half))
    expect((await patch(location, half, png.subarray(half))).status).toBe(204)
    const done = await t.emulator.request(`/upload/tus/${uploadToken}?filename=big.png`, {
      method: 'PUT',
    })
    expect(done.status).toBe(200)
    const { file } = (await done.json()) as { file: FileDescriptor }
    expect(file).toMatchObject({ displayName: 'big.png', sizeInBytes: String(png.byteLength) })
    await t.idle()
    const served = await t.emulator.request(new URL(file.url).pathname)
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0)
    const again = await t.emulator.request(`/upload/tus/${uploadToken}`, { method: 'PUT' })
    expect(again.status).toBe(403)
  })

  it('refuses to create an upload without a valid token, or larger than the type allows', async () => {
    t = await mediaEmulator()
    const { uploadUrl, uploadToken } = await generate()
    expect((await create(uploadUrl, 'made-up', 10)).status).toBe(403)
    expect((await create(uploadUrl, uploadToken, 30 * 1024 * 1024)).status).toBe(413)
    const preflight = await t.emulator.request('/upload/tus', {
      method: 'OPTIONS',
      headers: {
        origin: 'http://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'tus-resumable,upload-length,upload-metadata',
      },
    })
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/upload-metadata/)
  })
})
