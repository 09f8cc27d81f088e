import { afterEach, describe, expect, it } from 'vitest'
import { mediaEmulator, pngOf, readZip } from './support/media-library'

let t: Awaited<ReturnType<typeof mediaEmulator>>
afterEach(() => t?.close())

const get = (url: string) => t.emulator.request(new URL(url).pathname + new URL(url).search)
const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('download links', () => {
  it('serve the bytes with the asked name and disposition, until they expire', async () => {
    t = await mediaEmulator()
    const png = await pngOf(20, 10)
    const file = await t.upload(png, { mimeType: 'image/png', fileName: 'photo.png' })
    const res = await t.owner.post('/files/generate-file-download-url', {
      fileId: file.id,
      downloadFileName: 'Mon été',
      contentDisposition: 'INLINE',
      expirationInMinutes: 5,
    })
    const { downloadUrls } = res.json as { downloadUrls: { url: string; assetKey: string }[] }
    expect(downloadUrls).toHaveLength(1)
    expect(downloadUrls[0]?.assetKey).toBe('src')
    const url = downloadUrls[0]?.url ?? ''
    const download = await get(url)
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe(
      `inline; filename="Mon _t_.png"; filename*=UTF-8''Mon%20%C3%A9t%C3%A9.png`,
    )
    expect(download.headers.get('content-type')).toBe('image/png')
    expect(Buffer.compare(await bytesOf(download), png)).toBe(0)
    // Tampering breaks the signature.
    const tampered = url.replace(/\.([\w-]+)$/, (_, sig: string) => `.${sig.slice(1)}A`)
    expect((await get(tampered)).status).toBe(403)
    await t.call('POST', '/_emulator/clock', { advanceSeconds: 6 * 60 })
    const late = await get(url)
    expect(late.status).toBe(403)
    expect(await late.text()).toMatch(/DOWNLOAD_URL_EXPIRED/)
  })

  it('redirect once expired when asked to, and refuse unknown asset keys', async () => {
    t = await mediaEmulator()
    const file = await t.upload(await pngOf(4, 4), { mimeType: 'image/png' })
    const res = await t.owner.post('/files/generate-file-download-url', {
      fileId: file.id,
      expirationInMinutes: 1,
      expirationRedirectUrl: 'https://shop.example/expired',
    })
    const url = (res.json as { downloadUrls: { url: string }[] }).downloadUrls[0]?.url ?? ''
    expect((await get(url)).headers.get('content-disposition')).toMatch(/^attachment; /)
    await t.call('POST', '/_emulator/clock', { advanceSeconds: 120 })
    const late = await get(url)
    expect(late.status).toBe(302)
    expect(late.headers.get('location')).toBe('https://shop.example/expired')
    const bad = await t.owner.post('/files/generate-file-download-url', {
      fileId: file.id,
      assetKeys: ['720p'],
    })
    expect(JSON.stringify(bad.json)).toMatch(/INVALID_ASSET_KEY/)
  })

  it('private files answer 403 directly and are read through a download link', async () => {
    t = await mediaEmulator()
    const png = await pngOf(6, 6)
    const pdf = new TextEncoder().encode('%PDF-1.4 private\n')
    const image = await t.upload(png, { mimeType: 'image/png', private: true })
    const doc = await t.upload(pdf, { mimeType: 'application/pdf', private: true })
    await t.idle()
    expect(image.private).toBe(true)
    expect((await get(image.url)).status).toBe(403)
    expect((await get(`${image.url}/v1/fill/w_2,h_2/a.png`)).status).toBe(403)
    expect((await get(doc.url)).status).toBe(403)
    const res = await t.owner.post('/files/generate-file-download-url', { fileId: doc.id })
    const url = (res.json as { downloadUrls: { url: string }[] }).downloadUrls[0]?.url ?? ''
    expect(Buffer.compare(await bytesOf(await get(url)), Buffer.from(pdf))).toBe(0)
  })

  it('archives several files, or a folder with its sub-folders, as a zip', async () => {
    t = await mediaEmulator()
    const png = await pngOf(6, 6)
    const pdf = Buffer.from('%PDF-1.4 terms\n')
    const a = await t.upload(png, { mimeType: 'image/png', fileName: 'a.png', filePath: 'Shop' })
    const b = await t.upload(pdf, {
      mimeType: 'application/pdf',
      fileName: 'terms.pdf',
      filePath: 'Shop/Legal',
    })
    const res = await t.owner.post('/files/generate-download-url', { fileIds: [a.id, b.id] })
    const zip = await get((res.json as { downloadUrl: string }).downloadUrl)
    expect(zip.headers.get('content-type')).toBe('application/zip')
    const entries = readZip(await bytesOf(zip))
    expect(entries.map((e) => e.name)).toEqual(['a.png', 'terms.pdf'])
    expect(Buffer.compare(entries[0]?.bytes ?? Buffer.alloc(0), png)).toBe(0)

    const folder = await t.owner.post(`/folders/${a.parentFolderId}/generate-download-url`, {})
    const archive = readZip(
      await bytesOf(await get((folder.json as { downloadUrl: string }).downloadUrl)),
    )
    expect(archive.map((e) => e.name).sort()).toEqual(['Legal/terms.pdf', 'a.png'])
    expect(
      Buffer.compare(
        archive.find((e) => e.name === 'Legal/terms.pdf')?.bytes ?? Buffer.alloc(0),
        pdf,
      ),
    ).toBe(0)
  })
})
