import {
  defaultQuality,
  PIXEL_CAP,
  SUPER_MAX_UPSCALE,
  upscaleLimit,
} from '@storefront-kit/wire/image-transform'
import { validationError, violation } from '../../http/api-error'
import type { MediaTransform } from './transform'

/** Longest side the emulator renders: WebP's limit, so that every output format can encode it. */
export const MAX_SIDE = 16_383

/**
 * How far a builder link's crop may be from the one it was computed with: the builder rounds
 * the crop's corner and size apart and sizes the fill from the unrounded rectangle.
 */
const CROP_SLACK = 1.5

/** What to cut from the upright source and how big to draw it. */
export interface RenderPlan {
  /** The part of the source that ends up in the image, in whole source pixels. */
  region: { left: number; top: number; width: number; height: number }
  width: number
  height: number
  /** `q_`, or the default by output size. */
  quality: number
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n))
const scaled = (n: number, k: number) => Math.max(1, Math.round(n * k))

/**
 * Sizes a transform for a `sourceWidth` × `sourceHeight` image with the URL builder's own rules,
 * so a builder link (made with the image's true size) renders at exactly its `w_` × `h_`: what
 * the builder's rounding explains is taken as it is; beyond that, the pixel cap shrinks the
 * box, and without `lg_` nothing is enlarged, with it only up to the builder's limit (the box
 * shrinks instead, keeping its shape). A fill cuts the box's shape around `position`; a fit
 * keeps the source's. A crop is clipped to the image; one starting past its edge is a 400.
 *
 * @example
 * ```ts
 * planRender(parseMediaPath('/media/a.jpg/v1/fill/w_400,h_300/a.jpg').transform, 4000, 3000)
 * // { region: { left: 0, top: 0, width: 4000, height: 3000 }, width: 400, height: 300, quality: 80 }
 * ```
 */
export function planRender(
  t: MediaTransform,
  sourceWidth: number,
  sourceHeight: number,
): RenderPlan {
  let [sx, sy, sw, sh] = [0, 0, sourceWidth, sourceHeight]
  let slack = 0
  if (t.crop) {
    if (t.crop.x > sourceWidth || t.crop.y > sourceHeight)
      throw validationError([
        violation('crop', 'VALIDATION', `lies outside the ${sourceWidth}×${sourceHeight} image`, {
          width: sourceWidth,
          height: sourceHeight,
        }),
      ])
    // A builder crop under half a pixel wide may start on the image's edge: keep its last pixel.
    sx = Math.min(t.crop.x, sourceWidth - 1)
    sy = Math.min(t.crop.y, sourceHeight - 1)
    sw = Math.max(1, Math.min(sourceWidth, sx + t.crop.width) - sx)
    sh = Math.max(1, Math.min(sourceHeight, sy + t.crop.height) - sy)
    slack = CROP_SLACK
  }

  let [width, height] = [t.width, t.height]
  // Rounding both sides adds at most half a pixel to each: more is a hand-written link.
  if (width * height > PIXEL_CAP + (width + height) / 2 + 1) {
    const k = Math.sqrt(PIXEL_CAP / (width * height))
    ;[width, height] = [scaled(width, k), scaled(height, k)]
  }
  const limit =
    t.upscale === 2
      ? SUPER_MAX_UPSCALE
      : t.upscale === 1
        ? upscaleLimit(Math.max(0, sw - slack) * Math.max(0, sh - slack))
        : 1

  let region = { left: sx, top: sy, width: sw, height: sh }
  if (t.fitting === 'fit') {
    const factor = Math.min(width / sw, height / sh, limit)
    ;[width, height] = [scaled(sw, factor), scaled(sh, factor)]
  } else {
    let factor = Math.max(width / sw, height / sh)
    // Within the limit up to the builder's rounding (half a pixel, and a crop's own).
    if (Math.max((width - 0.5) / (sw + slack), (height - 0.5) / (sh + slack)) > limit) {
      ;[width, height] = [scaled(width, limit / factor), scaled(height, limit / factor)]
      factor = limit
    }
    const rw = clamp(Math.round(width / factor), 1, sw)
    const rh = clamp(Math.round(height / factor), 1, sh)
    region = {
      left: sx + Math.round(clamp(t.position.x * sw - rw / 2, 0, sw - rw)),
      top: sy + Math.round(clamp(t.position.y * sh - rh / 2, 0, sh - rh)),
      width: rw,
      height: rh,
    }
  }

  const longest = Math.max(width, height)
  if (longest > MAX_SIDE)
    [width, height] = [scaled(width, MAX_SIDE / longest), scaled(height, MAX_SIDE / longest)]
  return { region, width, height, quality: t.quality ?? defaultQuality(width * height) }
}
