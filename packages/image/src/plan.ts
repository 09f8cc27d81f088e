import {
  PIXEL_CAP,
  SUPER_MAX_UPSCALE,
  SUPER_UPSCALE_MODELS,
  TIER_MAX_UPSCALE,
  tierOf,
} from './constants'

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
   * The default sharpening applies: downscaling softens, super-resolution at a factor none of
   * its models makes blurs, and the service's own fitting may do either.
   */
  sharpen: boolean
  /** A fit of a source of unknown size: written as `fit/`, the service does the fitting. */
  serviceFit: boolean
}

/**
 * Output size of a fill (cover the box) or fit (inside the box) of `source` into `target` CSS
 * pixels at `dpr`: the pixel cap first, then the upscale limit of the source's tier.
 */
export function planScale(
  source: Size,
  target: Size,
  dpr: number,
  fitting: 'fill' | 'fit',
  method: UpscaleMethod | undefined,
): Plan {
  const unknownSource = !(source.width > 0 && source.height > 0)
  // Like the vendor builder: with no source size, the target box stands in for it.
  const { width: sw, height: sh } = unknownSource ? target : source
  const pick = fitting === 'fill' ? Math.max : Math.min
  const scale = (w: number, h: number) => pick(w / sw, h / sh)

  let factor = scale(target.width * dpr, target.height * dpr)
  let w = fitting === 'fill' ? target.width * dpr : sw * factor
  let h = fitting === 'fill' ? target.height * dpr : sh * factor
  if (w * h > PIXEL_CAP) {
    const k = Math.sqrt(PIXEL_CAP / (w * h))
    w *= k
    h *= k
    factor = scale(w, h)
  }

  const isSuper = method === 'super'
  const max = isSuper ? SUPER_MAX_UPSCALE : TIER_MAX_UPSCALE[tierOf(sw * sh)]
  if (factor > max) {
    // Past the limit the page stretches the image with CSS; the service sends fewer pixels.
    if (fitting === 'fill') {
      w *= max / factor
      h *= max / factor
    } else {
      w = sw * max
      h = sh * max
    }
    factor = max
  }
  const [width, height] = roundWithinCap(w, h)
  const serviceFit = unknownSource && fitting === 'fit'
  return {
    width,
    height,
    upscale: factor > 1 ? (isSuper ? 2 : 1) : 0,
    // Past ×4 the factor is now 4, one of the models: only in-between factors need sharpening.
    sharpen: factor < 1 || (isSuper && !SUPER_UPSCALE_MODELS.includes(factor)) || serviceFit,
    serviceFit,
  }
}

/** Whole pixels, at least 1, and never over the cap even after rounding up. */
function roundWithinCap(w: number, h: number): [number, number] {
  const width = Math.round(w) || 1
  const height = Math.round(h) || 1
  if (width * height <= PIXEL_CAP) return [width, height]
  // Rounding (or a side clamped up to 1) went over: round down, and fit the height to the width.
  const down = Math.min(Math.floor(w) || 1, PIXEL_CAP)
  return [down, Math.min(Math.floor(h) || 1, Math.floor(PIXEL_CAP / down))]
}
