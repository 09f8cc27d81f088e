import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Context, Hono } from 'hono'
import { applicationError, notFound, permissionDenied } from '../../http/api-error'
import type { Env } from '../../http/env'
import type { MediaContext } from './context'
import { present } from './descriptor'
import { archiveEntries, bytesOf, contentDisposition, DOWNLOAD_PATH, readGrant } from './downloads'
import { fileNotFound } from './files'
import type { tusServer } from './tus'
import { receiveUpload, TUS_PATH, UPLOAD_PATH } from './upload'
import { STREAM_PATH, streamDir } from './video'
import { zipStream } from './zip'

/** `GET /ugd/<id>`: a public file's bytes (images are served by the image host at `/media/`). */
async function servePublicFile(c: Context<Env>, ctx: MediaContext): Promise<Response> {
  const id = c.req.param('id') ?? ''
  const stored = await ctx.lock(() => ctx.store.getFile(id))
  if (!stored) throw fileNotFound(id)
  if (stored.file.private) throw permissionDenied('A private file is read through a download URL')
  const found = ctx.storage.stream(id)
  if (!found) throw fileNotFound(id)
  return new Response(found.body, {
    headers: {
      'content-type': stored.file.mimeType ?? 'application/octet-stream',
      'content-length': String(found.size),
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${stored.file.hash}"`,
    },
  })
}

/**
 * `GET /download/v1/<signed grant>`: the file (private ones too) or a zip of several, while the
 * link is valid; after that a redirect to `expirationRedirectUrl`, or 403.
 */
async function serveDownload(c: Context<Env>, ctx: MediaContext): Promise<Response> {
  const grant = readGrant(ctx, c.req.param('token') ?? '')
  if (!grant) throw permissionDenied('This download link is not valid')
  if (grant.expires * 1000 <= ctx.clock.now()) {
    if (grant.redirect) return c.redirect(grant.redirect, 302)
    throw applicationError(403, 'DOWNLOAD_URL_EXPIRED', 'This download link has expired')
  }
  const files = await ctx.lock(() =>
    grant.files.map((id) => {
      const stored = ctx.store.getFile(id)
      if (!stored) throw fileNotFound(id)
      return stored.file
    }),
  )
  const headers = {
    'content-disposition': contentDisposition(grant.disposition, grant.name ?? 'download'),
    'cache-control': 'private, no-store',
  }
  const [single] = files
  if (single && files.length === 1 && !grant.paths) {
    const found = await bytesOf(ctx, single.id)
    if (!found) throw fileNotFound(single.id)
    return new Response('body' in found ? found.body : (found.bytes as Uint8Array<ArrayBuffer>), {
      headers: {
        ...headers,
        'content-type': single.mimeType ?? 'application/octet-stream',
        'content-length': String(found.size),
      },
    })
  }
  const entries = await archiveEntries(ctx, grant, files)
  return new Response(zipStream(entries, new Date(ctx.clock.now())), {
    headers: { ...headers, 'content-type': 'application/zip' },
  })
}

const STREAM_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  mpd: 'application/dash+xml',
  mp4: 'video/mp4',
  m4s: 'video/iso.segment',
}

/**
 * `GET /stream/v1/<signed grant>/<hls|dash>/<file>`: a video's playlist and its segments (the
 * playlist names them relative to itself, so they carry the same grant).
 */
async function serveStream(c: Context<Env>, ctx: MediaContext): Promise<Response> {
  const grant = readGrant(ctx, c.req.param('token') ?? '')
  const kind = c.req.param('kind')
  const name = c.req.param('name') ?? ''
  if (!grant) throw permissionDenied('This stream link is not valid')
  if (grant.expires * 1000 <= ctx.clock.now())
    throw applicationError(403, 'DOWNLOAD_URL_EXPIRED', 'This stream link has expired')
  const [id = ''] = grant.files
  if (!(await ctx.lock(() => ctx.store.getFile(id)))) throw fileNotFound(id)
  const type = STREAM_TYPES[name.slice(name.lastIndexOf('.') + 1)]
  if ((kind !== 'hls' && kind !== 'dash') || !/^[\w.-]+$/.test(name) || !type)
    throw notFound('RESOURCE_NOT_FOUND', 'No such part of the stream')
  const dir = await streamDir(ctx, id, kind)
  try {
    const bytes = await readFile(join(dir, name))
    return new Response(bytes, {
      headers: { 'content-type': type, 'cache-control': 'private, max-age=3600' },
    })
  } catch {
    throw notFound('RESOURCE_NOT_FOUND', 'No such part of the stream')
  }
}

/**
 * The media library's non-JSON endpoints: the upload host (`PUT <uploadUrl>`, the token in the
 * URL, no Authorization header), the tus server and its completion call, and the public file
 * host (`/ugd/<id>`).
 */
export function installMediaLibrary(app: Hono<Env>, ctx: MediaContext): void {
  app.put(`${UPLOAD_PATH}/:token`, async (c) => {
    const answer = await receiveUpload(ctx, c.req.param('token'), c.req.raw.body, {
      contentType: c.req.header('content-type'),
      filename: c.req.query('filename'),
    })
    return c.json(present(ctx, answer), 200)
  })
  // Made on first use: the tus file store creates its directory as it starts, and the tus
  // library (a hundred modules) is loaded then, not on every start.
  const tusModule = () => import('./tus')
  let server: Promise<ReturnType<typeof tusServer>> | undefined
  const tus = () => {
    server ??= tusModule().then((module) => module.tusServer(ctx))
    return server
  }
  app.put(`${TUS_PATH}/:token`, async (c) => {
    const { completeResumable } = await tusModule()
    const answer = await completeResumable(
      ctx,
      await tus(),
      c.req.param('token'),
      c.req.query('filename'),
    )
    return c.json(present(ctx, answer), 200)
  })
  // Hono routes HEAD as GET; the tus server reads the request's own method.
  app.on(['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'], [TUS_PATH, `${TUS_PATH}/*`], async (c) =>
    (await tus()).handleWeb(c.req.raw),
  )
  app.get('/ugd/:id', (c) => servePublicFile(c, ctx))
  app.get(`${DOWNLOAD_PATH}/:token`, (c) => serveDownload(c, ctx))
  app.get(`${STREAM_PATH}/:token/:kind/:name`, (c) => serveStream(c, ctx))
  // Files a crash left PENDING are processed again on start.
  for (const stored of ctx.store.pendingFiles()) ctx.processor.schedule(stored.file.id)
}
