import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testMp4 } from '../../emulator/test/support/video'
import { generateVideoStreamingUrl, uploadFile, waitForFile } from '../src/media'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'empty' })
})
afterAll(() => emu.close())

describe('video streaming links', () => {
  it('an uploaded MP4 turns READY as a video and streams as HLS and DASH', async () => {
    const owner = emu.owner()
    const clip = testMp4(2, 160, 120)
    const uploaded = await uploadFile(owner, new Blob([clip], { type: 'video/mp4' }), {
      fileName: 'clip.mp4',
    })
    const file = await waitForFile(owner, uploaded.id, { interval: 50 })
    expect(file.operationStatus).toBe('READY')
    expect(file.mediaType).toBe('VIDEO')

    const hls = await generateVideoStreamingUrl(owner, { fileId: file.id, format: 'HLS' })
    const playlist = await fetch(hls.downloadUrl.url)
    expect(playlist.status).toBe(200)
    expect((await playlist.text()).startsWith('#EXTM3U')).toBe(true)

    const dash = await generateVideoStreamingUrl(owner, { fileId: file.id, format: 'DASH' })
    const manifest = await fetch(dash.downloadUrl.url)
    expect(manifest.status).toBe(200)
    expect(await manifest.text()).toContain('<MPD')
  })
})
