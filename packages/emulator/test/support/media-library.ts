import { crc32 } from 'node:zlib'
import type { FileDescriptor } from '@storefront-kit/wire'
import sharp from 'sharp'
import { testEmulator } from './emulator'

/** A real PNG of `width` × `height` (two colours, so it is not trivially compressible). */
export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .composite([
      {
        input: { create: { width: 1, height: 1, channels: 3, background: '#ff0000' } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer()

/** An emulator with the media library's calls for the owner, a visitor and no one. */
export async function mediaEmulator() {
  const t = testEmulator()
  const visitor = { authorization: (await t.visitorToken()).access_token }
  const as = (headers: Record<string, string>) => ({
    get: (path: string) => t.call('GET', `/site-media/v1${path}`, undefined, headers),
    post: (path: string, body: unknown = {}) =>
      t.call('POST', `/site-media/v1${path}`, body, headers),
    patch: (path: string, body: unknown = {}) =>
      t.call('PATCH', `/site-media/v1${path}`, body, headers),
  })
  const owner = as(t.owner)
  /** PUT bytes to an upload URL (no Authorization header, as the platform's upload host). */
  const put = async (
    uploadUrl: string,
    bytes: Uint8Array | undefined,
    contentType: string,
    filename?: string,
  ) => {
    const url = new URL(uploadUrl)
    if (filename) url.searchParams.set('filename', filename)
    const res = await t.emulator.request(`${url.pathname}${url.search}`, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: bytes as Uint8Array<ArrayBuffer> | undefined,
    })
    return { status: res.status, json: (await res.json()) as Record<string, unknown> }
  }
  /** generate-upload-url, then the PUT; the descriptor as the PUT answered it. */
  const upload = async (
    bytes: Uint8Array,
    request: Record<string, unknown> & { mimeType: string },
    filename?: string,
  ) => {
    const generated = await owner.post('/files/generate-upload-url', request)
    if (generated.status !== 200) throw new Error(`generate: ${generated.text}`)
    const res = await put(
      (generated.json as { uploadUrl: string }).uploadUrl,
      bytes,
      request.mimeType,
      filename,
    )
    if (res.status !== 200) throw new Error(`upload: ${JSON.stringify(res.json)}`)
    return (res.json as { file: FileDescriptor }).file
  }
  const idle = () => t.services().mediaLibrary.idle()
  return { ...t, owner, visitor: as(visitor), anonymous: as({}), put, upload, idle }
}

/**
 * The entries of a zip archive, read through its central directory as any unzip tool does; the
 * CRC of each entry is checked against its bytes (stored entries only, which is what we write).
 */
export function readZip(zip: Buffer): { name: string; bytes: Buffer }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (end < 0) throw new Error('no end of central directory')
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries: { name: string; bytes: Buffer }[] = []
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory entry')
    const crc = zip.readUInt32LE(at + 16)
    const size = zip.readUInt32LE(at + 24)
    const nameLength = zip.readUInt16LE(at + 28)
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const local = zip.readUInt32LE(at + 42)
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength)
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const bytes = zip.subarray(start, start + size)
    if (crc32(bytes) !== crc) throw new Error(`CRC mismatch in ${name}`)
    entries.push({ name, bytes })
    at += 46 + nameLength + extra
  }
  return entries
}
