import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RunningEmulator, startEmulator } from '@storefront-kit/emulator'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { testMp4 } from '../../packages/emulator/test/support/video'
import { BROWSER_TIMEOUT, describeInChromium, launchChromium } from '../auth/support/chromium'

// An MP4 uploaded to the media library plays in Chromium from the stream link the emulator
// hands out: hls.js on a page of another origin loads the HLS playlist (fragmented MP4 segments
// remuxed from the upload) through Media Source Extensions, and the video's clock advances.

const hlsJs = readFileSync(new URL('../../node_modules/hls.js/dist/hls.min.js', import.meta.url))

let emulator: RunningEmulator
let site: Server
let siteUrl = ''
let browser: Browser

beforeAll(async () => {
  emulator = await startEmulator({ seed: 'empty', host: '127.0.0.1' })
  site = createServer((req, res) => {
    if (req.url === '/hls.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(hlsJs)
    else
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end(
          '<!doctype html><title>video</title><script src="/hls.js"></script><video muted></video>',
        )
  })
  await new Promise<void>((resolve) => site.listen(0, 'localhost', resolve))
  siteUrl = `http://localhost:${(site.address() as AddressInfo).port}`
  browser = await launchChromium()
}, BROWSER_TIMEOUT)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => site?.close(resolve))
  await emulator?.close()
})

/** An owner call to the emulator's media API. */
async function owner(path: string, body: unknown) {
  const { apiKey, siteId } = emulator.info
  const res = await fetch(`${emulator.url}/site-media/v1${path}`, {
    method: 'POST',
    headers: { authorization: apiKey, 'wix-site-id': siteId, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return res.json() as Promise<Record<string, unknown>>
}

/** The part of hls.js the page uses (it is loaded as a script, not imported). */
interface HlsPlayer {
  loadSource(url: string): void
  attachMedia(media: HTMLMediaElement): void
  on(
    event: string,
    listener: (event: string, data: { details?: string; fatal?: boolean }) => void,
  ): void
}

describeInChromium('video streaming', () => {
  it(
    'an uploaded MP4 plays as HLS in Chromium',
    async () => {
      const { uploadUrl } = (await owner('/files/generate-upload-url', {
        mimeType: 'video/mp4',
        fileName: 'clip.mp4',
      })) as { uploadUrl: string }
      const put = await fetch(uploadUrl, {
        method: 'PUT',
        headers: { 'content-type': 'video/mp4' },
        body: testMp4(4, 320, 240),
      })
      const { file } = (await put.json()) as { file: { id: string } }
      let ready = false
      for (let i = 0; i < 100 && !ready; i++) {
        const res = await fetch(
          `${emulator.url}/site-media/v1/files/get-file-by-id?fileId=${file.id}`,
          { headers: { authorization: emulator.info.apiKey, 'wix-site-id': emulator.info.siteId } },
        )
        ready =
          ((await res.json()) as { file: { operationStatus: string } }).file.operationStatus ===
          'READY'
        if (!ready) await new Promise((r) => setTimeout(r, 50))
      }
      expect(ready).toBe(true)
      const { downloadUrl } = (await owner('/files/generate-video-stream-url', {
        fileId: file.id,
        format: 'HLS',
      })) as { downloadUrl: { url: string } }

      const page = await browser.newPage()
      await page.goto(siteUrl)
      const played = await page.evaluate(async (src) => {
        const video = document.querySelector('video') as HTMLVideoElement
        const { Hls } = window as unknown as { Hls: new () => HlsPlayer }
        const hls = new Hls()
        const failed = new Promise<string>((resolve) =>
          hls.on('hlsError', (_e, data) => {
            if (data.fatal) resolve(`hls.js error: ${data.details}`)
          }),
        )
        hls.loadSource(src)
        hls.attachMedia(video)
        const advanced = new Promise<string>((resolve) => {
          video.addEventListener('timeupdate', () => {
            if (video.currentTime > 1) resolve(`played ${video.videoWidth}x${video.videoHeight}`)
          })
        })
        await video.play()
        return Promise.race([advanced, failed])
      }, downloadUrl.url)
      expect(played).toBe('played 320x240')
      await page.close()
    },
    BROWSER_TIMEOUT,
  )
})
