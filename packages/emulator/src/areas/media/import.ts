import type { BulkImportFileResult, FileDescriptor, ImportFileRequest } from '@storefront-kit/wire'
import { ApiError } from '../../http/api-error'
import type { MediaContext } from './context'
import { fileUrl } from './descriptor'
import { ensurePath, resolveFolder, rootOf } from './folders'
import { formatOfMime, formatOfName } from './formats'
import { newFileId } from './ids'
import type { StoredFile } from './store'
import { limitOf, receivedFormat } from './upload-rules'

/** How long the emulator waits for a source before the import fails. */
const FETCH_TIMEOUT_MS = 30_000

/** The last path segment of a URL, decoded (`…/summer%20sale.jpg` → `summer sale.jpg`). */
function nameOfUrl(url: string): string | undefined {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).at(-1)
    return last ? decodeURIComponent(last) : undefined
  } catch {
    return undefined
  }
}

/**
 * `POST /files/import`: a PENDING descriptor at once (no `media`, no size yet); the emulator
 * fetches the URL in the background (any reachable host, loopback included), then the file is
 * processed like an upload, or FAILED with the reason (unreachable, an error status, a type the
 * library does not take). The type comes from `mimeType`, else the URL's extension, else the
 * answer's `Content-Type`.
 */
export function importFile(ctx: MediaContext, request: ImportFileRequest): FileDescriptor {
  const name = request.displayName || nameOfUrl(request.url)
  const format = (request.mimeType && formatOfMime(request.mimeType)) || formatOfName(name)
  const id = newFileId(ctx.site.siteId, ctx.newId(), format?.extensions[0] ?? 'bin')
  const parent = ensurePath(ctx, resolveFolder(request.parentFolderId, ctx), request.filePath)
  const now = ctx.clock.iso()
  const file: FileDescriptor = {
    id,
    displayName: name || id,
    url: fileUrl(id, format),
    parentFolderId: parent,
    hash: '',
    private: request.private ?? false,
    mediaType: format?.mediaType ?? request.mediaType ?? 'UNKNOWN',
    operationStatus: 'PENDING',
    sourceUrl: request.url,
    labels: request.labels ?? [],
    createdDate: now,
    updatedDate: now,
    siteId: ctx.site.siteId,
    state: 'OK',
    ...(format && { mimeType: format.mimeType }),
  }
  ctx.store.putFile({
    file,
    root: rootOf(ctx, parent),
    ...(request.externalInfo && { externalInfo: request.externalInfo }),
    source: {
      url: request.url,
      ...(request.mimeType && { mimeType: request.mimeType }),
      ...(request.urlParams && { params: request.urlParams }),
      ...(request.urlHeaders && { headers: request.urlHeaders }),
    },
  })
  ctx.processor.schedule(id)
  return file
}

/** `POST /bulk/files/import-v2`: each item on its own; a refused one does not stop the rest. */
export function bulkImport(
  ctx: MediaContext,
  requests: readonly ImportFileRequest[],
  returnEntity: boolean,
) {
  const results: BulkImportFileResult[] = requests.map((request, originalIndex) => {
    try {
      const item = ctx.db.transaction(() => importFile(ctx, request))
      return {
        itemMetadata: { id: item.id, originalIndex, success: true },
        ...(returnEntity && { item }),
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      const { details } = error.body
      return {
        itemMetadata: {
          originalIndex,
          success: false,
          error: details?.applicationError ?? {
            code: 'INVALID_ARGUMENT',
            description: error.message,
            data: {},
          },
        },
      }
    }
  })
  const totalSuccesses = results.filter((r) => r.itemMetadata.success).length
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses,
      totalFailures: results.length - totalSuccesses,
      undetailedFailures: 0,
    },
  }
}

/** What fetching an import's source brought: the file's new fields, or why it failed. */
export type FetchOutcome =
  | { ok: true; file: Partial<FileDescriptor> }
  | { ok: false; reason: string }

/**
 * Fetches an import's source into the library's storage (outside the request lock: the source
 * may be this emulator itself) and fills in what the bytes show.
 */
export async function fetchSource(ctx: MediaContext, stored: StoredFile): Promise<FetchOutcome> {
  const source = stored.source
  if (!source) return { ok: false, reason: 'The file has no bytes and no source to fetch' }
  const url = new URL(source.url)
  for (const [key, value] of Object.entries(source.params ?? {}))
    url.searchParams.append(key, String(value))
  let res: Response
  try {
    res = await fetch(url, {
      headers: Object.fromEntries(
        Object.entries(source.headers ?? {}).map(([k, v]) => [k, String(v)]),
      ),
      redirect: 'follow',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause?.message ?? (error as Error).message
    return { ok: false, reason: `The source ${source.url} could not be reached: ${cause}` }
  }
  if (!res.ok) {
    await res.body?.cancel()
    return { ok: false, reason: `The source ${source.url} answered HTTP ${res.status}` }
  }
  const mimeType =
    source.mimeType ||
    stored.file.mimeType ||
    res.headers.get('content-type')?.split(';')[0]?.trim() ||
    'application/octet-stream'
  let received: Awaited<ReturnType<MediaContext['storage']['receive']>>
  try {
    received = await ctx.storage.receive(
      res.body ?? new Uint8Array(),
      limitOf(formatOfMime(mimeType)),
    )
  } catch (error) {
    return { ok: false, reason: `Reading ${source.url} failed: ${(error as Error).message}` }
  }
  try {
    const format = await ctx.lock(() =>
      receivedFormat(ctx, { mimeType, fileName: stored.file.displayName }, received),
    )
    await ctx.storage.commit(received.tmp, stored.file.id)
    return {
      ok: true,
      file: {
        url: fileUrl(stored.file.id, format),
        hash: received.sha1,
        sizeInBytes: String(received.size),
        mediaType: format.mediaType,
        mimeType: format.mimeType,
      },
    }
  } catch (error) {
    await ctx.storage.discard(received.tmp)
    return { ok: false, reason: `The source's content was refused: ${(error as Error).message}` }
  }
}
