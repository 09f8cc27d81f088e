// @vitest-environment jsdom

import { act, waitFor } from '@testing-library/react'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import {
  mediaKeys,
  storefrontKeys,
  useCreateFolder,
  useDeleteFiles,
  useFiles,
  useFolders,
  useRestoreFiles,
  useTrashedFiles,
  useUpload,
} from '../src/index'
import { inProcessEmulator } from './support/emulator'
import { renderStorefrontHook } from './support/render'

const emu = inProcessEmulator({ seed: 'empty' })
afterAll(() => emu.close())
afterEach(() => emu.openGates())

// The test clients reach the in-process emulator through their own fetch, which must carry the
// upload too (jsdom has an XMLHttpRequest that would go to the network).
const viaFetch = { xhr: false }

/** A small text file of `size` bytes. */
const note = (size: number) =>
  new Blob([new Uint8Array(size).map((_, i) => 97 + (i % 26))], { type: 'text/plain' })

describe('media hooks', () => {
  it('navigates folders and sees a new one after creating it', async () => {
    const { result } = renderStorefrontHook(
      () => ({ folders: useFolders({}), create: useCreateFolder() }),
      emu.owner(),
    )
    await waitFor(() => expect(result.current.folders.isSuccess).toBe(true))
    const before = result.current.folders.data?.folders.length ?? 0
    const { folder } = await act(() =>
      result.current.create.mutateAsync({ displayName: `Shelf ${before}` }),
    )
    await waitFor(() =>
      expect(result.current.folders.data?.folders.map((f) => f.id)).toContain(folder.id),
    )
    expect(storefrontKeys.media.folders.list({})).toEqual([
      'storefront',
      'media',
      'folders',
      'list',
      {},
    ])
  })

  it('useUpload: a row per file with progress, done with the descriptor; lists refresh', async () => {
    const { result, queryClient } = renderStorefrontHook(
      () => ({ files: useFiles({}), uploads: useUpload(viaFetch) }),
      emu.owner(),
    )
    await waitFor(() => expect(result.current.files.isSuccess).toBe(true))
    const file = await act(() =>
      result.current.uploads.upload(note(3000), {
        fileName: 'tile.txt',
      }),
    )
    expect(file?.displayName).toBe('tile.txt')
    const [row] = result.current.uploads.uploads
    expect(row).toMatchObject({ name: 'tile.txt', status: 'done', resumable: false })
    expect(row?.loaded).toBe(3000)
    await waitFor(() =>
      expect(result.current.files.data?.files.map((f) => f.id)).toContain(file?.id),
    )
    expect(queryClient.getQueryState(mediaKeys.files.list({}))?.dataUpdateCount).toBeGreaterThan(1)
  })

  it('useUpload: pauses a resumable upload and resumes it to the end', async () => {
    const { result } = renderStorefrontHook(
      () => useUpload({ ...viaFetch, resumableFrom: 0, chunkSize: 256 * 1024 }),
      emu.owner(),
    )
    const bytes = new Uint8Array(1024 * 1024).map((_, i) => 97 + (i % 26))
    // The first chunk reaches the server; its answer is held, so the upload is mid-way.
    const chunks = emu.gate((path) => path.includes('/tus/'))
    // Started outside act: the rows must update while the upload runs.
    const first = result.current.upload(new Blob([bytes], { type: 'text/plain' }), {
      fileName: 'long.txt',
    })
    await chunks.arrived(1)
    await waitFor(() => expect(result.current.uploads[0]?.loaded).toBe(256 * 1024))
    act(() => result.current.pause(result.current.uploads[0]?.key ?? ''))
    expect(await first).toBeUndefined()
    chunks.open()
    await waitFor(() => expect(result.current.uploads[0]?.status).toBe('paused'))
    const paused = result.current.uploads[0]
    expect(paused?.resumable).toBe(true)
    expect(paused?.loaded).toBeLessThan(bytes.length)

    const file = await act(() => result.current.resume(paused?.key ?? ''))
    expect(file?.sizeInBytes).toBe(String(bytes.length))
    expect(result.current.uploads[0]).toMatchObject({ status: 'done', loaded: bytes.length })
  })

  it('trashes and restores files, the trash and the folder refreshing', async () => {
    const owner = emu.owner()
    const { result } = renderStorefrontHook(
      () => ({
        files: useFiles({}),
        trash: useTrashedFiles({}),
        remove: useDeleteFiles(),
        restore: useRestoreFiles(),
        uploads: useUpload(viaFetch),
      }),
      owner,
    )
    const file = await act(() =>
      result.current.uploads.upload(note(900), {
        fileName: 'bin.txt',
      }),
    )
    const id = file?.id ?? ''
    await act(() => result.current.remove.mutateAsync({ fileIds: [id] }))
    await waitFor(() => expect(result.current.trash.data?.files.map((f) => f.id)).toContain(id))
    expect(result.current.files.data?.files.map((f) => f.id)).not.toContain(id)
    await act(() => result.current.restore.mutateAsync({ fileIds: [id] }))
    await waitFor(() => expect(result.current.files.data?.files.map((f) => f.id)).toContain(id))
    expect(result.current.trash.data?.files.map((f) => f.id)).not.toContain(id)
  })
})
