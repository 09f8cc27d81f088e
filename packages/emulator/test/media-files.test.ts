import type { FileDescriptor } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { mediaEmulator, pngOf } from './support/media-library'

let t: Awaited<ReturnType<typeof mediaEmulator>>
afterEach(() => t?.close())

type Page = { files: FileDescriptor[]; nextCursor: { total: number; cursors: { next?: string } } }
const names = (res: { json: unknown }) => (res.json as Page).files.map((f) => f.displayName)
const fileOf = async (id: string) =>
  (
    (await t.owner.get(`/files/get-file-by-id?fileId=${encodeURIComponent(id)}`)).json as {
      file: FileDescriptor
    }
  ).file

async function three() {
  const png = await pngOf(10, 10)
  const a = await t.upload(png, { mimeType: 'image/png', fileName: 'apple.png', labels: ['fruit'] })
  await t.call('POST', '/_emulator/clock', { advanceSeconds: 1 })
  const b = await t.upload(png, { mimeType: 'image/png', fileName: 'banana.png' })
  await t.call('POST', '/_emulator/clock', { advanceSeconds: 1 })
  const pdf = new TextEncoder().encode('%PDF-1.4\n')
  const c = await t.upload(pdf, { mimeType: 'application/pdf', fileName: 'cherry terms.pdf' })
  await t.idle()
  return { a, b, c }
}

describe('reading files', () => {
  it('lists newest first, pages with nextCursor, filters by media type and sorts by name', async () => {
    t = await mediaEmulator()
    await three()
    expect(names(await t.owner.get('/files'))).toEqual([
      'cherry terms.pdf',
      'banana.png',
      'apple.png',
    ])
    const first = await t.owner.get('/files?paging.limit=2')
    const page = first.json as Page
    expect(page.files).toHaveLength(2)
    expect(page.nextCursor.total).toBe(3)
    const next = page.nextCursor.cursors.next
    expect(next).toBeTruthy()
    const second = await t.owner.get(`/files?paging.cursor=${encodeURIComponent(next ?? '')}`)
    expect(names(second)).toEqual(['apple.png'])
    expect((second.json as Page).nextCursor.cursors.next).toBeUndefined()
    expect(names(await t.owner.get('/files?mediaTypes=DOCUMENT'))).toEqual(['cherry terms.pdf'])
    expect(names(await t.owner.get('/files?sort.fieldName=displayName&sort.order=ASC'))).toEqual([
      'apple.png',
      'banana.png',
      'cherry terms.pdf',
    ])
    const badSort = await t.owner.get('/files?sort.fieldName=sizeInBytes')
    expect(badSort.status).toBe(400)
    expect(JSON.stringify(badSort.json)).toMatch(/UNSUPPORTED_SORT_VALUE/)
    const badType = await t.owner.get('/files?mediaTypes=HOLOGRAM')
    expect(badType.status).toBe(400)
  })

  it('searches names and labels, queries with the platform filter, and gets many by id', async () => {
    t = await mediaEmulator()
    const { a, b, c } = await three()
    expect(names(await t.owner.post('/files/search', { search: 'cherry' }))).toEqual([
      'cherry terms.pdf',
    ])
    expect(names(await t.owner.post('/files/search', { search: 'fruit' }))).toEqual(['apple.png'])
    const query = await t.owner.post('/files/query', {
      query: {
        filter: { mediaType: 'IMAGE' },
        sort: [{ fieldName: 'displayName', order: 'DESC' }],
      },
    })
    expect((query.json as { files: FileDescriptor[] }).files.map((f) => f.displayName)).toEqual([
      'banana.png',
      'apple.png',
    ])
    expect(query.json).toMatchObject({ pagingMetadata: { total: 2 } })
    const many = await t.owner.post('/files/get-files', { fileIds: [c.id, a.id] })
    expect((many.json as { files: FileDescriptor[] }).files.map((f) => f.id)).toEqual([c.id, a.id])
    const mediaString = `wix:image://v1/${b.id}/banana.png#originWidth=10&originHeight=10`
    expect((await fileOf(mediaString)).id).toBe(b.id)
    const missing = await t.owner.get('/files/get-file-by-id?fileId=nope~mv2.png')
    expect(missing.status).toBe(404)
    expect(JSON.stringify(missing.json)).toMatch(/RESOURCE_NOT_FOUND/)
  })

  it('updates name, labels and folder with an updated event; refuses an empty update', async () => {
    t = await mediaEmulator()
    const { a } = await three()
    const folder = await t.owner.post('/folders', { displayName: 'Fruit' })
    const folderId = (folder.json as { folder: { id: string } }).folder.id
    const res = await t.owner.patch('/files/update-file-descriptor', {
      file: { id: a.id, displayName: 'Apple', labels: ['red'], parentFolderId: folderId },
    })
    expect(res.status).toBe(200)
    expect((res.json as { file: FileDescriptor }).file).toMatchObject({
      displayName: 'Apple',
      labels: ['red'],
      parentFolderId: folderId,
    })
    const events = t.emulator.context.events.list({ slug: 'updated', entityId: a.id })
    expect(events.at(-1)?.modifiedFields?.sort()).toEqual([
      'displayName',
      'labels',
      'parentFolderId',
    ])
    const empty = await t.owner.patch('/files/update-file-descriptor', { file: { id: a.id } })
    expect(JSON.stringify(empty.json)).toMatch(/FIELD_MASK_IS_EMPTY_OR_MISSING/)
    const nowhere = await t.owner.patch('/files/update-file-descriptor', {
      file: { id: a.id, parentFolderId: 'no-such-folder' },
    })
    expect(nowhere.status).toBe(404)
  })
})

describe('trash', () => {
  it('moves files to the trash keeping their bytes, restores them, and deletes permanently', async () => {
    t = await mediaEmulator()
    const { a, b } = await three()
    expect((await t.owner.post('/bulk/files/delete', { fileIds: [a.id] })).json).toEqual({})
    expect((await fileOf(a.id)).state).toBe('DELETED')
    expect(names(await t.owner.get('/files'))).not.toContain('apple.png')
    expect(names(await t.owner.get('/trash-bin/files'))).toEqual(['apple.png'])
    expect(names(await t.owner.post('/files/search', { rootFolder: 'TRASH_ROOT' }))).toEqual([
      'apple.png',
    ])
    // Still served: pictures on the site keep working from the trash.
    expect((await t.emulator.request(new URL(a.url).pathname)).status).toBe(200)
    await t.owner.post('/bulk/trash-bin/files/restore', { fileIds: [a.id] })
    expect((await fileOf(a.id)).state).toBe('OK')
    const ready = t.emulator.context.events.list({ slug: 'file_ready', entityId: a.id })
    expect(ready.at(-1)?.data).toMatchObject({ triggeredByUndelete: true })

    const storageDir = t.services().mediaLibrary.storageDir
    const { existsSync } = await import('node:fs')
    const path = `${storageDir}/files/${b.id}`
    expect(existsSync(path)).toBe(true)
    await t.owner.post('/bulk/files/delete', { fileIds: [b.id], permanent: true })
    expect((await t.owner.get(`/files/get-file-by-id?fileId=${b.id}`)).status).toBe(404)
    expect(existsSync(path)).toBe(false)
    expect(t.emulator.context.events.list({ slug: 'deleted', entityId: b.id })).toHaveLength(1)
    expect((await t.emulator.request(new URL(b.url).pathname)).status).toBe(404)
  })

  it('reset removes every file and its bytes', async () => {
    t = await mediaEmulator()
    const { a } = await three()
    const { existsSync } = await import('node:fs')
    const path = `${t.services().mediaLibrary.storageDir}/files/${a.id}`
    expect(existsSync(path)).toBe(true)
    const reset = await t.call('POST', '/_emulator/reset', {})
    expect(reset.text).toBe('{"status":"reset"}')
    expect(existsSync(path)).toBe(false)
    expect((await t.owner.get('/files')).json).toMatchObject({ files: [] })
  })
})
