import type { FileDescriptor } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { MediaContext } from './context'
import { mediaOf } from './descriptor'
import { fileEvents } from './events'
import { formatOfMime } from './formats'
import { fetchSource } from './import'
import { videoInfo } from './mp4-info'

/** Processing runs after the upload answered, as on the platform. */
export interface Processor {
  /** Queues a PENDING file; it becomes READY or FAILED (with events) soon after. */
  schedule(id: string): void
  /** Resolves once every queued file is processed. */
  idle(): Promise<void>
}

const OWNER: Caller = { kind: 'owner' }

/** What processing found: details for `media`, or why the file failed. */
type Outcome =
  | { ok: true; details: { width?: number; height?: number; duration?: number }; mimeType?: string }
  | { ok: false; reason: string }

async function inspect(ctx: MediaContext, file: FileDescriptor): Promise<Outcome> {
  const format = formatOfMime(file.mimeType ?? '')
  if (format?.raster) {
    const bytes = await ctx.storage.read(file.id)
    const info = bytes && (await ctx.images.inspectImage(bytes))
    if (!info)
      return {
        ok: false,
        reason:
          'The file is not a readable image: its bytes are corrupt, truncated or of another format',
      }
    const mimeType = `image/${info.format}`
    return { ok: true, details: { width: info.width, height: info.height }, mimeType }
  }
  if (format?.mediaType === 'VIDEO' && format.mimeType !== 'video/webm') {
    const info = await videoInfo(ctx.storage.pathOf(file.id))
    if (!info) return { ok: false, reason: 'The file is not a readable MP4 or QuickTime video' }
    return { ok: true, details: info }
  }
  return { ok: true, details: {} }
}

/** Processes one file: reads what its bytes show and records READY or FAILED with the event. */
async function processFile(ctx: MediaContext, id: string): Promise<void> {
  const stored = await ctx.lock(() => ctx.store.getFile(id))
  if (stored?.file.operationStatus !== 'PENDING') return
  let outcome: Outcome | undefined
  let fetched: Partial<FileDescriptor> | undefined
  try {
    // An import's bytes are fetched first (again after a restart that cut the fetch off).
    if (stored.source && (await ctx.storage.size(id)) === undefined) {
      const result = await fetchSource(ctx, stored)
      if (result.ok) fetched = result.file
      else outcome = result
    }
    outcome ??= await inspect(ctx, { ...stored.file, ...fetched })
  } catch (error) {
    outcome = { ok: false, reason: `Processing failed: ${(error as Error).message}` }
  }
  const result: Outcome = outcome
  await ctx.lock(() =>
    ctx.db.transaction(() => {
      const now = ctx.store.getFile(id)
      if (now?.file.operationStatus !== 'PENDING') return
      const events = fileEvents(ctx, OWNER)
      const base: FileDescriptor = { ...now.file, ...fetched, updatedDate: ctx.clock.iso() }
      // Whatever happened to the source, it is not fetched again.
      const { source: _, ...kept } = now
      if (!result.ok) {
        const file: FileDescriptor = { ...base, operationStatus: 'FAILED' }
        ctx.store.putFile({ ...kept, file })
        events.failed(file, result.reason, now.externalInfo)
        return
      }
      const mimeType = result.mimeType ?? base.mimeType
      const ready: FileDescriptor = { ...base, mimeType, operationStatus: 'READY' }
      const file: FileDescriptor = {
        ...ready,
        media: mediaOf(ready.mediaType, ready, result.details),
      }
      ctx.store.putFile({ ...kept, file })
      events.ready(file, now.externalInfo)
    }),
  )
}

/**
 * One file at a time, in the order queued: processing reads whole images into memory, and a
 * queue keeps that to one file. `ctx` is bound late (the context holds the processor).
 *
 * @example
 * ```ts
 * const processor = createProcessor(() => cx)
 * processor.schedule(file.id)
 * await processor.idle()
 * ```
 */
export function createProcessor(context: () => MediaContext): Processor {
  let tail: Promise<void> = Promise.resolve()
  return {
    schedule(id) {
      tail = tail.then(() =>
        processFile(context(), id).catch((error: Error) =>
          context().log(`media library: processing ${id} failed: ${error.message}`),
        ),
      )
    },
    idle: () => tail,
  }
}
