import { type BackgroundImageOptions, backgroundImageUrl } from './background'
import { originalUrl } from './base-url'
import { type CropOptions, cropImageUrl } from './crop'
import { type FillOptions, fillImageUrl } from './fill'
import { type FitOptions, fitImageUrl } from './fit'
import type { ImageInput } from './image-source'
import type { ImageUrlOptions } from './options'
import { type ResponsiveImage, type ResponsiveImageOptions, responsiveImage } from './responsive'

/** The builders with your defaults (base host, quality, encoding, ...) applied. */
export interface ImageBuilder {
  fill(image: ImageInput, options: FillOptions): string
  fit(image: ImageInput, options: FitOptions): string
  crop(image: ImageInput, options: CropOptions): string
  background(image: ImageInput, options?: BackgroundImageOptions): string
  responsive(image: ImageInput, options: ResponsiveImageOptions): ResponsiveImage
}

/**
 * Binds defaults to every builder, typically the media host: point it at the emulator in
 * development and leave it out in production. Options given per call win over the defaults.
 * Bundles every builder; import single functions to ship less.
 *
 * @example
 * ```ts
 * const images = createImageBuilder({ baseUrl: import.meta.env.DEV ? 'http://localhost:4010' : undefined })
 * images.fill(product.media.mainMedia.image, { width: 400, height: 300 })
 * // http://localhost:4010/media/c5f4b2_abc~mv2.jpg/v1/fill/w_400,h_300,…
 * ```
 */
export function createImageBuilder(defaults: ImageUrlOptions = {}): ImageBuilder {
  // Fail at start-up, not on the first picture.
  originalUrl('x', defaults)
  const merge = <T extends object>(options: T | undefined): T => {
    const merged: Record<string, unknown> = { ...defaults }
    for (const [key, value] of Object.entries(options ?? {}))
      if (value !== undefined) merged[key] = value
    return merged as T
  }
  return {
    fill: (image, options) => fillImageUrl(image, merge(options)),
    fit: (image, options) => fitImageUrl(image, merge(options)),
    crop: (image, options) => cropImageUrl(image, merge(options)),
    background: (image, options) => backgroundImageUrl(image, merge(options)),
    responsive: (image, options) => responsiveImage(image, merge(options)),
  }
}
