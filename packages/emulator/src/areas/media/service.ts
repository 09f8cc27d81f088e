import { createHash } from 'node:crypto'
import type { Image } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import { type ArtKind, productArt } from './product-art'
import { mediaStore } from './store'

/** A platform-style media id, stable for a given name: `<owner>_<32 hex>~mv2.<ext>`. */
export function mediaId(ctx: EmulatorContext, name: string, ext = 'jpg'): string {
  const owner = ctx.site.siteId.replace(/-/g, '').slice(0, 6)
  const digest = createHash('sha256')
    .update(`${ctx.site.siteId}:${name}`)
    .digest('hex')
    .slice(0, 32)
  return `${owner}_${digest}~mv2.${ext}`
}

/** The public URL of a stored media file on this emulator's static media host. */
export function mediaUrl(ctx: EmulatorContext, id: string): string {
  return `${ctx.publicUrl()}/media/${id}`
}

/**
 * Registers a seed product picture. Nothing is rendered now (seeding stays instant): the JPEG is
 * drawn from its SVG recipe on first request and kept. Returns the wire image without `url`;
 * areas add `url` with {@link mediaUrl} when they answer, since the public URL is known only then.
 */
export function registerSeedImage(
  ctx: EmulatorContext,
  art: { kind: ArtKind; seed: string; filename: string; width?: number; height?: number },
): Image & { width: number; height: number; filename: string } {
  const width = art.width ?? 1000
  const height = art.height ?? 1000
  const id = mediaId(ctx, art.seed)
  mediaStore(ctx.db).put(
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
