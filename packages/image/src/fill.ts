import { build, type PositionOptions, targetOf } from './build'
import { type ImageInput, toSource } from './image-source'
import type { ImageUrlOptions } from './options'
import type { Size } from './plan'

/** A fill: the target box in CSS pixels, where to cut, and the shared options. */
export interface FillOptions extends ImageUrlOptions, PositionOptions, Size {}

/**
 * Link to the image scaled to cover `width` × `height` CSS pixels and cut to that box (like
 * `object-fit: cover`), keeping the centre, an `alignment` side, or a `focalPoint` in view (not
 * for WebP or AVIF sources, which the platform always centres).
 *
 * @example
 * ```ts
 * fillImageUrl(product.media.mainMedia.image, { width: 400, height: 300 })
 * // https://static.wixstatic.com/media/c5f4b2_abc~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/c5f4b2_abc~mv2.jpg
 * fillImageUrl('wix:image://v1/c5f4b2_abc~mv2.jpg/a.jpg#originWidth=4000&originHeight=3000', {
 *   width: 400, height: 400, focalPoint: { x: 20, y: 80 },
 * })
 * ```
 */
export function fillImageUrl(image: ImageInput, options: FillOptions): string {
  const target = targetOf(options)
  const { focalPoint, alignment } = options
  return build(toSource(image), { fitting: 'fill', target, focalPoint, alignment }, options).url
}
