import { createHash, randomUUID } from 'node:crypto'
import { createReadStream, mkdirSync, rmSync, statSync } from 'node:fs'
import { open, readFile, rename, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

/** A body received into a temporary file, and what was measured on the way. */
export interface ReceivedBytes {
  tmp: string
  size: number
  /** Hex SHA-1 of the content (the descriptor's `hash`). */
  sha1: string
  /** The first bytes, for content sniffing without reading the file again. */
  head: Uint8Array
}

/** Thrown by {@link FileStorage.write} when a body passes its byte limit. */
export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`)
  }
}

const HEAD_BYTES = 4096
const WRITE_BYTES = 1024 * 1024

async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * The media library's bytes on disk: one file per file id under `<dir>/files`, received into
 * `<dir>/tmp` first, flushed (fsync) and renamed into place, so a file that exists under its id
 * is complete and survives a crash once its descriptor is acknowledged. `<dir>/tus` holds
 * resumable uploads in progress (the tus file store's own layout), `<dir>/streams` the HLS and
 * DASH renditions of videos (made again on demand, so an export may leave them out).
 *
 * The directory sits beside the database (`<data dir>/media-library`), so copying or exporting
 * a data directory takes the bytes with it.
 *
 * @example
 * ```ts
 * const storage = fileStorage('/tmp/emulator/media-library')
 * const received = await storage.receive(request.body, 25 * 1024 * 1024)
 * await storage.commit(received.tmp, 'a_1~mv2.png')
 * ```
 */
export function fileStorage(dir: string) {
  const filesDir = join(dir, 'files')
  const tmpDir = join(dir, 'tmp')
  const tusDir = join(dir, 'tus')
  const ensure = () => {
    for (const d of [filesDir, tmpDir, tusDir]) mkdirSync(d, { recursive: true })
  }
  ensure()
  // File ids carry `~` and `.`, never a path separator; the check keeps it that way.
  const pathOf = (id: string) => {
    if (!/^[\w.~-]+$/.test(id)) throw new TypeError(`not a storable file id: ${id}`)
    return join(filesDir, id)
  }
  return {
    dir,
    tusDir,
    pathOf,
    /**
     * Streams `body` into a temporary file, hashing as it goes and refusing more than `limit`
     * bytes (nothing is kept then). Resolves once the bytes are flushed to disk; {@link commit}
     * then names the file.
     */
    async receive(
      body: Uint8Array | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>,
      limit = Number.POSITIVE_INFINITY,
    ): Promise<ReceivedBytes> {
      ensure()
      const tmp = join(tmpDir, `${randomUUID()}.part`)
      const handle = await open(tmp, 'w')
      const hash = createHash('sha1')
      const head: Uint8Array[] = []
      let size = 0
      let headSize = 0
      // Network chunks are small (16–64 KB); writing them a megabyte at a time saves most calls.
      let pending: Uint8Array[] = []
      let pendingSize = 0
      const flush = async () => {
        if (!pendingSize) return
        const data = pending.length === 1 ? (pending[0] as Uint8Array) : Buffer.concat(pending)
        pending = []
        pendingSize = 0
        await handle.write(data)
      }
      try {
        const chunks =
          body instanceof Uint8Array
            ? [body]
            : body instanceof ReadableStream
              ? Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
              : body
        for await (const chunk of chunks) {
          size += chunk.byteLength
          if (size > limit) throw new TooLargeError(limit)
          if (headSize < HEAD_BYTES) {
            head.push(chunk.subarray(0, HEAD_BYTES - headSize))
            headSize += Math.min(chunk.byteLength, HEAD_BYTES - headSize)
          }
          hash.update(chunk)
          pending.push(chunk)
          pendingSize += chunk.byteLength
          if (pendingSize >= WRITE_BYTES) await flush()
        }
        await flush()
        await handle.sync()
      } catch (error) {
        await handle.close()
        await rm(tmp, { force: true })
        throw error
      }
      await handle.close()
      return { tmp, size, sha1: hash.digest('hex'), head: Buffer.concat(head) }
    },
    /** Names a received (or finished tus) file `id`, durably: flushed, renamed, directory synced. */
    async commit(tmp: string, id: string): Promise<void> {
      const handle = await open(tmp, 'r+')
      await handle.sync()
      await handle.close()
      await rename(tmp, pathOf(id))
      await syncDir(filesDir)
    },
    /** Drops a received file that will not be kept. */
    discard: (tmp: string) => rm(tmp, { force: true }),
    /** Hash and first bytes of a file written elsewhere (a finished tus upload). */
    async measure(path: string): Promise<Omit<ReceivedBytes, 'tmp'>> {
      const hash = createHash('sha1')
      const head: Uint8Array[] = []
      let size = 0
      for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
        if (size < HEAD_BYTES) head.push(chunk.subarray(0, HEAD_BYTES - size))
        size += chunk.byteLength
        hash.update(chunk)
      }
      return { size, sha1: hash.digest('hex'), head: Buffer.concat(head) }
    },
    /** The whole file; undefined when there is none. */
    async read(id: string): Promise<Uint8Array | undefined> {
      try {
        return await readFile(pathOf(id))
      } catch {
        return undefined
      }
    },
    /** A stream of the file (bounded memory for large files); undefined when there is none. */
    stream(id: string): { size: number; body: ReadableStream<Uint8Array> } | undefined {
      try {
        const { size } = statSync(pathOf(id))
        const body = Readable.toWeb(createReadStream(pathOf(id))) as ReadableStream<Uint8Array>
        return { size, body }
      } catch {
        return undefined
      }
    },
    async size(id: string): Promise<number | undefined> {
      try {
        return (await stat(pathOf(id))).size
      } catch {
        return undefined
      }
    },
    async remove(id: string): Promise<void> {
      await rm(pathOf(id), { force: true })
    },
    /** Removes every file and upload in progress (reset). */
    clear(): void {
      for (const d of [filesDir, tmpDir, tusDir, join(dir, 'streams')])
        rmSync(d, { recursive: true, force: true })
      ensure()
    },
  }
}

export type FileStorage = ReturnType<typeof fileStorage>

/** Where an emulator keeps its media bytes: beside its database file. */
export const storageDirOf = (databasePath: string) => join(dirname(databasePath), 'media-library')
