import type { ExternalInfo, FileDescriptor } from '@storefront-kit/wire'
import type { MediaContext } from './context'
import { pendingDescriptor } from './descriptor'
import { ensurePath, resolveFolder, rootOf } from './folders'
import { newFileId } from './ids'
import type { ReceivedBytes } from './storage'
import { receivedFormat } from './upload-rules'

/** Where a new file goes and how it is described: an upload ticket's request, or an import's. */
export interface NewFileRequest {
  mimeType: string
  fileName?: string
  displayName?: string
  parentFolderId?: string
  filePath?: string
  private?: boolean
  labels?: string[]
  externalInfo?: ExternalInfo
  sourceUrl?: string
}

/**
 * Turns received bytes into a library file: checks them against what was declared, names the
 * bytes durably under the new id, then writes the PENDING descriptor (creating `filePath`'s
 * folders) and queues processing. The descriptor is committed only once its bytes are on disk,
 * so an acknowledged file survives a crash whole. @throws 400 (upload rules); the bytes are
 * dropped then.
 */
export async function ingest(
  ctx: MediaContext,
  received: ReceivedBytes,
  request: NewFileRequest,
): Promise<FileDescriptor> {
  const fileName = request.fileName || request.displayName
  let format: ReturnType<typeof receivedFormat>
  try {
    format = await ctx.lock(() => receivedFormat(ctx, { ...request, fileName }, received))
  } catch (error) {
    await ctx.storage.discard(received.tmp)
    throw error
  }
  const id = newFileId(ctx.site.siteId, ctx.newId(), format.extensions[0] ?? 'bin')
  await ctx.storage.commit(received.tmp, id)
  try {
    const file = await ctx.lock(() =>
      ctx.db.transaction(() => {
        const parent = ensurePath(ctx, resolveFolder(request.parentFolderId, ctx), request.filePath)
        const file = pendingDescriptor(ctx, {
          id,
          displayName: request.displayName || fileName || `${id}`,
          parentFolderId: parent,
          private: request.private ?? false,
          labels: request.labels ?? [],
          mimeType: format.mimeType,
          format,
          size: received.size,
          sha1: received.sha1,
          ...(request.sourceUrl && { sourceUrl: request.sourceUrl }),
        })
        ctx.store.putFile({
          file,
          root: rootOf(ctx, parent),
          ...(request.externalInfo && { externalInfo: request.externalInfo }),
        })
        return file
      }),
    )
    ctx.processor.schedule(id)
    return file
  } catch (error) {
    await ctx.storage.remove(id)
    throw error
  }
}
