import { randomBytes } from 'node:crypto'
import type {
  FileDescriptor,
  GenerateFileResumableUploadUrlRequest,
  GenerateFileUploadUrlRequest,
} from '@storefront-kit/wire'
import { applicationError, notFound, validationError } from '../../http/api-error'
import type { MediaContext } from './context'
import { resolveFolder } from './folders'
import { formatOfMime } from './formats'
import { ingest } from './ingest'
import { TooLargeError } from './storage'
import type { UploadTicket } from './store'
import { checkUploadRequest, limitOf } from './upload-rules'

/** How long an upload URL works (the platform's older API documents one day). */
const TICKET_LIFETIME_MS = 24 * 60 * 60 * 1000

/** Paths of the upload host on the emulator. */
export const UPLOAD_PATH = '/upload/v1'
export const TUS_PATH = '/upload/tus'

function newTicket(
  ctx: MediaContext,
  kind: UploadTicket['kind'],
  request: GenerateFileUploadUrlRequest | GenerateFileResumableUploadUrlRequest,
): UploadTicket {
  checkUploadRequest(ctx, request)
  const ticket: UploadTicket = {
    token: randomBytes(24).toString('base64url'),
    kind,
    request: {
      mimeType: request.mimeType,
      ...(request.fileName && { fileName: request.fileName }),
      ...(request.sizeInBytes !== undefined && { sizeInBytes: String(request.sizeInBytes) }),
      parentFolderId: resolveFolder(request.parentFolderId, ctx),
      ...(request.filePath && { filePath: request.filePath }),
      private: request.private ?? false,
      labels: request.labels ?? [],
      ...('externalInfo' in request &&
        request.externalInfo && { externalInfo: request.externalInfo }),
    },
    expires: new Date(ctx.clock.now() + TICKET_LIFETIME_MS).toISOString(),
    used: false,
  }
  ctx.store.putTicket(ticket)
  return ticket
}

/** `POST /files/generate-upload-url`: a single-use URL with its token inside. */
export function generateUploadUrl(ctx: MediaContext, request: GenerateFileUploadUrlRequest) {
  const ticket = newTicket(ctx, 'plain', request)
  return { uploadUrl: `${ctx.publicUrl()}${UPLOAD_PATH}/${ticket.token}` }
}

/** `POST /files/generate-resumable-upload-url`: the tus endpoint and a single-use token. */
export function generateResumableUploadUrl(
  ctx: MediaContext,
  request: GenerateFileResumableUploadUrlRequest,
) {
  const ticket = newTicket(ctx, 'tus', request)
  return {
    uploadProtocol: 'TUS' as const,
    uploadUrl: `${ctx.publicUrl()}${TUS_PATH}`,
    uploadToken: ticket.token,
  }
}

/**
 * The ticket of a token, taken for one upload: 404 for an unknown token, 403 once expired or
 * used. `release` gives it back when the upload failed on the way (a dropped connection).
 */
export function takeTicket(ctx: MediaContext, token: string, kind: UploadTicket['kind']) {
  const ticket = ctx.store.getTicket(token)
  if (!ticket || ticket.kind !== kind)
    throw notFound('UPLOAD_URL_NOT_FOUND', 'This upload URL does not exist')
  if (ticket.expires <= ctx.clock.iso())
    throw applicationError(
      403,
      'UPLOAD_URL_EXPIRED',
      'This upload URL has expired; generate another',
    )
  if (!ctx.store.useTicket(token))
    throw applicationError(
      403,
      'UPLOAD_URL_USED',
      'This upload URL was used already; generate another',
    )
  return ticket
}

/**
 * `PUT <uploadUrl>?filename=<name>` with the raw bytes: no Authorization header, the token in
 * the URL. Answers `{file}` (PENDING) once the bytes are on disk and the descriptor stored.
 */
export async function receiveUpload(
  ctx: MediaContext,
  token: string,
  body: ReadableStream<Uint8Array> | null,
  headers: { contentType?: string; filename?: string },
): Promise<{ file: FileDescriptor }> {
  const ticket = await ctx.lock(() => ctx.db.transaction(() => takeTicket(ctx, token, 'plain')))
  const { request } = ticket
  // The header wins over the generate call's type only when it names a real type.
  const contentType = headers.contentType?.split(';')[0]?.trim()
  const mimeType =
    contentType && (formatOfMime(contentType) || contentType === 'application/octet-stream')
      ? contentType
      : request.mimeType
  const fileName = headers.filename || request.fileName
  const limit = limitOf(formatOfMime(mimeType))
  let received: Awaited<ReturnType<MediaContext['storage']['receive']>>
  try {
    received = await ctx.storage.receive(body ?? new Uint8Array(), limit)
  } catch (error) {
    if (error instanceof TooLargeError)
      throw validationError([
        {
          field: 'sizeInBytes',
          violatedRule: 'OTHER',
          ruleName: 'FILE_SIZE_OVER_LIMIT',
          description: `the file is larger than ${limit} bytes`,
          data: { threshold: limit },
        },
      ])
    // A dropped connection: the URL may be used again for the retry.
    await ctx.lock(() => ctx.store.releaseTicket(token))
    throw error
  }
  const file = await ingest(ctx, received, {
    ...request,
    mimeType,
    ...(fileName && { fileName }),
  })
  return { file }
}
