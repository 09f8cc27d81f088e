import type { FileDescriptor, Folder } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaEmulator, pngOf } from './support/media-library'

let t: Awaited<ReturnType<typeof mediaEmulator>>
afterEach(() => t?.close())

const folderOf = (res: { json: unknown }) => (res.json as { folder: Folder }).folder
const folderNames = (res: { json: unknown }) =>
  (res.json as { folders: Folder[] }).folders.map((f) => f.displayName)

describe('folders', () => {
  it('creates under media-root, gets, lists children, renames and moves', async () => {
    t = await mediaEmulator()
    const photos = folderOf(await t.owner.post('/folders', { displayName: 'Photos' }))
    expect(photos).toMatchObject({
      displayName: 'Photos',
      parentFolderId: 'media-root',
      state: 'OK',
    })
    expect(photos.siteId).toBe(t.emulator.info().siteId)
    const summer = folderOf(
      await t.owner.post('/folders', { displayName: 'Summer', parentFolderId: photos.id }),
    )
    expect(folderOf(await t.owner.get(`/folders/${summer.id}`)).parentFolderId).toBe(photos.id)
    expect(folderNames(await t.owner.get('/folders'))).toEqual(['Photos'])
    expect(folderNames(await t.owner.get(`/folders?parentFolderId=${photos.id}`))).toEqual([
      'Summer',
    ])
    const moved = await t.owner.patch(`/folders/${summer.id}`, {
      folder: { displayName: 'Summer 2024', parentFolderId: 'media-root' },
    })
    expect(folderOf(moved)).toMatchObject({
      displayName: 'Summer 2024',
      parentFolderId: 'media-root',
    })
    expect(
      folderNames(await t.owner.get('/folders?sort.fieldName=displayName&sort.order=ASC')),
    ).toEqual(['Photos', 'Summer 2024'])
    const loop = await t.owner.patch(`/folders/${photos.id}`, {
      folder: { parentFolderId: photos.id },
    })
    expect(loop.status).toBe(400)
    expect((await t.owner.get('/folders/nope')).status).toBe(404)
    expect(folderOf(await t.owner.get('/folders/media-root')).id).toBe('media-root')
    expect(
      (await t.owner.post('/folders', { displayName: 'x', parentFolderId: 'nope' })).status,
    ).toBe(404)
    const search = await t.owner.post('/folders/search', { search: 'summer' })
    expect(folderNames(search)).toEqual(['Summer 2024'])
    const query = await t.owner.post('/folders/query', {
      query: { filter: { state: 'OK' }, sort: [{ fieldName: 'displayName', order: 'DESC' }] },
    })
    expect(folderNames(query)).toEqual(['Summer 2024', 'Photos'])
  })

  it('trashes a folder with its sub-folders and files, and restores exactly those', async () => {
    t = await mediaEmulator()
    const png = await pngOf(8, 8)
    const inside = await t.upload(png, { mimeType: 'image/png', filePath: '/Shop/Mugs' })
    const alone = await t.upload(png, { mimeType: 'image/png', fileName: 'alone.png' })
    await t.idle()
    const shop = (await t.owner.get('/folders')).json as { folders: Folder[] }
    const shopId = shop.folders[0]?.id ?? ''
    await t.owner.post('/bulk/folders/delete', { folderIds: [shopId] })
    expect(folderNames(await t.owner.get('/folders'))).toEqual([])
    expect(folderNames(await t.owner.get('/trash-bin/folders'))).toEqual(
      expect.arrayContaining(['Shop', 'Mugs']),
    )
    const file = async (id: string) =>
      ((await t.owner.get(`/files/get-file-by-id?fileId=${id}`)).json as { file: FileDescriptor })
        .file
    expect((await file(inside.id)).state).toBe('DELETED')
    expect((await file(alone.id)).state).toBe('OK')
    // Deleting what is in the trash already is not an error.
    expect((await t.owner.post('/bulk/folders/delete', { folderIds: [shopId] })).status).toBe(200)
    await t.owner.post('/bulk/trash-bin/folders/restore', { folderIds: [shopId] })
    expect(folderNames(await t.owner.get('/folders'))).toEqual(['Shop'])
    expect((await file(inside.id)).state).toBe('OK')
    await t.owner.post('/bulk/folders/delete', { folderIds: [shopId], permanent: true })
    expect((await t.owner.get(`/files/get-file-by-id?fileId=${inside.id}`)).status).toBe(404)
    expect((await t.owner.get(`/folders/${shopId}`)).status).toBe(404)
    expect((await file(alone.id)).state).toBe('OK')
  })
})
