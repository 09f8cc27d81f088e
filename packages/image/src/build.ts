import { originalUrl } from './base-url'
import { isTransformable, MAX_DEVICE_PIXEL_RATIO } from './constants'
import { fail, number, object } from './errors'
import { extensionOf, fileNameOf } from './file-name'
import type { Source } from './image-source'
import { type ImageUrlOptions, optionsPart, twoDecimals } from './options'
import { planScale, type Size } from './plan'
import { checkSides } from './strict'

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

/** A rectangle of the source in source pixels. */
export interface CropRect {
  x: number
  y: number
  width: number
  height: number
}

/** A crop's part of the link, and the unrounded overlap of the rectangle and the image. */
export interface Cut extends Size {
  part: string
}

/** What to build, beside the shared options. */
export interface Request extends PositionOptions {
  fitting: 'fill' | 'fit'
  /** Target box in CSS pixels. */
  target: Size
  /** The crop's part of the link, when it has one. */
  cut?: Cut | undefined
}

/** A link, with the pixel size it asks for when it transforms. */
export interface Built {
  url: string
  size?: Size
}

/** Ids the platform links as given: links and data (case-sensitive, no colon needed). */
const NOT_AN_ID = /^(http|data|\/\/)/
/** Of those, the real links: returned unchanged (the platform prefixes its host, a dead link). */
const LINK = /^(https?:|data:|\/\/)/

/**
 * The device pixel ratio to build for: 1 for a search engine; else the option, else the
 * window's, else 1 (0 and NaN also mean 1); at most 2.
 */
export const devicePixelRatio = ({ devicePixelRatio: d, isSEOBot }: ImageUrlOptions): number =>
  isSEOBot
    ? 1
    : Math.min(
        (d ?? (globalThis as { devicePixelRatio?: number }).devicePixelRatio) || 1,
        MAX_DEVICE_PIXEL_RATIO,
      )

/** `fp_<x>_<y>` for a focal point of two numbers, else `al_<initials>` (default `al_c`). */
function position({ focalPoint, alignment = 'center' }: PositionOptions): string {
  const { x, y } = focalPoint ?? {}
  if (typeof x === 'number' && typeof y === 'number' && !Number.isNaN(x) && !Number.isNaN(y)) {
    const at = (v: number) => twoDecimals(Math.max(0, Math.min(100, v)) / 100)
    return `fp_${at(x)}_${at(y)}`
  }
  return /^(center|left|right|(top|bottom)(-left|-right)?)$/.test(alignment)
    ? `al_${alignment.replace(/(\w)\w*-?/g, '$1')}`
    : fail('options.alignment', 'an Alignment such as top-left', alignment)
}

/**
 * The one place links are made, by the platform builder's rules (wire/images-verified.md):
 * an empty id gives the bare host, links and non-transformable files their original, the rest
 * `<original>/v1/[crop/…/]<fill|fit>/<size,options>/<name>.<ext>`.
 */
export function build(source: Source, request: Request, options: ImageUrlOptions): Built {
  const dpr = devicePixelRatio(options)
  // Checked before any early return, so a wrong alignment shows on every image.
  let at = position(request)
  const { id } = source
  if (!id.trim() || /^none$/i.test(id))
    return options.strict ? fail('image.id', 'a media id', id) : { url: originalUrl('', options) }
  if (LINK.test(id)) return { url: id }
  const original = originalUrl(id, options)
  const extension = extensionOf(id)
  const gif = extension === 'gif'
  const webpOrAvif = /^(webp|avif)$/.test(extension)
  const animated = gif || (webpOrAvif && !!options.hasAnimation)
  const transformable = gif
    ? options.allowAnimatedTransform || options.allowFullGIFTransformation
    : isTransformable(extension) && (!animated || options.allowAnimatedTransform)
  if (!transformable || NOT_AN_ID.test(id)) return { url: original }

  // The platform neither crops WebP or AVIF sources nor gives them a focal point, unless asked.
  const plain = webpOrAvif && !options.allowWebpAvifTransforms
  const crop = plain ? undefined : request.cut
  if (plain) at = 'al_c'
  const plan = planScale(
    crop ?? source,
    request.target,
    dpr,
    request.fitting,
    options.upscaleMethod,
  )
  if (options.strict) checkSides(plan, request.target, dpr)
  const serviceFit = request.fitting === 'fit' && !(source.width && source.height)
  const size = `w_${plan.width},h_${plan.height}`
  let transform = serviceFit ? `fit/${size}` : `fill/${size},${at}`
  if (plan.upscale) transform += `,lg_${plan.upscale}`
  transform += optionsPart({ extension, plan, serviceFit, animated }, options)
  const file = `${fileNameOf(id, options.name ?? source.name)}.${extension}`
  return { url: `${original}/v1/${crop?.part ?? ''}${transform}/${file}`, size: plan }
}

/** The target box of `options`: two numbers (the platform's rules judge their values). */
export function targetOf(options: Partial<Size> | undefined): Size {
  const { width, height } = object(options, 'options')
  return { width: number(width, 'options.width'), height: number(height, 'options.height') }
}
