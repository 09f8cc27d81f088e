import { build, devicePixelRatio, type PositionOptions } from './build'
import {
  BACKGROUND_MAX_WIDTH,
  MOBILE_BACKGROUND_MAX_WIDTH,
  MOBILE_MAX_VIEWPORT_WIDTH,
} from './constants'
import { fail, oneOf, positive } from './errors'
import { type ImageInput, toSource } from './image-source'
import type { ImageUrlOptions } from './options'
import type { Size } from './plan'

/** A background: the box it covers (default the image's own size) and the viewport it is for. */
export interface BackgroundImageOptions extends ImageUrlOptions, PositionOptions, Partial<Size> {
  /** CSS width of the viewport; at most 767 means mobile. Default `window.innerWidth`, else desktop. */
  viewportWidth?: number
  /** `fill` covers the box (`background-size: cover`), `fit` stays inside it. Default `fill`. */
  fitting?: 'fill' | 'fit'
}

/**
 * Link for a CSS background: like a fill (or fit) of the box, but never more than 1920 pixels
 * wide or high, and 1000 on mobile, whatever the device pixel ratio: backgrounds are large and
 * rarely looked at closely.
 *
 * @example
 * ```ts
 * const url = backgroundImageUrl(hero, { width: 2400, height: 800, viewportWidth: innerWidth })
 * element.style.backgroundImage = `url("${url}")` // w_1920,h_640 on desktop, w_1000,h_333 on mobile
 * ```
 */
export function backgroundImageUrl(
  image: ImageInput,
  options: BackgroundImageOptions = {},
): string {
  const source = toSource(image)
  const fitting = oneOf(options.fitting, ['fill', 'fit'], 'options.fitting') ?? 'fill'
  const unknown = 'given when the image size is unknown'
  const width = positive(
    options.width ?? (source.width || fail('options.width', unknown, undefined)),
    'options.width',
  )
  const height =
    options.height === undefined
      ? (width * source.height) / source.width || fail('options.height', unknown, undefined)
      : positive(options.height, 'options.height')
  const fromWindow = (globalThis as { innerWidth?: unknown }).innerWidth
  const viewport =
    options.viewportWidth === undefined
      ? typeof fromWindow === 'number'
        ? fromWindow
        : Number.POSITIVE_INFINITY
      : positive(options.viewportWidth, 'options.viewportWidth')
  const max =
    viewport <= MOBILE_MAX_VIEWPORT_WIDTH ? MOBILE_BACKGROUND_MAX_WIDTH : BACKGROUND_MAX_WIDTH
  const scale = Math.min(devicePixelRatio(options), max / width, max / height)
  // Only a fill cuts, so only a fill says where; a fit is always centred (al_c).
  const position =
    fitting === 'fill' ? { focalPoint: options.focalPoint, alignment: options.alignment } : {}
  const target = { width: width * scale, height: height * scale }
  // The scale above already holds the device pixel ratio: build at 1 so it is not applied twice.
  return build(source, { fitting, target, ...position }, { ...options, devicePixelRatio: 1 }).url
}
