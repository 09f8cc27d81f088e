import { validationError, violation } from '../../http/api-error'
import type { MediaTransform } from './transform'

/** Most pixels one rendered image may have (5000 × 5000), as images.md gives for the platform. */
export const PIXEL_CAP = 25_000_000
/** Longest side the emulator renders: WebP's limit, so that every output format can encode it. */
export const MAX_SIDE = 16_383

/** Size tier of a pixel area: 0 above 1400², 1 above 600², 2 above 400², else 3. */
const tierOf = (area: number) =>
  area > 1_960_000 ? 0 : area > 360_000 ? 1 : area > 160_000 ? 2 : 3
/** Default quality by the output's tier. */
const TIER_QUALITY = [90, 85, 80, 80] as const
/** Largest `lg_1` enlargement by the source's tier; `lg_2` (super) allows 4. */
const TIER_MAX_UPSCALE = [1, 1, 1.2, 1.4] as const
const SUPER_MAX_UPSCALE = 4

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
 * so a builder URL renders at exactly its `w_` × `h_`: the pixel cap shrinks the box; without
 * `lg_` nothing is enlarged, with it only up to the builder's limit (the box shrinks instead,
 * keeping its shape); a fill cuts the box's shape around `position`; a fit keeps the source's.
 * A crop is clipped to the image; one entirely outside it is a 400.
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
  if (t.crop) {
    if (t.crop.x >= sourceWidth || t.crop.y >= sourceHeight)
      throw validationError([
        violation('crop', 'VALIDATION', `lies outside the ${sourceWidth}×${sourceHeight} image`, {
          width: sourceWidth,
          height: sourceHeight,
        }),
      ])
    ;[sx, sy] = [t.crop.x, t.crop.y]
    sw = Math.min(sourceWidth, sx + t.crop.width) - sx
    sh = Math.min(sourceHeight, sy + t.crop.height) - sy
  }

  let [width, height] = [t.width, t.height]
  if (width * height > PIXEL_CAP) {
    const k = Math.sqrt(PIXEL_CAP / (width * height))
    ;[width, height] = [scaled(width, k), scaled(height, k)]
  }
  const limit =
    t.upscale === 2 ? SUPER_MAX_UPSCALE : t.upscale === 1 ? TIER_MAX_UPSCALE[tierOf(sw * sh)] : 1

  let region = { left: sx, top: sy, width: sw, height: sh }
  if (t.fitting === 'fit') {
    const factor = Math.min(width / sw, height / sh, limit)
    ;[width, height] = [scaled(sw, factor), scaled(sh, factor)]
  } else {
    let factor = Math.max(width / sw, height / sh)
    if (factor > limit) {
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
  return { region, width, height, quality: t.quality ?? TIER_QUALITY[tierOf(width * height)] }
}
