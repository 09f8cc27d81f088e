import { originalUrl } from './base-url'
import { isTransformable, MAX_DEVICE_PIXEL_RATIO } from './constants'
import { fail, finite, object, positive } from './errors'
import { extensionOf, fileNameOf } from './file-name'
import { EXTERNAL, type Source } from './image-source'
import { type ImageUrlOptions, optionsPart } from './options'
import { planScale, type Size } from './plan'

/** Where a fill keeps the image when it has to cut: the centre unless told otherwise. */
export type Alignment =
  | 'center'
  | 'top'
  | 'top-left'
  | 'top-right'
  | 'bottom'
  | 'bottom-left'
  | 'bottom-right'
  | 'left'
  | 'right'

/** Every alignment; its code in the link is the initials (`top-left` → `tl`). */
export const ALIGNMENTS: readonly Alignment[] = [
  'center',
  'top',
  'top-left',
  'top-right',
  'bottom',
  'bottom-left',
  'bottom-right',
  'left',
  'right',
]

/** The point a fill keeps in view, in percent of the source (0..100 each, clamped). */
export interface FocalPoint {
  x: number
  y: number
}

/** Options of the fill-style builders: where to keep the picture when cutting. */
export interface PositionOptions {
  focalPoint?: FocalPoint
  alignment?: Alignment
}

/** What to build, beside the shared options. */
export interface Request extends PositionOptions {
  fitting: 'fill' | 'fit'
  /** Target box in CSS pixels (already checked). */
  target: Size
  /** A checked crop: its part of the link and its size, which replaces the source's. */
  crop?: { part: string; size: Size }
}

/** A link, with the pixel size it asks for when it transforms. */
export interface Built {
  url: string
  size?: Size
}

/** The device pixel ratio to build for: the option, else the window's, else 1; at most 2. */
export const devicePixelRatio = (value: number | undefined): number =>
  Math.min(
    positive(
      value ?? (globalThis as { devicePixelRatio?: number }).devicePixelRatio ?? 1,
      'options.devicePixelRatio',
    ),
    MAX_DEVICE_PIXEL_RATIO,
  )

/** `al_<initials>` or `fp_<x>_<y>`: where a fill keeps the picture. */
function position({ focalPoint, alignment = 'center' }: PositionOptions): string {
  if (focalPoint) {
    const percent = (v: unknown, axis: string) =>
      (Math.max(0, Math.min(100, finite(v, `options.focalPoint.${axis}`))) / 100).toFixed(2)
    return `fp_${percent(focalPoint.x, 'x')}_${percent(focalPoint.y, 'y')}`
  }
  return /^(center|left|right|(top|bottom)(-left|-right)?)$/.test(alignment)
    ? `al_${alignment.replace(/(\w)\w*-?/g, '$1')}`
    : fail('options.alignment', 'an Alignment such as top-left', alignment)
}

/**
 * The one place links are made: checks everything, then returns external sources unchanged,
 * non-transformable ones as the original, and the rest as `<original>/v1/<transform>/<name>.<ext>`.
 */
export function build(source: Source, request: Request, options: ImageUrlOptions): Built {
  const dpr = devicePixelRatio(options.devicePixelRatio)
  // A fit has no focal point or alignment, so this is al_c for it.
  const at = position(request)
  if (EXTERNAL.test(source.id)) return { url: source.id }
  const original = originalUrl(source.id, options.baseUrl)

  const extension = extensionOf(source.id)
  const gif = extension === 'gif'
  // Animated sources are served as they are unless the caller opts in.
  const transformable =
    gif || (options.animated && /^(webp|avif)$/.test(extension))
      ? options.allowAnimatedTransform || (gif && options.allowFullGIFTransformation)
      : isTransformable(extension)
  if (!transformable) return { url: original }

  const { crop } = request
  const plan = planScale(
    crop?.size ?? source,
    request.target,
    dpr,
    request.fitting,
    options.upscaleMethod,
  )
  const size = `w_${plan.width},h_${plan.height}`
  let transform = plan.serviceFit ? `fit/${size}` : `fill/${size},${at}`
  if (plan.upscale) transform += `,lg_${plan.upscale}`
  transform += optionsPart(extension, plan, options)
  const file = `${fileNameOf(source.id, options.name ?? source.name)}.${extension}`
  return {
    url: `${original}/v1/${crop?.part ?? ''}${transform}/${file}`,
    size: plan,
  }
}

/** The target box of `options` in CSS pixels, checked. */
export function targetOf(options: Partial<Size> | undefined): Size {
  const { width, height } = object(options, 'options')
  return { width: positive(width, 'options.width'), height: positive(height, 'options.height') }
}
