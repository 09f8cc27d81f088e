import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FileDescriptor } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaEmulator, pngOf } from './support/media-library'

let t: Awaited<ReturnType<typeof mediaEmulator>>
let server: Server | undefined
afterEach(async () => {
  t?.close()
  await new Promise((r) => (server ? server.close(r) : r(undefined)))
  server = undefined
})

/** A local HTTP server with a picture (which needs `?key=k` and an `x-auth` header) and a 404. */
async function source(png: Buffer): Promise<string> {
  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    if (
      url.pathname === '/pictures/mug.png' &&
      url.searchParams.get('key') === 'k' &&
      req.headers['x-auth'] === 'yes'
    ) {
      res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    } else if (url.pathname === '/raw') res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    else res.writeHead(404).end('no')
  })
  server = http
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r))
  return `http://127.0.0.1:${(http.address() as AddressInfo).port}`
}

const fileOf = async (id: string) =>
  (
    (await t.owner.get(`/files/get-file-by-id?fileId=${encodeURIComponent(id)}`)).json as {
      file: FileDescriptor
    }
  ).file

describe('import from a URL', () => {
  it('answers PENDING without media, fetches with the params and headers, then READY', async () => {
    t = await mediaEmulator()
    const png = await pngOf(30, 20)
    const base = await source(png)
    const res = await t.owner.post('/files/import', {
      url: `${base}/pictures/mug.png`,
      urlParams: { key: 'k' },
      urlHeaders: { 'x-auth': 'yes' },
      externalInfo: { origin: 'sync', externalIds: ['mug'] },
      filePath: 'Imported',
    })
    expect(res.status).toBe(200)
    const { file } = res.json as { file: FileDescriptor }
    expect(file).toMatchObject({ operationStatus: 'PENDING', displayName: 'mug.png' })
    expect(file.media).toBeUndefined()
    await t.idle()
    const ready = await fileOf(file.id)
    expect(ready).toMatchObject({
      operationStatus: 'READY',
      sourceUrl: `${base}/pictures/mug.png`,
      sizeInBytes: String(png.byteLength),
      mediaType: 'IMAGE',
    })
    expect(ready.media?.image?.image).toMatchObject({ width: 30, height: 20 })
    const served = await t.emulator.request(new URL(ready.url).pathname)
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), png)).toBe(0)
  })

  it('fails with the reason when the source answers an error or cannot be reached', async () => {
    t = await mediaEmulator()
    const base = await source(await pngOf(4, 4))
    const missing = await t.owner.post('/files/import', { url: `${base}/nothing.png` })
    const closed = await t.owner.post('/files/import', { url: 'http://127.0.0.1:1/a.png' })
    await t.idle()
    for (const res of [missing, closed])
      expect((await fileOf((res.json as { file: FileDescriptor }).file.id)).operationStatus).toBe(
        'FAILED',
      )
    const reasons = t.emulator.context.events
      .list({ slug: 'file_failed' })
      .map((e) => JSON.stringify(e.data))
    expect(reasons[0]).toMatch(/answered HTTP 404/)
    expect(reasons[1]).toMatch(/could not be reached/)
  })

  it('imports in bulk: v2 with per-item results, v1 with the files', async () => {
    t = await mediaEmulator()
    const base = await source(await pngOf(4, 4))
    const v2 = await t.owner.post('/bulk/files/import-v2', {
      importFileRequests: [
        { url: `${base}/raw`, mimeType: 'image/png', displayName: 'one.png' },
        { url: `${base}/raw`, parentFolderId: 'no-such-folder' },
      ],
      returnEntity: true,
    })
    expect(v2.json).toMatchObject({
      results: [
        { itemMetadata: { originalIndex: 0, success: true }, item: { displayName: 'one.png' } },
        { itemMetadata: { originalIndex: 1, success: false, error: { code: 'FOLDER_NOT_FOUND' } } },
      ],
      bulkActionMetadata: { totalSuccesses: 1, totalFailures: 1, undetailedFailures: 0 },
    })
    const v1 = await t.owner.post('/bulk/files/import', {
      importFileRequests: [{ url: `${base}/raw`, mimeType: 'image/png' }],
    })
    expect((v1.json as { files: FileDescriptor[] }).files).toHaveLength(1)
    await t.idle()
    const list = await t.owner.get('/files')
    expect((list.json as { files: FileDescriptor[] }).files.map((f) => f.operationStatus)).toEqual([
      'READY',
      'READY',
    ])
    const bad = await t.owner.post('/files/import', { url: 'not a url' })
    expect(bad.status).toBe(400)
  })
})
