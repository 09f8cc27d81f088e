import { fillImageUrl } from '@storefront-kit/image'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NotFoundError, paginate, type StorefrontError, ValidationError } from '../src/index'
import {
  bulkDeleteFiles,
  bulkDeleteFolders,
  bulkRestoreFilesFromTrashBin,
  bulkRestoreFoldersFromTrashBin,
  createFolder,
  type FileDescriptor,
  getFileDescriptor,
  getFileDescriptors,
  getFolder,
  listDeletedFiles,
  listDeletedFolders,
  listFiles,
  listFolders,
  queryFileDescriptors,
  queryFolders,
  searchFiles,
  searchFolders,
  type UploadProgress,
  updateFileDescriptor,
  updateFolder,
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

/** The error a call rejects with. */
async function failure(call: Promise<unknown>): Promise<StorefrontError> {
  try {
    await call
  } catch (error) {
    return error as StorefrontError
  }
  throw new Error('expected the call to fail')
}

const ids = (files: { id: string }[]) => files.map((file) => file.id).sort()

/** Item `index` of a list a test made, which must be there. */
function nth<T>(list: T[], index: number): T {
  const item = list[index]
  if (item === undefined) throw new Error(`no item ${index}`)
  return item
}

describe('uploadFile', () => {
  it('uploads a real image that turns READY with its size, served where its URL says', async () => {
    const owner = emu.owner()
    const bytes = png(120, 80)
    const seen: UploadProgress[] = []
    const uploaded = await uploadFile(owner, new Blob([bytes], { type: 'image/png' }), {
      fileName: 'banner.png',
      labels: ['home'],
      onProgress: (progress) => seen.push(progress),
    })
    expect(uploaded.displayName).toBe('banner.png')
    expect(uploaded.sizeInBytes).toBe(String(bytes.length))
    expect(['PENDING', 'READY']).toContain(uploaded.operationStatus)
    // Progress only grows and ends at the whole file.
    expect(seen.length).toBeGreaterThan(0)
    expect(
      seen.every((p, i) => p.total === bytes.length && p.loaded >= (seen[i - 1]?.loaded ?? 0)),
    ).toBe(true)
    expect(seen.at(-1)).toEqual({ loaded: bytes.length, total: bytes.length })

    const file = await waitForFile(owner, uploaded.id, { interval: 20 })
    expect(file.operationStatus).toBe('READY')
    expect(file.mediaType).toBe('IMAGE')
    expect(file.media?.image?.image).toMatchObject({ width: 120, height: 80 })
    const served = await fetch(file.url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toContain('image/')
    // The image builder's links to it are served by the image host at the size they ask for.
    const image = file.media?.image?.image
    if (!image?.url || !image.width || !image.height) throw new Error('no image media')
    const link = fillImageUrl(
      { url: image.url, width: image.width, height: image.height },
      { width: 60, height: 40, baseUrl: emu.url, devicePixelRatio: 1 },
    )
    expect(link.startsWith(`${emu.url}/media/${file.id}/v1/fill/w_60,h_40`)).toBe(true)
    const scaled = await fetch(link, { headers: { accept: 'image/webp' } })
    expect(scaled.status).toBe(200)
    const meta = await sharp(Buffer.from(await scaled.arrayBuffer())).metadata()
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 60, height: 40 })
  })

  it('takes bytes without a type: the name and the content decide (application/octet-stream)', async () => {
    const owner = emu.owner()
    const uploaded = await uploadFile(owner, png(10, 10), { fileName: 'dot.png' })
    const file = await waitForFile(owner, uploaded.id, { interval: 20 })
    expect(file.operationStatus).toBe('READY')
    expect(file.mediaType).toBe('IMAGE')
  })

  it('cancels with a signal: the call rejects with its reason and no file is made', async () => {
    const owner = emu.owner()
    const controller = new AbortController()
    const reason = new Error('user canceled')
    const big = new Uint8Array(4 * 1024 * 1024)
    const call = uploadFile(owner, big, {
      mimeType: 'application/octet-stream',
      fileName: 'big.bin',
      signal: controller.signal,
      onProgress: ({ loaded }) => loaded > 0 && controller.abort(reason),
    })
    await expect(call).rejects.toBe(reason)
    const { files } = await listFiles(owner, {})
    expect(files).toEqual([])
  })

  it('refuses an empty file with the rule the platform names', async () => {
    const error = await failure(
      uploadFile(emu.owner(), new Uint8Array(0), { mimeType: 'image/png' }),
    )
    expect(error).toBeInstanceOf(ValidationError)
    expect(error.fieldViolations.map((v) => v.ruleName)).toContain('ZERO_FILE_SIZE')
  })
})

/** Uploads `count` small images into `parentFolderId` and waits until each is processed. */
async function uploadImages(count: number, parentFolderId?: string): Promise<FileDescriptor[]> {
  const owner = emu.owner()
  const files: FileDescriptor[] = []
  for (let i = 0; i < count; i++) {
    const blob = new Blob([png(8 + i, 8)], { type: 'image/png' })
    const uploaded = await uploadFile(owner, blob, {
      fileName: `picture-${i}.png`,
      ...(parentFolderId && { parentFolderId }),
    })
    files.push(await waitForFile(owner, uploaded.id, { interval: 20 }))
  }
  return files
}

describe('the library over HTTP', () => {
  it('lists, searches, queries and pages the files of a folder', async () => {
    const owner = emu.owner()
    const { folder } = await createFolder(owner, { displayName: 'Summer' })
    const files = await uploadImages(5, folder.id)
    const { files: page, nextCursor } = await listFiles(owner, {
      parentFolderId: folder.id,
      paging: { limit: 2 },
    })
    expect(page).toHaveLength(2)
    expect(nextCursor?.cursors?.next).toBeTruthy()
    const all = await paginate(owner, listFiles, {
      parentFolderId: folder.id,
      paging: { limit: 2 },
    }).collect({ limit: 100 })
    expect(ids(all)).toEqual(ids(files))
    expect((await listFiles(owner, {})).files).toEqual([])

    const found = await searchFiles(owner, { search: 'picture-3' })
    expect(found.files.map((f) => f.displayName)).toEqual(['picture-3.png'])
    const queried = await paginate(owner, queryFileDescriptors, {
      query: { sort: [{ fieldName: 'displayName', order: 'ASC' }], cursorPaging: { limit: 2 } },
    }).collect({ limit: 100 })
    expect(queried.map((f) => f.displayName)).toEqual(files.map((f) => f.displayName))
    const pair = [nth(files, 1).id, nth(files, 0).id]
    const { files: two } = await getFileDescriptors(owner, pair)
    expect(two.map((f) => f.id)).toEqual(pair)
  })

  it('renames and labels a file, trashes and restores it', async () => {
    const owner = emu.owner()
    const file = nth(await uploadImages(1), 0)
    const { file: renamed } = await updateFileDescriptor(owner, {
      file: { id: file.id, displayName: 'Hero', labels: ['home', 'summer'] },
    })
    expect(renamed).toMatchObject({ displayName: 'Hero', labels: ['home', 'summer'] })
    await bulkDeleteFiles(owner, { fileIds: [file.id] })
    expect((await listFiles(owner, {})).files).toEqual([])
    const trashed = await listDeletedFiles(owner, {})
    expect(trashed.files.map((f) => [f.id, f.state])).toEqual([[file.id, 'DELETED']])
    await bulkRestoreFilesFromTrashBin(owner, { fileIds: [file.id] })
    expect(ids((await listFiles(owner, {})).files)).toEqual([file.id])
    expect((await listDeletedFiles(owner, {})).files).toEqual([])
    await bulkDeleteFiles(owner, { fileIds: [file.id], permanent: true })
    expect(await failure(getFileDescriptor(owner, file.id))).toBeInstanceOf(NotFoundError)
  })

  it('repeats a failed file read once, as the platform does', async () => {
    let retries = 0
    const owner = emu.owner({ hooks: { onRetry: () => retries++ }, retry: { delay: 1 } })
    const error = await failure(getFileDescriptor(owner, 'missing_0123~mv2.png'))
    expect(error).toBeInstanceOf(NotFoundError)
    expect(error.requestId).toBeTruthy()
    expect(retries).toBe(1)
  })

  it('keeps folders: create, get, rename, move, page, search, query, trash and restore', async () => {
    const owner = emu.owner()
    const made = []
    for (const name of ['Alpha', 'Beta', 'Gamma', 'Delta', 'Epsilon'])
      made.push((await createFolder(owner, { displayName: name })).folder)
    expect(made[0]).toMatchObject({ parentFolderId: 'media-root', state: 'OK' })
    const all = await paginate(owner, listFolders, { paging: { limit: 2 } }).collect({ limit: 50 })
    expect(ids(all)).toEqual(ids(made))
    const queried = await paginate(owner, queryFolders, {
      query: { sort: [{ fieldName: 'displayName', order: 'ASC' }], cursorPaging: { limit: 2 } },
    }).collect({ limit: 50 })
    expect(queried.map((f) => f.displayName)).toEqual([
      'Alpha',
      'Beta',
      'Delta',
      'Epsilon',
      'Gamma',
    ])
    expect(
      (await searchFolders(owner, { search: 'amm' })).folders.map((f) => f.displayName),
    ).toEqual(['Gamma'])

    const [alpha, beta] = [nth(made, 0), nth(made, 1)]
    const { folder: moved } = await updateFolder(owner, {
      folder: { id: beta.id, displayName: 'Beta 2', parentFolderId: alpha.id },
    })
    expect(moved).toMatchObject({ displayName: 'Beta 2', parentFolderId: alpha.id })
    expect(ids((await listFolders(owner, { parentFolderId: alpha.id })).folders)).toEqual([beta.id])
    expect((await getFolder(owner, beta.id)).folder.displayName).toBe('Beta 2')

    await bulkDeleteFolders(owner, { folderIds: [alpha.id] })
    expect(ids((await listDeletedFolders(owner, {})).folders)).toContain(alpha.id)
    expect(ids((await listFolders(owner, {})).folders)).not.toContain(alpha.id)
    await bulkRestoreFoldersFromTrashBin(owner, { folderIds: [alpha.id] })
    expect(ids((await listFolders(owner, {})).folders)).toContain(alpha.id)
  })
})
