import type { FileDescriptor } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaEmulator, pngOf } from './support/media-library'

let t: Awaited<ReturnType<typeof mediaEmulator>>
afterEach(() => t?.close())

const rulesOf = (res: { json: Record<string, unknown> }) =>
  (
    (res.json.details as { validationError?: { fieldViolations: { ruleName?: string }[] } })
      ?.validationError?.fieldViolations ?? []
  ).map((v) => v.ruleName)

describe('plain upload: generate-upload-url, then PUT', () => {
  it('stores an image PENDING, processes it to READY with its size, serves it at /media/<id>', async () => {
    t = await mediaEmulator()
    const png = await pngOf(64, 48)
    const file = await t.upload(png, {
      mimeType: 'image/png',
      fileName: 'quads.png',
      labels: ['blue'],
      externalInfo: { origin: 'test', externalIds: ['x1'] },
    })
    expect(file).toMatchObject({
      displayName: 'quads.png',
      operationStatus: 'PENDING',
      mediaType: 'IMAGE',
      parentFolderId: 'media-root',
      private: false,
      state: 'OK',
      labels: ['blue'],
      sizeInBytes: String(png.byteLength),
    })
    expect(file.id).toMatch(/^[0-9a-f]{6}_[0-9a-f]{32}~mv2\.png$/)
    expect(file.media).toBeUndefined()
    await t.idle()
    const got = await t.owner.get(`/files/get-file-by-id?fileId=${encodeURIComponent(file.id)}`)
    const ready = (got.json as { file: FileDescriptor }).file
    expect(ready.operationStatus).toBe('READY')
    expect(ready.media?.image?.image).toMatchObject({ width: 64, height: 48 })
    expect(ready.hash).toMatch(/^[0-9a-f]{40}$/)
    const served = await t.emulator.request(new URL(ready.url).pathname)
    expect(served.status).toBe(200)
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0)
    const thumb = await t.emulator.request(
      `${new URL(ready.url).pathname}/v1/fill/w_32,h_24,al_c/quads.png`,
    )
    expect(thumb.status).toBe(200)
    const ready_ = t.emulator.context.events.list({ slug: 'file_ready' })
    expect(ready_).toHaveLength(1)
    expect(ready_[0]?.data).toMatchObject({
      file: { id: file.id, operationStatus: 'READY' },
      externalInfo: { origin: 'test', externalIds: ['x1'] },
    })
  })

  it('fails a corrupt image with a reason in file_failed', async () => {
    t = await mediaEmulator()
    const png = await pngOf(64, 48)
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)])
    const file = await t.upload(broken, { mimeType: 'image/png', fileName: 'broken.png' })
    await t.idle()
    const got = await t.owner.get(`/files/get-file-by-id?fileId=${encodeURIComponent(file.id)}`)
    expect((got.json as { file: FileDescriptor }).file.operationStatus).toBe('FAILED')
    const failed = t.emulator.context.events.list({ slug: 'file_failed' })
    expect(failed).toHaveLength(1)
    expect(JSON.stringify(failed[0]?.data)).toMatch(/not a readable image/)
  })

  it('takes one upload per URL, needs no Authorization header, and refuses an expired URL', async () => {
    t = await mediaEmulator()
    const png = await pngOf(8, 8)
    const generated = await t.owner.post('/files/generate-upload-url', { mimeType: 'image/png' })
    const { uploadUrl } = generated.json as { uploadUrl: string }
    expect(uploadUrl).toMatch(/^http:\/\/localhost\/upload\/v1\/[\w-]{20,}$/)
    expect((await t.put(uploadUrl, png, 'image/png', 'a.png')).status).toBe(200)
    const again = await t.put(uploadUrl, png, 'image/png', 'a.png')
    expect(again.status).toBe(403)
    const late = await t.owner.post('/files/generate-upload-url', { mimeType: 'image/png' })
    await t.call('POST', '/_emulator/clock', { advanceSeconds: 2 * 24 * 3600 })
    const expired = await t.put((late.json as { uploadUrl: string }).uploadUrl, png, 'image/png')
    expect(expired.status).toBe(403)
    expect(JSON.stringify(expired.json)).toMatch(/UPLOAD_URL_EXPIRED/)
    expect((await t.put('http://localhost/upload/v1/nope', png, 'image/png')).status).toBe(404)
  })

  it('applies the upload rules at generate time and on the bytes', async () => {
    t = await mediaEmulator()
    const bad = await t.owner.post('/files/generate-upload-url', {
      mimeType: 'application/x-msdownload',
    })
    expect(rulesOf(bad)).toEqual(['UNSUPPORTED_FILE_FORMAT'])
    const mismatch = await t.owner.post('/files/generate-upload-url', {
      mimeType: 'image/png',
      fileName: 'movie.mp4',
    })
    expect(rulesOf(mismatch)).toEqual(['MISMATCH_MIME_TYPE'])
    const zero = await t.owner.post('/files/generate-upload-url', {
      mimeType: 'image/png',
      sizeInBytes: '0',
    })
    expect(rulesOf(zero)).toEqual(['ZERO_FILE_SIZE'])
    const big = await t.owner.post('/files/generate-upload-url', {
      mimeType: 'image/png',
      sizeInBytes: String(26 * 1024 * 1024),
    })
    expect(rulesOf(big)).toEqual(['FILE_SIZE_OVER_LIMIT'])
    // The bytes: a PDF sent as a PNG, and an empty body.
    const pdf = new TextEncoder().encode('%PDF-1.4\n%…\n')
    const gen = async () =>
      (
        (await t.owner.post('/files/generate-upload-url', { mimeType: 'image/png' })).json as {
          uploadUrl: string
        }
      ).uploadUrl
    expect(rulesOf(await t.put(await gen(), pdf, 'image/png', 'x.png'))).toEqual([
      'MISMATCH_MIME_TYPE',
    ])
    expect(rulesOf(await t.put(await gen(), new Uint8Array(), 'image/png'))).toEqual([
      'ZERO_FILE_SIZE',
    ])
    // octet-stream with a file name: the extension and the content decide.
    const generic = await t.owner.post('/files/generate-upload-url', {
      mimeType: 'application/octet-stream',
    })
    const res = await t.put(
      (generic.json as { uploadUrl: string }).uploadUrl,
      pdf,
      'application/octet-stream',
      'terms.pdf',
    )
    expect((res.json as { file: FileDescriptor }).file).toMatchObject({
      mediaType: 'DOCUMENT',
      mimeType: 'application/pdf',
      displayName: 'terms.pdf',
    })
    // A site quota.
    await t.call('PUT', '/_emulator/media-library/settings', { quotaBytes: 10 })
    const quota = await t.owner.post('/files/generate-upload-url', {
      mimeType: 'image/png',
      sizeInBytes: '100',
    })
    expect(rulesOf(quota)).toEqual(['SITE_QUOTA_EXCEEDED'])
  })

  it('is for the owner or an app only', async () => {
    t = await mediaEmulator()
    const body = { mimeType: 'image/png' }
    expect((await t.visitor.post('/files/generate-upload-url', body)).status).toBe(403)
    expect((await t.anonymous.post('/files/generate-upload-url', body)).status).toBe(401)
    expect((await t.visitor.get('/files')).status).toBe(403)
    expect((await t.visitor.post('/folders', { displayName: 'x' })).status).toBe(403)
  })

  it('creates the folders of filePath under the parent, once', async () => {
    t = await mediaEmulator()
    const png = await pngOf(8, 8)
    const a = await t.upload(png, { mimeType: 'image/png', filePath: '/videos/2024/december' })
    const b = await t.upload(png, { mimeType: 'image/png', filePath: 'videos/2024' })
    const top = await t.owner.get('/folders')
    const folders = (top.json as { folders: { id: string; displayName: string }[] }).folders
    expect(folders.map((f) => f.displayName)).toEqual(['videos'])
    const year = await t.owner.get(`/folders?parentFolderId=${folders[0]?.id}`)
    const yearFolder = (year.json as { folders: { id: string; displayName: string }[] }).folders[0]
    expect(yearFolder?.displayName).toBe('2024')
    expect(b.parentFolderId).toBe(yearFolder?.id)
    const december = await t.owner.get(`/folders/${a.parentFolderId}`)
    expect(december.json).toMatchObject({
      folder: { displayName: 'december', parentFolderId: yearFolder?.id, state: 'OK' },
    })
  })
})
