import type { Image } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { BuiltArea } from '../area'
import type { ImageHostContext, ImageSource } from './context'
import type { ArtKind } from './product-art'
import { type ImageInfo, inspectImage } from './render'
import { installMediaRoutes } from './routes'
import { addImageFile, mediaId, mediaUrl, originalBytes, registerSeedImage } from './service'
import { mediaMigrations, mediaStore } from './store'

export type { ImageSource } from './context'
export type { ArtKind } from './product-art'
export type { ImageInfo } from './render'

/** A picture the image host keeps, as areas put it into wire shapes (`url` added on answering). */
export type HostedImage = Image & { width: number; height: number; filename: string }

/** What other areas (the catalog, later the media library) do with the image host. */
export interface ImageHostService {
  /** A platform-style media id, stable for a name: `<owner>_<32 hex>~mv2.<ext>`. */
  mediaId(name: string, ext?: string): string
  /** The public URL of a stored file on this emulator's static media host. */
  mediaUrl(id: string): string
  /** Registers a seed picture, drawn from its recipe on first request (seeding stays instant). */
  registerSeedImage(art: {
    kind: ArtKind
    seed: string
    filename: string
    width?: number
    height?: number
  }): HostedImage
  /** Stores an image file under a new id (400 unless it is a whole JPEG, PNG, WebP, AVIF or GIF). */
  addImageFile(bytes: Uint8Array, filename: string): Promise<HostedImage & { url: string }>
  /**
   * Serves the images of another area (the media library) under `/media/<id>` with every
   * transform, for ids the host does not keep itself.
   */
  connectSource(source: ImageSource): void
  /** The original bytes of a file the host keeps itself (seed pictures drawn on first use). */
  originalBytes(id: string): Promise<Uint8Array | undefined>
  /** Format and upright size of a whole JPEG, PNG, WebP, AVIF or GIF; undefined otherwise. */
  inspectImage(bytes: Uint8Array): Promise<ImageInfo | undefined>
}

/**
 * The image host: stored files served under the static media host's path form (`/media/<id>`)
 * with the platform's image transformations, and the control endpoint that adds image files.
 * (The site's media library is another area, `media`.)
 *
 * @example
 * ```ts
 * const images = imageHostArea(ctx).service
 * images.mediaUrl(images.registerSeedImage({ kind: 'mug', seed: 'mug', filename: 'Mug.jpg' }).id)
 * ```
 */
export function imageHostArea(ctx: EmulatorContext): BuiltArea<ImageHostService> {
  const cx: ImageHostContext = { ...ctx, store: mediaStore(ctx.db), sources: [] }
  return {
    area: {
      name: 'image-host',
      migrations: mediaMigrations,
      install: (app) => installMediaRoutes(app, cx),
    },
    service: {
      mediaId: (name, ext) => mediaId(cx, name, ext),
      mediaUrl: (id) => mediaUrl(cx, id),
      registerSeedImage: (art) => registerSeedImage(cx, art),
      addImageFile: (bytes, filename) => addImageFile(cx, bytes, filename),
      connectSource: (source) => {
        cx.sources.push(source)
      },
      inspectImage,
      originalBytes: async (id) => {
        const head = await cx.lock(() => cx.store.head(id))
        return head && originalBytes(cx, head)
      },
    },
  }
}
