import * as tus from 'tus-js-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type FileDescriptor,
  generateFileResumableUploadUrl,
  type ResumableUpload,
  type UploadFileResponse,
  type UploadProgress,
  uploadFileResumable,
  waitForFile,
} from '../src/media'
import { type ServedEmulator, serveEmulator } from './support/emulator'

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'empty' })
})
afterAll(() => emu.close())

const MiB = 1024 * 1024

/** `size` bytes of text that differ at every position that matters (so an offset slip shows). */
function text(size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i++) bytes[i] = 97 + ((i * 7 + Math.floor(i / 26)) % 26)
  return bytes
}

/** The bytes the emulator serves for a (public) file, once processed. */
async function servedBytes(file: FileDescriptor): Promise<Uint8Array> {
  const ready = await waitForFile(emu.owner(), file.id, { interval: 20 })
  expect(ready.operationStatus).toBe('READY')
  const res = await fetch(ready.url)
  expect(res.status).toBe(200)
  return new Uint8Array(await res.arrayBuffer())
}

/** The tus requests a client sent: method and `Upload-Offset`, in order. */
type Sent = { method: string; offset: number | undefined }

/**
 * A fetch that records tus requests and, on the PATCH number `dropAt`, sends `keep` bytes of the
 * chunk and then breaks the connection, as a network failure mid-upload does.
 */
function faultyFetch(dropAt: number, keep: number) {
  const sent: Sent[] = []
  let patches = 0
  const faulty: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    const offset = headers.get('upload-offset')
    if (init?.method && init.method !== 'GET' && String(input).includes('/tus'))
      sent.push({ method: init.method, offset: offset === null ? undefined : Number(offset) })
    if (init?.method !== 'PATCH' || ++patches !== dropAt) return fetch(input, init)
    const all = new Uint8Array(await new Response(init.body as BodyInit).arrayBuffer())
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(all.subarray(0, keep)),
      // Let the kept bytes reach the server before the connection breaks.
      pull: (controller) =>
        new Promise<void>((resolve) =>
          setTimeout(() => resolve(controller.error(new Error('connection dropped'))), 300),
        ),
    })
    return fetch(input, { ...init, body, duplex: 'half' } as RequestInit)
  }
  return { fetch: faulty, sent }
}

describe('uploadFileResumable', () => {
  it('resumes after a dropped connection from the bytes the server has; bytes identical', async () => {
    const bytes = text(3 * MiB + 12345)
    const { fetch: faulty, sent } = faultyFetch(2, MiB / 2)
    const owner = emu.owner({ fetch: faulty })
    const seen: UploadProgress[] = []
    const file = await uploadFileResumable(owner, bytes, {
      mimeType: 'text/plain',
      fileName: 'notes.txt',
      chunkSize: MiB,
      retryDelays: [0],
      onProgress: (progress) => seen.push(progress),
    })
    expect(file.displayName).toBe('notes.txt')
    expect(await servedBytes(file)).toEqual(bytes)
    // The broken chunk was followed by an offset check, and the upload went on from the middle
    // of that chunk: the server kept what arrived.
    const broken = sent.findIndex((s, i) => s.method === 'PATCH' && i > 1)
    expect(sent[broken + 1]?.method).toBe('HEAD')
    const resumedAt = sent[broken + 2]?.offset ?? 0
    expect(sent[broken + 2]?.method).toBe('PATCH')
    expect(resumedAt).toBeGreaterThan(MiB)
    expect(resumedAt).toBeLessThan(2 * MiB)
    expect(seen.at(-1)).toEqual({ loaded: bytes.length, total: bytes.length })
  })

  it('continues after a reload: a new call with the saved upload sends only the rest', async () => {
    const bytes = text(3 * MiB)
    let saved: ResumableUpload | undefined
    const controller = new AbortController()
    const first = uploadFileResumable(emu.owner(), bytes, {
      mimeType: 'text/plain',
      fileName: 'reload.txt',
      chunkSize: MiB,
      signal: controller.signal,
      onUploadCreated: (upload) => {
        saved = JSON.parse(JSON.stringify(upload)) as ResumableUpload
      },
      // Halfway through the second chunk: the first one is on the server.
      onProgress: ({ loaded }) => loaded >= 1.5 * MiB && controller.abort(new Error('page closed')),
    })
    await expect(first).rejects.toThrow('page closed')
    expect(saved?.size).toBe(bytes.length)

    const { fetch: recording, sent } = faultyFetch(0, 0)
    const file = await uploadFileResumable(emu.owner({ fetch: recording }), bytes, {
      mimeType: 'text/plain',
      fileName: 'reload.txt',
      chunkSize: MiB,
      ...(saved && { resume: saved }),
    })
    expect(sent[0]?.method).toBe('HEAD')
    expect(sent.some((s) => s.method === 'POST')).toBe(false)
    expect(sent.find((s) => s.method === 'PATCH')?.offset).toBeGreaterThanOrEqual(MiB)
    expect(await servedBytes(file)).toEqual(bytes)
  })
})

describe('the emulator with tus-js-client, the reference tus client', () => {
  it('uploads, is interrupted halfway, resumes, and completes to a library file', async () => {
    const owner = emu.owner()
    const bytes = text(2 * MiB + 777)
    const buffer = Buffer.from(bytes)
    const { uploadUrl, uploadToken } = await generateFileResumableUploadUrl(owner, {
      mimeType: 'text/plain',
      fileName: 'reference.txt',
      sizeInBytes: String(bytes.length),
      uploadProtocol: 'TUS',
    })
    const options = {
      endpoint: uploadUrl,
      chunkSize: MiB / 2,
      retryDelays: [],
      metadata: { filename: 'reference.txt', contentType: 'text/plain', token: uploadToken },
    }
    // First run: stop once half the bytes are on the server.
    const stopped = await new Promise<string>((resolve, reject) => {
      const upload: tus.Upload = new tus.Upload(buffer, {
        ...options,
        onError: reject,
        onChunkComplete: (_chunk, accepted) => {
          if (accepted < bytes.length / 2) return
          void upload.abort().then(() => resolve(upload.url ?? ''))
        },
      })
      upload.start()
    })
    expect(stopped).toMatch(/^http/)
    // Second run: the same upload URL; tus-js-client asks the offset and sends the rest.
    const offsets: number[] = []
    await new Promise<void>((resolve, reject) => {
      const upload = new tus.Upload(buffer, {
        ...options,
        uploadUrl: stopped,
        onError: reject,
        onProgress: (sentBytes) => offsets.push(sentBytes),
        onSuccess: () => resolve(),
      })
      upload.start()
    })
    expect(offsets[0]).toBeGreaterThanOrEqual(bytes.length / 2)
    const done = await fetch(`${uploadUrl}/${uploadToken}?filename=reference.txt`, {
      method: 'PUT',
    })
    expect(done.status).toBe(200)
    const { file } = (await done.json()) as UploadFileResponse
    expect(file.sizeInBytes).toBe(String(bytes.length))
    expect(await servedBytes(file)).toEqual(bytes)
  })
})
