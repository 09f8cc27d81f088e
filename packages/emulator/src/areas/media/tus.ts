import { randomBytes } from 'node:crypto'
import { readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { FileDescriptor } from '@storefront-kit/wire'
import { FileStore } from '@tus/file-store'
import { type DataStore, Server } from '@tus/server'
import { applicationError } from '../../http/api-error'
import type { MediaContext } from './context'
import { formatOfMime } from './formats'
import { ingest } from './ingest'
import { TUS_PATH, takeTicket } from './upload'
import { limitOf, MAX_FILE_BYTES } from './upload-rules'

/**
 * The tus file store without its constructor's asynchronous mkdir: the library made the
 * directory already (synchronously), and that mkdir, still running when an emulator closes and
 * removes its temporary directory, would throw where nothing can catch it.
 */
const LibraryFileStore = class extends (FileStore as unknown as new (options: {
  directory: string
}) => DataStore) {
  checkOrCreateDirectory() {}
}

/** A refusal in the form @tus/server answers (status and a plain-text body). */
const refuse = (status_code: number, body: string) => ({ status_code, body })

/**
 * A real tus 1.0 server (creation, termination, expiration; `@tus/server` with its file store)
 * at the resumable upload URL. Creating an upload needs the single-use token of a
 * generate-resumable-upload-url call in the `token` metadata key; the upload's id begins with
 * it, so the completion call finds the bytes. Uploads live in `<storage>/tus` until completed.
 *
 * @example
 * ```ts
 * const tus = tusServer(ctx)
 * app.all(`${TUS_PATH}/*`, (c) => tus.handleWeb(c.req.raw))
 * ```
 */
export function tusServer(ctx: MediaContext): Server {
  return new Server({
    path: TUS_PATH,
    datastore: new LibraryFileStore({ directory: ctx.storage.tusDir }),
    maxSize: MAX_FILE_BYTES,
    // Upload URLs on the emulator's public URL, like every other link it hands out.
    generateUrl: (_req, { path, id }) => `${ctx.publicUrl()}${path}/${id}`,
    namingFunction: (_req, metadata) =>
      `${metadata?.token ?? 'none'}.${randomBytes(8).toString('hex')}`,
    async onUploadCreate(_req, upload) {
      const token = upload.metadata?.token ?? ''
      const ticket = await ctx.lock(() => ctx.store.getTicket(token))
      if (ticket?.kind !== 'tus')
        throw refuse(403, 'The token metadata must be the uploadToken of a resumable upload URL\n')
      if (ticket.used || ticket.expires <= ctx.clock.iso())
        throw refuse(403, 'This upload token was used or has expired; generate another\n')
      const type = upload.metadata?.contentType || ticket.request.mimeType
      const limit = limitOf(formatOfMime(type))
      if (upload.size !== undefined && upload.size > limit)
        throw refuse(413, `The file may be at most ${limit} bytes\n`)
      return {}
    },
  })
}

/**
 * `PUT <uploadUrl>/<uploadToken>?filename=<name>` once the tus upload is complete: the bytes
 * become a library file (PENDING, then processed) and the answer is `{file}`. 409
 * `UPLOAD_NOT_COMPLETE` while bytes are missing (the token stays usable).
 */
export async function completeResumable(
  ctx: MediaContext,
  tus: Server,
  token: string,
  filename: string | undefined,
): Promise<{ file: FileDescriptor }> {
  const ticket = await ctx.lock(() => ctx.db.transaction(() => takeTicket(ctx, token, 'tus')))
  const names = (await readdir(ctx.storage.tusDir)).filter(
    (name) => name.startsWith(`${token}.`) && !name.endsWith('.json'),
  )
  const store = tus.datastore
  let found: { id: string; contentType?: string; filename?: string } | undefined
  for (const id of names) {
    const upload = await store.getUpload(id)
    if (upload.size !== undefined && upload.offset === upload.size) {
      found = {
        id,
        ...(upload.metadata?.contentType && { contentType: upload.metadata.contentType }),
        ...(upload.metadata?.filename && { filename: upload.metadata.filename }),
      }
      break
    }
  }
  if (!found) {
    await ctx.lock(() => ctx.store.releaseTicket(token))
    throw applicationError(
      409,
      'UPLOAD_NOT_COMPLETE',
      'The tus upload of this token is not complete',
    )
  }
  const path = join(ctx.storage.tusDir, found.id)
  const measured = await ctx.storage.measure(path)
  const { request } = ticket
  const file = await ingest(
    ctx,
    { tmp: path, ...measured },
    {
      ...request,
      mimeType: found.contentType || request.mimeType,
      ...((filename || found.filename || request.fileName) && {
        fileName: filename || found.filename || request.fileName,
      }),
    },
  )
  await rm(`${path}.json`, { force: true })
  // Other attempts under the same token (abandoned before a resume) are of no use now.
  for (const id of names) if (id !== found.id) await store.remove(id).catch(() => {})
  return { file }
}
