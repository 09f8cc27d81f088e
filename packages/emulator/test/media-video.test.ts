import type { FileDescriptor } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaEmulator, pngOf } from './support/media-library'
import { testMp4 } from './support/video'

let t: Awaited<ReturnType<typeof mediaEmulator>>
afterEach(() => t?.close())

const get = (url: string) => t.emulator.request(new URL(url).pathname)

describe('videos', () => {
  it('are READY with their size and duration, and stream as HLS and DASH', async () => {
    t = await mediaEmulator()
    const mp4 = testMp4(3, 320, 240)
    const file = await t.upload(mp4, { mimeType: 'video/mp4', fileName: 'clip.mp4' })
    await t.idle()
    const got = await t.owner.get(`/files/get-file-by-id?fileId=${file.id}`)
    const ready = (got.json as { file: FileDescriptor }).file
    expect(ready).toMatchObject({ mediaType: 'VIDEO', operationStatus: 'READY' })
    expect(ready.media?.video?.resolutions?.[0]).toMatchObject({ width: 320, height: 240 })

    const hls = await t.owner.post('/files/generate-video-stream-url', { fileId: file.id })
    const { downloadUrl } = hls.json as { downloadUrl: { url: string; assetKey: string } }
    expect(downloadUrl.assetKey).toBe('hls')
    expect(downloadUrl.url).toMatch(/^http:\/\/localhost\/stream\/v1\/.+\/hls\/index\.m3u8$/)
    const playlist = await get(downloadUrl.url)
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl')
    const text = await playlist.text()
    expect(text).toMatch(/#EXT-X-MAP:URI="init.mp4"/)
    const segment = /^(segment\d+\.m4s)$/m.exec(text)?.[1]
    expect(segment).toBeDefined()
    const base = downloadUrl.url.replace(/index\.m3u8$/, '')
    expect((await get(`${base}init.mp4`)).status).toBe(200)
    expect((await get(`${base}${segment}`)).status).toBe(200)

    const dash = await t.owner.post('/files/generate-video-stream-url', {
      fileId: file.id,
      format: 'DASH',
      expirationInMinutes: 60,
    })
    const manifestUrl = (dash.json as { downloadUrl: { url: string } }).downloadUrl.url
    const manifest = await get(manifestUrl)
    expect(manifest.headers.get('content-type')).toBe('application/dash+xml')
    expect(await manifest.text()).toMatch(/<MPD[\s>]/)

    await t.call('POST', '/_emulator/clock', { advanceSeconds: 61 * 60 })
    expect((await get(downloadUrl.url)).status).toBe(403)
  })

  it('refuses a stream of a file that is not a video, and a too short link lifetime', async () => {
    t = await mediaEmulator()
    const png = await t.upload(await pngOf(4, 4), { mimeType: 'image/png' })
    await t.idle()
    const res = await t.owner.post('/files/generate-video-stream-url', { fileId: png.id })
    expect(JSON.stringify(res.json)).toMatch(/FILE_IS_NOT_A_VIDEO/)
    const short = await t.owner.post('/files/generate-video-stream-url', {
      fileId: png.id,
      expirationInMinutes: 5,
    })
    expect(short.status).toBe(400)
  })
})
