import { build, targetOf } from './build'
import { type ImageInput, toSource } from './image-source'
import type { ImageUrlOptions } from './options'
import type { Size } from './plan'

/** A fit: the box in CSS pixels the whole image must fit inside, and the shared options. */
export interface FitOptions extends ImageUrlOptions, Size {}

/**
 * Link to the whole image scaled to fit inside `width` × `height` CSS pixels (like
 * `object-fit: contain`); the link's size keeps the image's aspect ratio. When a side of the
 * source is unknown (0 or absent) the service does the fitting (`fit/`).
 *
 * @example
 * ```ts
 * fitImageUrl({ id: 'c5f4b2_abc~mv2.jpg', width: 4000, height: 3000 }, { width: 500, height: 500 })
 * // …/v1/fill/w_500,h_375,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/c5f4b2_abc~mv2.jpg
 * ```
 */
export function fitImageUrl(image: ImageInput, options: FitOptions): string {
  return build(toSource(image), { fitting: 'fit', target: targetOf(options) }, options).url
}
