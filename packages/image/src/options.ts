import {
  defaultQuality,
  IMAGE_FILTERS,
  PNG_QUALITY_BONUS,
  QUALITY_RANGE,
  UNSHARP_MASK_RANGES,
  within,
} from '@storefront-kit/wire/image-transform'
import { WITH_QUALITY } from './constants'
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

/** Options every builder takes; the platform's builder takes the same names. */
export interface ImageUrlOptions {
  /**
   * Media host, such as the emulator's `http://localhost:4010`. Default: the platform's
   * `https://static.wixstatic.com`.
   */
  baseUrl?: string
  /** The platform builder's host option: a verbatim prefix of `<id>` that wins over `baseUrl`. */
  baseHostURL?: string
  /**
   * Pixels per CSS pixel. Default `window.devicePixelRatio`, else 1; above 2 counts as 2, and 0
   * or NaN as 1.
   */
  devicePixelRatio?: number
  /** Build for a search engine's crawler: a device pixel ratio of 1. */
  isSEOBot?: boolean
  /** 5 to 90, written as given; anything else means the default by output size (90, 85 or 80; PNG +5). */
  quality?: number
  unsharpMask?: UnsharpMask
  /** `false` asks for a baseline (non-progressive) JPEG. */
  progressive?: boolean
  /** A watermark, written as given (`wm_<watermark>`). */
  watermark?: string
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
  hasAnimation?: boolean
  /** Transform animated sources instead of linking the original. */
  allowAnimatedTransform?: boolean
  /** Transform every frame of a GIF (`anm_all`). */
  allowFullGIFTransformation?: boolean
  /** Let WebP and AVIF sources be cropped and take a focal point, which the platform leaves out. */
  allowWebpAvifTransforms?: boolean
  /** Ask for the placeholder of an animated source (`pstr`). */
  isPlaceholderFlow?: boolean
  /**
   * Throw an {@link ImageArgumentError} instead of writing a link the platform would write but
   * no picture has: one with a side of 0 pixels (`w_0`, from a size under half a pixel or a
   * very elongated image), NaN or below 0, or the bare host of an empty id. Every link it lets
   * through is the same as without it.
   */
  strict?: boolean
}

/** Two decimals of the binary value, as the platform writes them (1.005 → `1.00`). */
export const twoDecimals = (value: number): string => ((value * 100) / 100).toFixed(2)

/** What decides the options part beside the options: the file and the transform. */
export interface OptionsContext {
  extension: string
  plan: Plan
  /** The `fit/` transform, where the service does the fitting (and so sharpens by default). */
  serviceFit: boolean
  animated: boolean
}

/**
 * The options after the transform, in the service's fixed order: quality, sharpening, baseline,
 * watermark, filters, encoding, animation. Values are written as given, never rounded.
 */
export function optionsPart(
  { extension, plan, serviceFit, animated }: OptionsContext,
  options: ImageUrlOptions,
): string {
  const { quality: q, unsharpMask: mask, filters, encoding, watermark } = options
  const quality = q && within(q, QUALITY_RANGE) ? q : defaultQuality(plan.width * plan.height)
  const usm = mask && [mask.radius, mask.amount, mask.threshold]
  const gif = extension === 'gif'
  const parts = [
    WITH_QUALITY.test(extension) &&
      `q_${extension === 'png' ? quality + PNG_QUALITY_BONUS : quality}`,
    usm && UNSHARP_MASK_RANGES.every((range, i) => within(usm[i], range))
      ? `usm_${usm.map(twoDecimals).join('_')}`
      : // An explicit all-zero mask turns the default sharpening off.
        !usm?.every((v) => v === 0) && (plan.sharpen || serviceFit) && 'usm_0.66_1.00_0.01',
    options.progressive === false && 'bl',
    watermark && `wm_${watermark}`,
    ...Object.entries(IMAGE_FILTERS).map(([code, [name, min, max]]) => {
      const value = filters?.[name]
      return value !== 0 && within(value, [min, max]) && `${code}_${value}`
    }),
    gif
      ? ''
      : encoding === 'AVIF' || encoding === 'PAVIF'
        ? `enc_${encoding.toLowerCase()},quality_auto`
        : (options.autoEncode ?? true) && 'enc_auto',
    animated && options.isPlaceholderFlow === true
      ? 'pstr'
      : gif && options.allowFullGIFTransformation === true && 'anm_all',
  ]
  return parts.map((part) => (part ? `,${part}` : '')).join('')
}
