import type { FileDescriptor, Folder } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { testEmulator } from './support/emulator'

let t: ReturnType<typeof testEmulator>
afterEach(() => t?.close())

describe('demo media library', () => {
  it('holds the product pictures in folders by collection, served and downloadable', async () => {
    t = testEmulator({ seed: 'demo' })
    t.emulator.setPublicUrl('http://127.0.0.1:4321')
    const get = (path: string) => t.call('GET', `/site-media/v1${path}`, undefined, t.owner)
    const folders = (
      await get('/folders?sort.fieldName=displayName&sort.order=ASC&paging.limit=100')
    ).json as { folders: Folder[] }
    const names = folders.folders.map((f) => f.displayName)
    expect(names).toEqual(expect.arrayContaining(['Apparel', 'Footwear', 'Kitchen & Dining']))
    expect(names).not.toContain('All Products')
    const apparel = folders.folders.find((f) => f.displayName === 'Apparel')
    const files = (await get(`/files?parentFolderId=${apparel?.id}&paging.limit=100`)).json as {
      files: FileDescriptor[]
    }
    expect(files.files.length).toBeGreaterThan(2)
    // The catalog links to the same files. (The folder also holds the collection's own picture,
    // and files made in the same millisecond have no fixed order: pick one a product shows.)
    const products = JSON.stringify(
      (await t.call('POST', '/stores/v1/products/query', { query: {} }, t.owner)).json,
    )
    const shown = files.files.filter((file) => products.includes(file.id ?? 'none'))
    expect(shown.length).toBeGreaterThan(1)
    const [first] = shown
    expect(first).toMatchObject({ operationStatus: 'READY', mediaType: 'IMAGE', state: 'OK' })
    // Links on the emulator's current public URL, at the path the image builder makes.
    expect(first?.url).toBe(`http://127.0.0.1:4321/media/${first?.id}`)
    expect(first?.media?.image?.image).toMatchObject({ width: 1000, height: 1000 })
    const picture = await t.emulator.request(`/media/${first?.id}`)
    expect(picture.headers.get('content-type')).toBe('image/jpeg')
    const link = await t.call(
      'POST',
      '/site-media/v1/files/generate-file-download-url',
      { fileId: first?.id },
      t.owner,
    )
    const url = new URL(
      (link.json as { downloadUrls: { url: string }[] }).downloadUrls[0]?.url ?? '',
    )
    const download = await t.emulator.request(url.pathname)
    expect(
      Buffer.compare(
        Buffer.from(await download.arrayBuffer()),
        Buffer.from(await picture.arrayBuffer()),
      ),
    ).toBe(0)
  })

  it('is empty with the empty seed', async () => {
    t = testEmulator({ seed: 'empty' })
    const res = await t.call('GET', '/site-media/v1/files', undefined, t.owner)
    expect(res.json).toMatchObject({ files: [], nextCursor: { total: 0 } })
  })
})
