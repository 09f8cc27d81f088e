import { MAX_QUALITY, MIN_QUALITY, TIER_QUALITY, tierOf, WITH_QUALITY } from './constants'
import type { Plan, UpscaleMethod } from './plan'

/** Sharpening after resizing. All-zero turns the default sharpening off. */
export interface UnsharpMask {
  /** 0.1 to 500. */
  radius: number
  /** 0 to 10. */
  amount: number
  /** 0 to 255. */
  threshold: number
}

/** Colour and blur filters; values out of range (or 0) are left out of the link. */
export interface ImageFilters {
  /** −100 to 100. */
  contrast?: number
  /** −100 to 100. */
  brightness?: number
  /** −100 to 100. */
  saturation?: number
  /** −180 to 180. */
  hue?: number
  /** 0 to 100. */
  blur?: number
}

/** Options every builder takes. */
export interface ImageUrlOptions {
  /**
   * Media host, such as the emulator's `http://localhost:4010`. Default: the platform's
   * `https://static.wixstatic.com`.
   */
  baseUrl?: string
  /** Pixels per CSS pixel. Default `window.devicePixelRatio`, else 1; capped at 2. */
  devicePixelRatio?: number
  /** 5 to 90; anything else means the default by output size (90, 85 or 80; PNG +5). */
  quality?: number
  unsharpMask?: UnsharpMask
  /** `false` asks for a baseline (non-progressive) JPEG. */
  progressive?: boolean
  filters?: ImageFilters
  /** Let the service pick the best format for the browser (default true). */
  autoEncode?: boolean
  /** Ask for AVIF (`AVIF`) or progressive AVIF (`PAVIF`) instead. */
  encoding?: 'AVIF' | 'PAVIF'
  /** How far to enlarge small images; default `auto`. */
  upscaleMethod?: UpscaleMethod
  /** File name for the end of the link; default the image's own name, else its id. */
  name?: string
  /** The WebP or AVIF source is animated (GIFs always count as animated). */
  animated?: boolean
  /** Transform animated sources instead of linking the original. */
  allowAnimatedTransform?: boolean
  /** Transform every frame of a GIF (`anm_all`). */
  allowFullGIFTransformation?: boolean
}

/** Filter codes, with the range of each (symmetric unless a minimum is given). */
const FILTERS = [
  ['contrast', 'con', 100],
  ['brightness', 'br', 100],
  ['saturation', 'sat', 100],
  ['hue', 'hue', 180],
  ['blur', 'blur', 100, 0],
] as const

/** Unsharp mask ranges: radius, amount, threshold. */
const USM_RANGES = [
  [0.1, 500],
  [0, 10],
  [0, 255],
] as const

const within = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && value >= min && value <= max

/**
 * The options after the transform, in the service's fixed order: quality, sharpening, baseline,
 * filters, then encoding (or, for GIFs, the animation flag). The watermark (`wm_`) has no known
 * value format, so it is not built.
 */
export function optionsPart(extension: string, plan: Plan, options: ImageUrlOptions): string {
  const { quality, unsharpMask: mask, filters = {}, encoding } = options
  const usm = mask && [mask.radius, mask.amount, mask.threshold]
  const parts = [
    WITH_QUALITY.test(extension) &&
      `q_${
        (within(quality, MIN_QUALITY, MAX_QUALITY)
          ? Math.round(quality) // whole numbers, like the filters
          : TIER_QUALITY[tierOf(plan.width * plan.height)]) + (extension === 'png' ? 5 : 0)
      }`,
    usm?.every((v, i) => within(v, ...(USM_RANGES[i] as [number, number])))
      ? `usm_${usm.map((v) => v.toFixed(2)).join('_')}`
      : // An explicit all-zero mask turns the default sharpening off.
        `${usm}` !== '0,0,0' && plan.sharpen && 'usm_0.66_1.00_0.01',
    options.progressive === false && 'bl',
    ...FILTERS.map(([key, code, max, min = -max]) => {
      const value = filters[key]
      // Rounded so near-identical values share one cached rendition.
      const rounded = within(value, min, max) ? Math.round(value) : 0
      return rounded && `${code}_${rounded}`
    }),
    extension === 'gif'
      ? options.allowFullGIFTransformation && 'anm_all'
      : encoding === 'AVIF' || encoding === 'PAVIF'
        ? `enc_${encoding.toLowerCase()},quality_auto`
        : options.autoEncode !== false && 'enc_auto',
  ]
  return parts.map((part) => (part ? `,${part}` : '')).join('')
}
