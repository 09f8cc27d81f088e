import { build, type PositionOptions } from './build'
import { fail, finite, object, positive } from './errors'
import { EXTERNAL, type ImageInput, toSource } from './image-source'
import type { ImageUrlOptions } from './options'
import type { Size } from './plan'

/** A rectangle of the source in source pixels. */
export interface CropRect {
  x: number
  y: number
  width: number
  height: number
}

/** A crop: the rectangle to cut out, then the box to fill with it (default: the rectangle's size). */
export interface CropOptions extends ImageUrlOptions, PositionOptions, Partial<Size> {
  /** In source pixels; must lie inside the image. */
  crop: CropRect
}

/**
 * Link to a rectangle of the image, filled into `width` × `height` CSS pixels (default: the
 * rectangle's own size). A crop of the whole image is left out of the link.
 *
 * @example
 * ```ts
 * cropImageUrl(image, { crop: { x: 100, y: 200, width: 1000, height: 800 }, width: 250, height: 200 })
 * // …/v1/crop/x_100,y_200,w_1000,h_800/fill/w_250,h_200,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/…
 * ```
 */
export function cropImageUrl(image: ImageInput, options: CropOptions): string {
  const { crop, width, height } = object(options, 'options')
  object(crop, 'options.crop', 'an object { x, y, width, height }')
  const x = Math.round(finite(crop.x, 'options.crop.x'))
  const y = Math.round(finite(crop.y, 'options.crop.y'))
  const w = Math.max(1, Math.round(positive(crop.width, 'options.crop.width')))
  const h = Math.max(1, Math.round(positive(crop.height, 'options.crop.height')))
  const target = {
    width: width === undefined ? w : positive(width, 'options.width'),
    height: height === undefined ? h : positive(height, 'options.height'),
  }
  const source = toSource(image)
  const { width: sw, height: sh } = source
  const external = EXTERNAL.test(source.id)
  if (!(sw || external)) fail('image.width', 'known to crop', sw)
  if (!external && (x < 0 || y < 0 || x + w > sw || y + h > sh))
    fail('options.crop', `inside the ${sw}×${sh} image`, `x ${x}, y ${y}, ${w}×${h}`)
  // A crop of the whole image would only make the link longer.
  const cut =
    external || (w === sw && h === sh)
      ? undefined
      : { part: `crop/x_${x},y_${y},w_${w},h_${h}/`, size: { width: w, height: h } }
  return build(source, { ...options, fitting: 'fill', target, crop: cut }, options).url
}
