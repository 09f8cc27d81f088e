import { SUPER_MAX_UPSCALE, upscaleLimit } from '@storefront-kit/wire/image-transform'
import { PIXEL_CAP, SUPER_UPSCALE_MODELS } from './constants'

/** A width and a height. */
export interface Size {
  width: number
  height: number
}

/** How the service enlarges: `auto` and `classic` cap by source size, `super` allows up to ×4. */
export type UpscaleMethod = 'auto' | 'classic' | 'super'

/** Sizes and flags of one transform, before it is written out. */
export interface Plan extends Size {
  /** The `lg_` value: 0 none, 1 classic/auto, 2 super. */
  upscale: 0 | 1 | 2
  /**
   * The default sharpening applies: downscaling softens, and super-resolution at a factor none
   * of its models makes blurs.
   */
  sharpen: boolean
}

/**
 * Output size of a fill (cover the box; crops too) or fit (inside the box) of `source` into
 * `target` CSS pixels at `dpr`, in the platform's order and double arithmetic, so that links
 * match its own character for character: an unknown source side takes the target's, then the
 * pixel cap (area only), then the upscale limit of the source's area, then plain rounding (no
 * minimum: a side under half a pixel is 0, and NaN stays NaN).
 *
 * @example
 * ```ts
 * planScale({ width: 4000, height: 3000 }, { width: 400, height: 300 }, 1, 'fill', undefined)
 * // { width: 400, height: 300, upscale: 0, sharpen: true }
 * ```
 */
export function planScale(
  source: Size,
  target: Size,
  dpr: number,
  fitting: 'fill' | 'fit',
  method: UpscaleMethod | undefined,
): Plan {
  const sw = source.width || target.width
  const sh = source.height || target.height
  const pick = fitting === 'fill' ? Math.max : Math.min
  let w = target.width * dpr
  let h = target.height * dpr
  let factor = pick(w / sw, h / sh)
  if (fitting === 'fit') {
    w = sw * factor
    h = sh * factor
  }
  if (w && h && w * h > PIXEL_CAP) {
    const k = Math.sqrt(PIXEL_CAP / (w * h))
    w *= k
    h *= k
    factor = pick(w / sw, h / sh)
  }

  const isSuper = typeof method === 'string' && method.toUpperCase() === 'SUPER'
  // Judged before the ×4 limit: past 4 the limit brings the factor to 4, one of the models.
  const superBlurs =
    isSuper && !(factor > SUPER_MAX_UPSCALE) && !SUPER_UPSCALE_MODELS.includes(factor)
  const limit = isSuper ? SUPER_MAX_UPSCALE : upscaleLimit(sw * sh)
  // Written so that NaN counts as over the limit, as on the platform.
  if (!(factor <= limit)) {
    // Past the limit the page stretches the image with CSS; the service sends fewer pixels.
    if (fitting === 'fill') {
      const r = limit / factor
      w *= r
      h *= r
    } else {
      w = sw * limit
      h = sh * limit
    }
    factor = limit
  }
  return {
    width: Math.round(w),
    height: Math.round(h),
    upscale: factor > 1 ? (isSuper ? 2 : 1) : 0,
    sharpen: factor < 1 || superBlurs,
  }
}
