import { fillImageUrl } from '@storefront-kit/image'
import type { FileDescriptor } from '@storefront-kit/sdk/media'

/** The media library's top folder, and its trash. */
export const MEDIA_ROOT = 'media-root'

/**
 * A small square picture of an image file, resized on the media host the file is served from
 * (the platform's, or the emulator's), or undefined when the file is not a picture.
 *
 * @example
 * ```ts
 * const src = thumbnailOf(file, 160)
 * ```
 */
export function thumbnailOf(file: FileDescriptor, size: number): string | undefined {
  const image = file.media?.image?.image
  if (file.mediaType !== 'IMAGE' || !file.url) return undefined
  return pictureThumbnail({ ...image, id: file.id, url: file.url }, size)
}

/**
 * A small square of a catalog picture (`{ id, url, width, height }`), from the host its `url`
 * names.
 *
 * @example
 * ```ts
 * const src = pictureThumbnail(product.media.main.image, 96)
 * ```
 */
export function pictureThumbnail(
  image: { id?: string; url?: string; width?: number; height?: number },
  size: number,
): string | undefined {
  if (!(image.id && image.url)) return undefined
  return fillImageUrl(
    { id: image.id, width: image.width ?? 0, height: image.height ?? 0 },
    { width: size, height: size, baseUrl: new URL(image.url).origin },
  )
}

/** The playable address of a video file: its first rendition, else the original. */
export function videoSourceOf(file: FileDescriptor): string | undefined {
  if (file.mediaType !== 'VIDEO') return undefined
  return file.media?.video?.resolutions?.[0]?.url ?? file.url
}

/** "1.2 MB": a file's size for people. */
export function sizeText(bytes: string | number | undefined): string {
  const n = Number(bytes ?? 0)
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`
  return `${(n / (1024 * 1024)).toFixed(1)} MB`
}
