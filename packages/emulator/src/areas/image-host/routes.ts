import { createHash } from 'node:crypto'
import type { FieldViolation } from '@storefront-kit/wire'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  applicationError,
  permissionDenied,
  unauthenticated,
  validationError,
  violation,
} from '../../http/api-error'
import { authenticate } from '../../http/authenticate'
import type { Env } from '../../http/env'
import type { ImageHostContext } from './context'
import { CONTENT_TYPES, formatOfMimeType, negotiateFormat } from './output-format'
import { parseMediaPath } from './parse-transform'
import { addImageFile, findMediaFile, originalBytes, variantBytes, variantKey } from './service'

/**
 * As a CDN keeps content-addressed files: a media link names the file (its id carries a content
 * hash) and the exact rendering (the transform is in the path), so its bytes never change and
 * browsers and caches may keep them for a year without asking again. The ETag still answers a
 * revalidation with a 304.
 */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'
const MAX_UPLOAD_BYTES = 50 * 1024 * 1024

/** `If-None-Match` names `etag` (weak or strong) or is `*`. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

/** Answers an image, or 304 when the client holds it already (without loading the bytes). */
async function answerImage(
  c: Context<Env>,
  meta: { etag: string; contentType: string; varies: boolean },
  load: () => Promise<Uint8Array>,
): Promise<Response> {
  const headers: Record<string, string> = {
    'cache-control': CACHE_CONTROL,
    etag: meta.etag,
    ...(meta.varies && { vary: 'Accept' }),
  }
  if (matches(c.req.header('if-none-match'), meta.etag)) return c.body(null, 304, headers)
  const bytes = await load()
  // Our bytes come from sharp or SQLite, never from a SharedArrayBuffer.
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    ...headers,
    'content-type': meta.contentType,
    'content-length': String(bytes.byteLength),
  })
}

const etagOf = (key: string) =>
  `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`

/** `GET`/`HEAD /media/<id>` and `/media/<id>/v1/…`: originals and transforms. */
async function serveMedia(c: Context<Env>, ctx: ImageHostContext): Promise<Response> {
  const { id, transform } = parseMediaPath(new URL(c.req.url).pathname)
  const head = await findMediaFile(ctx, id)
  if (!transform)
    return answerImage(
      c,
      { etag: `"${head.version}"`, contentType: head.file.mimeType, varies: false },
      () => originalBytes(ctx, head),
    )
  const source = formatOfMimeType(head.file.mimeType)
  const { format, varies } = negotiateFormat(transform.encoding, source, c.req.header('accept'))
  return answerImage(
    c,
    {
      etag: etagOf(variantKey(head, transform, format)),
      contentType: CONTENT_TYPES[format],
      varies,
    },
    async () => (await variantBytes(ctx, head, transform, format)).bytes,
  )
}

/** `POST /_emulator/media?filename=<name>` with the file's bytes as the body: owner only. */
async function uploadMedia(c: Context<Env>, ctx: ImageHostContext): Promise<Response> {
  const caller = c.get('caller')
  if (caller.kind === 'anonymous') throw unauthenticated('Adding media files needs the API key')
  if (caller.kind !== 'owner') throw permissionDenied('Only the site owner may add media files')
  const filename = c.req.query('filename')?.trim() ?? ''
  const bytes = new Uint8Array(await c.req.arrayBuffer())
  const problems: FieldViolation[] = []
  if (!filename) problems.push(violation('filename', 'REQUIRED_FIELD', 'is required'))
  else if (filename.length > 255)
    problems.push(
      violation('filename', 'MAX_LENGTH', 'must be at most 255 characters', { threshold: 255 }),
    )
  if (!bytes.byteLength)
    problems.push(violation('file', 'REQUIRED_FIELD', 'the request body must hold the file'))
  if (problems.length) throw validationError(problems)
  return c.json({ image: await addImageFile(ctx, bytes, filename) }, 200)
}

/**
 * Installs the static media host (`/media/…`, answered for anyone, token or not) and the
 * control endpoint that adds image files.
 */
export function installMediaRoutes(app: Hono<Env>, ctx: ImageHostContext): void {
  app.get('/media/*', (c) => serveMedia(c, ctx))
  app.post(
    '/_emulator/media',
    authenticate(ctx.site, ctx.signer),
    bodyLimit({
      maxSize: MAX_UPLOAD_BYTES,
      onError: () => {
        throw applicationError(413, 'PAYLOAD_TOO_LARGE', 'A media file may be at most 50 MB', {
          threshold: MAX_UPLOAD_BYTES,
        })
      },
    }),
    (c) => uploadMedia(c, ctx),
  )
}
