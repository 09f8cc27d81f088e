import { hash } from 'node:crypto'
import type { Image } from '@storefront-kit/wire'
import { notFound, permissionDenied, validationError, violation } from '../../http/api-error'
import type { ImageHostContext } from './context'
import { CONTENT_TYPES, type OutputFormat } from './output-format'
import { type ArtKind, productArt } from './product-art'
import { inspectImage, renderSvg, renderVariant } from './render'
import type { MediaHead } from './store'
import type { MediaTransform } from './transform'
import { variantCacheOf } from './variant-cache'

/** A platform-style media id, stable for a given name: `<owner>_<32 hex>~mv2.<ext>`. */
export function mediaId(ctx: ImageHostContext, name: string, ext = 'jpg'): string {
  const owner = ctx.site.siteId.replace(/-/g, '').slice(0, 6)
  const digest = hash('sha256', `${ctx.site.siteId}:${name}`, 'hex').slice(0, 32)
  return `${owner}_${digest}~mv2.${ext}`
}

/** The public URL of a stored media file on this emulator's static media host. */
export function mediaUrl(ctx: ImageHostContext, id: string): string {
  return `${ctx.publicUrl()}/media/${id}`
}

/**
 * Registers a seed product picture. Nothing is rendered now (seeding stays instant): the JPEG is
 * drawn from its SVG recipe on first request and kept. Returns the wire image without `url`;
 * areas add `url` with {@link mediaUrl} when they answer, since the public URL is known only then.
 */
export function registerSeedImage(
  ctx: ImageHostContext,
  art: { kind: ArtKind; seed: string; filename: string; width?: number; height?: number },
): Image & { width: number; height: number; filename: string } {
  const width = art.width ?? 1000
  const height = art.height ?? 1000
  const id = mediaId(ctx, art.seed)
  ctx.store.put(
    {
      id,
      filename: art.filename,
      mimeType: 'image/jpeg',
      width,
      height,
      createdDate: ctx.clock.iso(),
    },
    { recipe: productArt(art.kind, art.seed, width, height) },
  )
  return { id, width, height, filename: art.filename }
}

const fileNotFound = (id: string) =>
  notFound('FILE_NOT_FOUND', `No media file with id "${id}"`, { id })

/** A file's metadata and content version; 404 `FILE_NOT_FOUND` when there is no such file. */
export async function findMediaFile(ctx: ImageHostContext, id: string): Promise<MediaHead> {
  const head = await ctx.lock(() => ctx.store.head(id) ?? sourceHead(ctx, id))
  if (!head) throw fileNotFound(id)
  if ('private' in head && head.private)
    throw permissionDenied('A private file is read through a download URL')
  return head
}

function sourceHead(ctx: ImageHostContext, id: string) {
  for (const source of ctx.sources) {
    const head = source.head(id)
    if (head) return head
  }
  return undefined
}

/**
 * The original's bytes. A recipe file is drawn once (concurrent first requests share the one
 * rendering) and the JPEG is kept in the database, so restarts with `--data-dir` skip it too.
 */
export async function originalBytes(ctx: ImageHostContext, head: MediaHead): Promise<Uint8Array> {
  const { id } = head.file
  const stored = await ctx.lock(() => ctx.store.get(id))
  if (!stored) {
    for (const source of ctx.sources) {
      const bytes = await source.bytes(id)
      if (bytes) return bytes
    }
    throw fileNotFound(id)
  }
  if (stored.bytes) return stored.bytes
  const { recipe } = stored
  if (recipe === null) throw fileNotFound(id)
  const { bytes } = await variantCacheOf(ctx).getOrCreate(`recipe|${head.version}`, async () => {
    const drawn = await renderSvg(recipe)
    await ctx.lock(() => ctx.store.saveBytes(id, drawn))
    return drawn
  })
  return bytes
}

/** The cache key of a variant: what identifies its bytes (content, transform, format). */
export const variantKey = (head: MediaHead, t: MediaTransform, format: OutputFormat) =>
  `${head.version}|${format}|${JSON.stringify(t)}`

/** A rendered variant, from the cache when it holds it (`hit`). */
export function variantBytes(
  ctx: ImageHostContext,
  head: MediaHead,
  t: MediaTransform,
  format: OutputFormat,
): Promise<{ bytes: Uint8Array; hit: boolean }> {
  return variantCacheOf(ctx).getOrCreate(variantKey(head, t, format), async () =>
    renderVariant(await originalBytes(ctx, head), t, format),
  )
}

const EXTENSIONS: Record<OutputFormat, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
}

/**
 * Stores an image file (JPEG, PNG, WebP, AVIF or GIF) under a new id, with the size sharp reads
 * from it; 400 for anything else.
 */
export async function addImageFile(
  ctx: ImageHostContext,
  bytes: Uint8Array,
  filename: string,
): Promise<Image & { width: number; height: number; filename: string; url: string }> {
  const info = await inspectImage(bytes)
  if (!info)
    throw validationError([
      violation('file', 'FORMAT', 'must be a whole JPEG, PNG, WebP, AVIF or GIF image'),
    ])
  const { width, height } = info
  const id = mediaId(ctx, `upload:${ctx.newId()}`, EXTENSIONS[info.format])
  const file = {
    id,
    filename,
    mimeType: CONTENT_TYPES[info.format],
    width,
    height,
    createdDate: ctx.clock.iso(),
  }
  await ctx.lock(() => ctx.db.transaction(() => ctx.store.put(file, { bytes })))
  return { id, url: mediaUrl(ctx, id), width, height, filename }
}
