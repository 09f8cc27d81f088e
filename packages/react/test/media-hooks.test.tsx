// @vitest-environment jsdom
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { NotFoundError, ValidationError } from '@storefront-kit/sdk'
import { createFolder, uploadFile } from '@storefront-kit/sdk/media'
import { waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  mediaKeys,
  useBulkImportFiles,
  useDeleteFolders,
  useFile,
  useFileDescriptors,
  useFileSearch,
  useFolder,
  useFolderSearch,
  useImportFile,
  useInfiniteFiles,
  useQueriedFolders,
  useRestoreFolders,
  useTrashedFolders,
  useUpdateFile,
  useUpdateFolder,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { checkRead, checkWrite, writeError } from './support/hook-checks'
import { renderStorefrontHook } from './support/render'

// The media library's reads and writes that media.test.tsx does not run, each against the
// emulator: its cache key, that a write invalidates every media query, and its typed error.

const emu = inProcessEmulator({ seed: 'empty' })
const owner = emu.owner()
const media = (name: string) => ({ key: [...mediaKeys.all, name], invalidates: mediaKeys.all })
const ids = (items: { id: string }[] | undefined) => (items ?? []).map((item) => item.id)

// A page the emulator imports from: one text file, anything else missing.
const source = createServer((req, res) => {
  if (req.url === '/note.txt') res.writeHead(200, { 'content-type': 'text/plain' }).end('hello')
  else res.writeHead(404).end()
})
let base = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(source.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => source.close(resolve))
  emu.close()
})

/** Uploads `count` small text files named `<prefix>-<i>.txt` into `parentFolderId`. */
async function upload(prefix: string, count: number, parentFolderId?: string) {
  const files = []
  for (let i = 0; i < count; i++)
    files.push(
      await uploadFile(owner, new Blob([`${prefix} ${i}`], { type: 'text/plain' }), {
        fileName: `${prefix}-${i}.txt`,
        xhr: false,
        ...(parentFolderId && { parentFolderId }),
      }),
    )
  return files
}

describe('media file hooks', () => {
  it('reads a file, searches, queries and pages files under their keys', async () => {
    const { folder } = await createFolder(owner, { displayName: 'Pages' })
    const files = await upload('page', 3, folder.id)
    const first = files[0]?.id ?? ''
    const one = await checkRead(owner, () => useFile(first), mediaKeys.files.detail(first))
    expect(one?.file.displayName).toBe('page-0.txt')

    const search = { search: 'page-2' }
    const found = await checkRead(
      owner,
      () => useFileSearch(search),
      mediaKeys.files.search(search),
    )
    expect(found?.files.map((f) => f.displayName)).toEqual(['page-2.txt'])

    const query = {
      query: {
        filter: { parentFolderId: folder.id },
        sort: [{ fieldName: 'displayName', order: 'DESC' as const }],
      },
    }
    const queried = await checkRead(
      owner,
      () => useFileDescriptors(query),
      mediaKeys.files.query(query),
    )
    expect(queried?.files.map((f) => f.displayName)).toEqual([
      'page-2.txt',
      'page-1.txt',
      'page-0.txt',
    ])

    const request = { parentFolderId: folder.id, paging: { limit: 2 } }
    const { result, queryClient } = renderStorefrontHook(() => useInfiniteFiles(request), owner)
    await waitFor(() => expect(result.current.hasNextPage).toBe(true))
    await result.current.fetchNextPage()
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
    const walked = ids(result.current.data?.pages.flatMap((p) => p.files))
    expect(walked.toSorted()).toEqual(ids(files).toSorted())
    expect(queryClient.getQueryData(mediaKeys.files.pages(request))).toBe(result.current.data)
  })

  it('a missing file is a NotFoundError', async () => {
    const { result } = renderStorefrontHook(() => useFile('missing_0123~mv2.txt'), owner)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(NotFoundError)
  })

  it('renames a file, keeping it in its detail; an unknown file is a NotFoundError', async () => {
    const [file] = await upload('rename', 1)
    const id = file?.id ?? ''
    const { file: renamed } = await checkWrite(
      owner,
      () => useUpdateFile(),
      { file: { id, displayName: 'Renamed.txt' } },
      media('updateFile'),
    )
    expect(renamed.displayName).toBe('Renamed.txt')
    const error = await writeError(owner, () => useUpdateFile(), {
      file: { id: 'missing_0123~mv2.txt', displayName: 'x' },
    })
    expect(error).toBeInstanceOf(NotFoundError)
  })

  it('imports one file and several; a URL that is no link is a ValidationError', async () => {
    const { file } = await checkWrite(
      owner,
      () => useImportFile(),
      { url: `${base}/note.txt`, displayName: 'Imported note' },
      media('importFile'),
    )
    expect(file.displayName).toBe('Imported note')
    const { results } = await checkWrite(
      owner,
      () => useBulkImportFiles(),
      { importFileRequests: [{ url: `${base}/note.txt` }, { url: `${base}/note.txt` }] },
      media('bulkImportFiles'),
    )
    expect(results.map((r) => r.itemMetadata.success)).toEqual([true, true])
    const error = await writeError(owner, () => useImportFile(), { url: 'not a link' })
    expect(error).toBeInstanceOf(ValidationError)
  })
})

describe('media folder hooks', () => {
  it('reads a folder, searches and queries folders under their keys', async () => {
    const { folder } = await createFolder(owner, { displayName: 'Zebra crossing' })
    const one = await checkRead(
      owner,
      () => useFolder(folder.id),
      mediaKeys.folders.detail(folder.id),
    )
    expect(one?.folder.displayName).toBe('Zebra crossing')
    const search = { search: 'ebra cro' }
    const found = await checkRead(
      owner,
      () => useFolderSearch(search),
      mediaKeys.folders.search(search),
    )
    expect(ids(found?.folders)).toEqual([folder.id])
    const query = { query: { sort: [{ fieldName: 'displayName', order: 'DESC' as const }] } }
    const queried = await checkRead(
      owner,
      () => useQueriedFolders(query),
      mediaKeys.folders.query(query),
    )
    expect(queried?.folders[0]?.id).toBe(folder.id)
  })

  it('renames, trashes and restores a folder; the trash shows it meanwhile', async () => {
    const { folder } = await createFolder(owner, { displayName: 'Drafts' })
    const { folder: renamed } = await checkWrite(
      owner,
      () => useUpdateFolder(),
      { folder: { id: folder.id, displayName: 'Old drafts' } },
      media('updateFolder'),
    )
    expect(renamed.displayName).toBe('Old drafts')
    await checkWrite(
      owner,
      () => useDeleteFolders(),
      { folderIds: [folder.id] },
      media('deleteFolders'),
    )
    const trash = await checkRead(owner, () => useTrashedFolders(), mediaKeys.folders.trash())
    expect(ids(trash?.folders)).toContain(folder.id)
    await checkWrite(
      owner,
      () => useRestoreFolders(),
      { folderIds: [folder.id] },
      media('restoreFolders'),
    )
    const after = await checkRead(owner, () => useTrashedFolders(), mediaKeys.folders.trash())
    expect(ids(after?.folders)).not.toContain(folder.id)
  })

  it('an unknown folder is a NotFoundError, to read and to rename', async () => {
    const { result } = renderStorefrontHook(() => useFolder('no-such-folder'), owner)
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(NotFoundError)
    const error = await writeError(owner, () => useUpdateFolder(), {
      folder: { id: 'no-such-folder', displayName: 'x' },
    })
    expect(error).toBeInstanceOf(NotFoundError)
  })
})
