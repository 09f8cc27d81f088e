import type { ImageFilterName } from '@storefront-kit/wire/image-transform'

/**
 * The media service's view of a transform URL: what the parser produces and the renderer uses.
 */

/** A rectangle of the source, in source pixels. */
export interface CropRect {
  x: number
  y: number
  width: number
  height: number
}

/** Sharpening after resizing (`usm_<radius>_<amount>_<threshold>`). */
export interface UnsharpMask {
  radius: number
  amount: number
  threshold: number
}

/** Colour and blur filters (ranges: `IMAGE_FILTERS` of wire); only in-range, non-zero values are kept. */
export type ImageFilters = Partial<Record<ImageFilterName, number>>

/**
 * A transform segment of a media URL, normalized: parameters the service ignores are dropped,
 * so two URLs that render the same image parse to the same value (and share a cache entry).
 */
export interface MediaTransform {
  crop?: CropRect
  /** `fill` covers the box (cutting at `position`); `fit` fits inside it. */
  fitting: 'fill' | 'fit'
  width: number
  height: number
  /** The point of the source a fill keeps in view, 0..1 each (from `al_` or `fp_`). */
  position: { x: number; y: number }
  /** `lg_`: 0 never enlarge, 1 classic/auto, 2 super. */
  upscale: 0 | 1 | 2
  /** `q_` when within range; otherwise the default by output size applies. */
  quality?: number
  unsharpMask?: UnsharpMask
  /** False for `bl` (baseline JPEG). */
  progressive: boolean
  filters: ImageFilters
  /** `source` keeps the file's format; `auto` negotiates with `Accept`; `avif` forces AVIF. */
  encoding: 'source' | 'auto' | 'avif'
}

/** A media request path: the file id and, for `/v1/…` paths, the transform. */
export interface MediaPath {
  id: string
  transform?: MediaTransform
}

/** Where a fill cuts when the URL does not say. */
export const CENTRE = { x: 0.5, y: 0.5 }

/** `al_` codes as the point of the source a fill keeps in view. */
export const ALIGNMENTS: Readonly<Record<string, { x: number; y: number }>> = {
  c: CENTRE,
  t: { x: 0.5, y: 0 },
  tl: { x: 0, y: 0 },
  tr: { x: 1, y: 0 },
  b: { x: 0.5, y: 1 },
  bl: { x: 0, y: 1 },
  br: { x: 1, y: 1 },
  l: { x: 0, y: 0.5 },
  r: { x: 1, y: 0.5 },
}
