import { build, type PositionOptions } from './build'
import { fail, object, oneOf, positive } from './errors'
import { type ImageInput, toSource } from './image-source'
import type { ImageUrlOptions } from './options'

/**
 * How the image sits in the page: `fixed` is always `width` CSS pixels, `constrained` is at most
 * `width` and shrinks with the screen, `full-width` spans the viewport.
 */
export type Layout = 'fixed' | 'constrained' | 'full-width'

/** Options of {@link responsiveImage}; the device pixel ratio is the browser's choice here. */
export interface ResponsiveImageOptions
  extends Omit<ImageUrlOptions, 'devicePixelRatio'>,
    PositionOptions {
  /** Default `constrained`. */
  layout?: Layout
  /** CSS width (the largest for `constrained`). Default: the image's width. */
  width?: number
  /** CSS height. Default: from `aspectRatio`, else the image's aspect ratio. */
  height?: number
  /** Width ÷ height, when `height` is not given. */
  aspectRatio?: number
  /** `fill` (default) cuts to the box; `fit` keeps the whole image, sized to fit inside it. */
  fitting?: 'fill' | 'fit'
  /** Candidate pixel widths instead of the layout's defaults. */
  widths?: readonly number[]
  /** Your own `sizes` attribute instead of the layout's. */
  sizes?: string
}

/** Attributes for `<img>`: spread them (`<img {...responsiveImage(image, options)} alt="" />`). */
export interface ResponsiveImage {
  src: string
  srcSet: string
  sizes: string
  width: number
  height: number
}

/** Screen widths in pixels the candidates step through (common phone, tablet, laptop, 4K). */
export const DEFAULT_WIDTHS: readonly number[] = [
  320, 640, 750, 828, 1080, 1200, 1920, 2048, 2560, 3840,
]

const LAYOUTS: readonly Layout[] = ['fixed', 'constrained', 'full-width']

/**
 * The `sizes` attribute of a layout: `400px` fixed, `(min-width: 400px) 400px, 100vw`
 * constrained, `100vw` full width.
 *
 * @example
 * ```ts
 * imageSizes({ layout: 'constrained', width: 400 }) // '(min-width: 400px) 400px, 100vw'
 * ```
 */
export function imageSizes(options: { layout?: Layout; width?: number }): string {
  const layout = oneOf(options?.layout, LAYOUTS, 'options.layout') ?? 'constrained'
  if (layout === 'full-width') return '100vw'
  const width = positive(options.width, 'options.width')
  return layout === 'fixed' ? `${width}px` : `(min-width: ${width}px) ${width}px, 100vw`
}

/**
 * `src`, `srcSet`, `sizes`, `width` and `height` for an `<img>` in a layout: one candidate per
 * step width (1× and 2× for `fixed`), each measured by the pixels its link really asks for, so
 * upscale limits and the pixel cap never make the browser over-fetch. Sources that cannot be
 * transformed (external, GIF) get their plain link and empty `srcSet` and `sizes`.
 *
 * @example
 * ```tsx
 * <img {...responsiveImage(product.media.mainMedia.image, { layout: 'constrained', width: 600, aspectRatio: 1 })} alt={product.name} />
 * ```
 */
export function responsiveImage(
  image: ImageInput,
  options: ResponsiveImageOptions,
): ResponsiveImage {
  object(options, 'options')
  const source = toSource(image)
  const layout = oneOf(options.layout, LAYOUTS, 'options.layout') ?? 'constrained'
  const fitting = oneOf(options.fitting, ['fill', 'fit'], 'options.fitting') ?? 'fill'
  const unknown = 'given when the image size is unknown'
  let width = positive(
    options.width ?? (source.width || fail('options.width', unknown, undefined)),
    'options.width',
  )
  let height =
    options.height !== undefined
      ? positive(options.height, 'options.height')
      : options.aspectRatio !== undefined
        ? width / positive(options.aspectRatio, 'options.aspectRatio')
        : (width * source.height) / source.width || fail('options.height', unknown, undefined)
  if (fitting === 'fit' && source.width && source.height) {
    // The element takes the fitted size, so the page reserves exactly the image's shape.
    const scale = Math.min(width / source.width, height / source.height)
    width = source.width * scale
    height = source.height * scale
  }
  if (options.sizes !== undefined && typeof options.sizes !== 'string')
    fail('options.sizes', 'a string', options.sizes)

  // Only a fill cuts, so only a fill says where; a fit is always centred (al_c).
  const position =
    fitting === 'fill' ? { focalPoint: options.focalPoint, alignment: options.alignment } : {}
  const candidate = (w: number) =>
    build(
      source,
      { fitting, target: { width: w, height: (w * height) / width }, ...position },
      { ...options, devicePixelRatio: 1 },
    )
  const main = candidate(width)
  const attributes = {
    width: Math.max(1, Math.round(width)),
    height: Math.max(1, Math.round(height)),
  }
  if (!main.size) return { src: main.url, srcSet: '', sizes: '', ...attributes }

  const steps =
    options.widths?.map((w, i) => positive(w, `options.widths[${i}]`)) ??
    (layout === 'fixed'
      ? [width, 2 * width]
      : layout === 'constrained'
        ? [...DEFAULT_WIDTHS.filter((w) => w < 2 * width), width, 2 * width]
        : DEFAULT_WIDTHS)
  const byPixelWidth = new Map<number, string>()
  for (const step of [...steps].sort((a, b) => a - b)) {
    const built = candidate(step)
    const pixels = built.size?.width ?? 0
    // A candidate under one pixel (w_0) cannot be described in a srcset.
    if (pixels >= 1 && !byPixelWidth.has(pixels)) byPixelWidth.set(pixels, built.url)
  }
  const srcSet = [...byPixelWidth]
    .sort(([a], [b]) => a - b)
    .map(([w, url]) => `${url} ${w}w`)
    .join(', ')
  const sizes = options.sizes ?? imageSizes({ layout, width: attributes.width })
  return { src: main.url, srcSet, sizes, ...attributes }
}

/**
 * Just the `srcset` of {@link responsiveImage}, for `<source>` elements or CSS `image-set()`.
 *
 * @example
 * ```ts
 * imageSrcSet(image, { layout: 'full-width', aspectRatio: 16 / 9 })
 * // '…/w_320,h_180,… 320w, …/w_640,h_360,… 640w, …'
 * ```
 */
export function imageSrcSet(image: ImageInput, options: ResponsiveImageOptions): string {
  return responsiveImage(image, options).srcSet
}
