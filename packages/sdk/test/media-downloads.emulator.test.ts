import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  generateFileDownloadUrl,
  generateFilesDownloadUrl,
  uploadFile,
  waitForFile,
} from '../src/media'
import { type ServedEmulator, serveEmulator } from './support/emulator'
import { png } from './support/png'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'empty' })
})
afterAll(() => emu.close())
beforeEach(async () => {
  await emu.reset()
})

const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer())

/** Uploads `bytes` as a PNG and waits until it is READY. */
async function uploaded(bytes: Uint8Array<ArrayBuffer>, options: { private?: boolean } = {}) {
  const owner = emu.owner()
  const blob = new Blob([bytes], { type: 'image/png' })
  const file = await uploadFile(owner, blob, { fileName: 'photo.png', ...options })
  const ready = await waitForFile(owner, file.id, { interval: 20 })
  expect(ready.operationStatus).toBe('READY')
  return ready
}

describe('download links', () => {
  it('serve the bytes as they were uploaded, under the name and disposition asked for', async () => {
    const bytes = png(64, 64)
    const file = await uploaded(bytes)
    const { downloadUrls } = await generateFileDownloadUrl(emu.owner(), {
      fileId: file.id,
      downloadFileName: 'holiday.png',
      contentDisposition: 'ATTACHMENT',
    })
    const res = await fetch(downloadUrls[0]?.url ?? '')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;.*filename="?holiday\.png/)
    expect(await bytesOf(res)).toEqual(bytes)

    const inline = await generateFileDownloadUrl(emu.owner(), {
      fileId: file.id,
      contentDisposition: 'INLINE',
    })
    const shown = await fetch(inline.downloadUrls[0]?.url ?? '')
    expect(shown.headers.get('content-disposition')).toMatch(/^inline/)
  })

  it('are the only way to a private file, which answers 403 at its URL', async () => {
    const bytes = png(30, 20)
    const file = await uploaded(bytes, { private: true })
    expect(file.private).toBe(true)
    expect((await fetch(file.url)).status).toBe(403)
    const { downloadUrls } = await generateFileDownloadUrl(emu.owner(), { fileId: file.id })
    const res = await fetch(downloadUrls[0]?.url ?? '')
    expect(res.status).toBe(200)
    expect(await bytesOf(res)).toEqual(bytes)
  })

  it('expire: refused after their time, or sent to the redirect URL when one was given', async () => {
    const file = await uploaded(png(16, 16))
    const { downloadUrls } = await generateFileDownloadUrl(emu.owner(), {
      fileId: file.id,
      expirationInMinutes: 5,
    })
    const redirecting = await generateFileDownloadUrl(emu.owner(), {
      fileId: file.id,
      expirationInMinutes: 5,
      expirationRedirectUrl: 'https://shop.example.com/expired',
    })
    const url = downloadUrls[0]?.url ?? ''
    expect((await fetch(url)).status).toBe(200)
    await emu.control('/_emulator/clock', { advanceSeconds: 6 * 60 })
    const refused = await fetch(url)
    expect(refused.status).toBeGreaterThanOrEqual(400)
    expect(refused.status).toBeLessThan(500)
    const sent = await fetch(redirecting.downloadUrls[0]?.url ?? '', { redirect: 'manual' })
    expect([302, 303, 307]).toContain(sent.status)
    expect(sent.headers.get('location')).toBe('https://shop.example.com/expired')
    // A link whose signature does not match is refused too.
    expect((await fetch(url.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')))).status).toBe(403)
  })

  it('of several files serve one zip archive', async () => {
    const first = await uploaded(png(10, 10))
    const second = await uploaded(png(12, 12))
    const { downloadUrl } = await generateFilesDownloadUrl(emu.owner(), {
      fileIds: [first.id, second.id],
    })
    const res = await fetch(downloadUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('zip')
    const zip = await bytesOf(res)
    expect([...zip.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04])
  })
})
