import { type Alignment, build, type CropRect, type Cut, targetOf } from './build'
import { number, object } from './errors'
import { type ImageInput, toSource } from './image-source'
import type { ImageUrlOptions } from './options'
import type { Size } from './plan'

/**
 * A crop: the rectangle to cut out, then the box to fill with it (default: the rectangle's
 * size). The fill after a crop is centred unless an `alignment` says otherwise: the platform
 * takes no focal point there.
 */
export interface CropOptions extends ImageUrlOptions, Partial<Size> {
  /** In source pixels; clipped to the image. */
  crop: CropRect
  alignment?: Alignment
}

/** The crop part of a link and the overlap it leaves, unrounded; none when empty or whole. */
function cutOf(source: Size, rect: CropRect): Cut | undefined {
  const x = Math.max(0, rect.x)
  const y = Math.max(0, rect.y)
  const width = Math.max(0, Math.min(source.width, rect.x + rect.width) - x)
  const height = Math.max(0, Math.min(source.height, rect.y + rect.height) - y)
  if (!(width && height) || (width === source.width && height === source.height)) return undefined
  const [rx, ry, rw, rh] = [x, y, width, height].map(Math.round)
  return { part: `crop/x_${rx},y_${ry},w_${rw},h_${rh}/`, width, height }
}

/**
 * Link to a rectangle of the image, filled into `width` × `height` CSS pixels (default: the
 * rectangle's own size). The rectangle is clipped to the image, and left out of the link when
 * it covers the whole image, misses it, or the image's size is unknown; WebP and AVIF sources
 * are never cropped (the whole image is filled) unless `allowWebpAvifTransforms` is set.
 *
 * @example
 * ```ts
 * cropImageUrl(image, { crop: { x: 100, y: 200, width: 1000, height: 800 }, width: 250, height: 200 })
 * // …/v1/crop/x_100,y_200,w_1000,h_800/fill/w_250,h_200,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/…
 * ```
 */
export function cropImageUrl(image: ImageInput, options: CropOptions): string {
  const { crop, width, height, alignment } = object(options, 'options')
  const rect = object(crop, 'options.crop', 'an object { x, y, width, height }')
  const [x, y, w, h] = (['x', 'y', 'width', 'height'] as const).map((key) =>
    number(rect[key], `options.crop.${key}`),
  ) as [number, number, number, number]
  const target = targetOf({ width: width ?? w, height: height ?? h })
  const source = toSource(image)
  const cut = cutOf(source, { x, y, width: w, height: h })
  return build(source, { fitting: 'fill', target, alignment, cut }, options).url
}
