import { ALIGNMENTS, type Alignment, type CropRect, type FocalPoint } from './build'
import type { ImageFilters, UnsharpMask } from './options'

/** A transformed image link taken apart: everything the builders can put in it. */
export interface ParsedImageUrl {
  /** The link up to `/v1/`: the original image. */
  original: string
  /** The last segment of `original`. */
  id: string
  crop?: CropRect
  /** `fit` only for the `fit/` transform (source size unknown); scale-to-fit links use `fill`. */
  fitting: 'fill' | 'fit'
  width: number
  height: number
  alignment?: Alignment
  /** In percent, as the builders take it. */
  focalPoint?: FocalPoint
  /** The `lg_` value: 0 none, 1 classic/auto, 2 super. */
  upscale: 0 | 1 | 2
  quality?: number
  unsharpMask?: UnsharpMask
  progressive: boolean
  watermark?: string
  filters: ImageFilters
  encoding?: 'auto' | 'AVIF' | 'PAVIF'
  animation?: 'pstr' | 'anm_all'
  /** As it appears in the link (still URL-encoded). */
  fileName: string
  extension: string
}

// Numbers as JavaScript prints them, which the builders write unrounded (`blur_1e-7`).
const NUM = '(-?\\d+(?:\\.\\d+)?(?:e[-+]\\d+)?)'
const GRAMMAR = new RegExp(
  [
    '^(.*)/v1/',
    '(?:crop/x_(\\d+),y_(\\d+),w_(\\d+),h_(\\d+)/)?',
    '(fill|fit)/w_(\\d+),h_(\\d+)',
    '(?:,al_(c|tl|tr|t|bl|br|b|l|r)|,fp_(\\d(?:\\.\\d+)?)_(\\d(?:\\.\\d+)?))?',
    '(?:,lg_([12]))?',
    `(?:,q_${NUM})?`,
    `(?:,usm_${NUM}_${NUM}_${NUM})?`,
    '(,bl)?',
    '(?:,wm_([^,/]+))?',
    `(?:,con_${NUM})?(?:,br_${NUM})?(?:,sat_${NUM})?(?:,hue_${NUM})?(?:,blur_${NUM})?`,
    '(?:,enc_(auto|avif,quality_auto|pavif,quality_auto))?',
    '(?:,(pstr|anm_all))?',
    // The name may be empty, or hold the slashes of an id's folders.
    '/(.*)\\.([^./]+)$',
  ].join(''),
)

const CODE_TO_ALIGNMENT = Object.fromEntries(
  ALIGNMENTS.map((name) => [name.replace(/(\w)\w*-?/g, '$1'), name]),
) as Record<string, Alignment>

const ENCODINGS: Record<string, 'auto' | 'AVIF' | 'PAVIF'> = {
  auto: 'auto',
  avif: 'AVIF',
  pavif: 'PAVIF',
}

/** Only the defined entries, so absent options stay absent. */
const defined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T

/**
 * Takes a transformed image link apart (ignoring any query or fragment), for tests, logs and
 * image services such as the emulator's. Returns undefined for anything that is not a
 * well-formed `…/v1/…` link, including originals.
 *
 * @example
 * ```ts
 * parseImageUrl('https://static.wixstatic.com/media/a.jpg/v1/fill/w_400,h_300,al_c,q_80/a.jpg')
 * // { original: 'https://static.wixstatic.com/media/a.jpg', id: 'a.jpg', fitting: 'fill', width: 400, ... }
 * ```
 */
export function parseImageUrl(url: string): ParsedImageUrl | undefined {
  const m = typeof url === 'string' ? GRAMMAR.exec(url.replace(/[?#].*$/, '')) : null
  if (!m) return undefined
  const n = (i: number) => (m[i] === undefined ? undefined : Number(m[i]))
  const [original = '', fitting = 'fill', al, fpX, fpY] = [m[1], m[6], m[9], m[10], m[11]]
  const width = Number(m[7])
  const height = Number(m[8])
  const positioned = al !== undefined || fpX !== undefined
  // A fill names where to cut; the fit/ transform never does. Sides of 0 are the platform's
  // (a side under half a pixel), so they parse.
  if (positioned !== (fitting === 'fill')) return undefined
  const crop =
    m[2] === undefined
      ? undefined
      : { x: Number(m[2]), y: Number(m[3]), width: Number(m[4]), height: Number(m[5]) }
  const encoding = m[24]?.split(',')[0]
  return defined({
    original,
    id: original.slice(original.lastIndexOf('/') + 1),
    crop,
    fitting: fitting as 'fill' | 'fit',
    width,
    height,
    alignment: al === undefined ? undefined : CODE_TO_ALIGNMENT[al],
    focalPoint:
      fpX === undefined
        ? undefined
        : { x: Math.round(Number(fpX) * 100), y: Math.round(Number(fpY) * 100) },
    upscale: (n(12) ?? 0) as 0 | 1 | 2,
    quality: n(13),
    unsharpMask:
      m[14] === undefined
        ? undefined
        : { radius: Number(m[14]), amount: Number(m[15]), threshold: Number(m[16]) },
    progressive: m[17] === undefined,
    watermark: m[18],
    filters: defined({
      contrast: n(19),
      brightness: n(20),
      saturation: n(21),
      hue: n(22),
      blur: n(23),
    }),
    encoding: encoding === undefined ? undefined : ENCODINGS[encoding],
    animation: m[25] as 'pstr' | 'anm_all' | undefined,
    fileName: m[26] ?? '',
    extension: m[27] ?? '',
  })
}
