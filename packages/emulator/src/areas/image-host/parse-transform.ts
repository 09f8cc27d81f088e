import type { FieldViolation } from '@storefront-kit/wire'
import {
  IMAGE_FILTERS,
  PNG_QUALITY_BONUS,
  QUALITY_RANGE,
  UNSHARP_MASK_RANGES,
  within,
} from '@storefront-kit/wire/image-transform'
import { validationError, violation } from '../../http/api-error'
import { ALIGNMENTS, CENTRE, type CropRect, type MediaPath, type MediaTransform } from './transform'

const ENCODINGS: Record<string, MediaTransform['encoding']> = {
  auto: 'auto',
  avif: 'avif',
  // No encoder writes progressive AVIF; a plain AVIF is the closest answer.
  pavif: 'avif',
}

/** A number as JavaScript writes it, which is how the builder writes values (`blur_1e-7`). */
const NUMBER = /^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?$/i
/** Nine digits keep sizes far from float trouble; the pixel cap shrinks anything big anyway. */
const SIZE = /^\d{1,9}$/
/**
 * A whole number of pixels. The platform's builder writes 0 for a side under half a pixel
 * (`w_0`); the thinnest image there is, one pixel, is drawn for it.
 */
const side = (raw: string) => Math.max(1, Number(raw))
const clamp01 = (n: number) => Math.min(1, Math.max(0, n))

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text)
  } catch {
    return undefined
  }
}

/** `key_value` → [key, value]; a bare flag (`bl`) has the value ''. */
function splitToken(token: string): [string, string] {
  const cut = token.indexOf('_')
  return cut < 0 ? [token, ''] : [token.slice(0, cut), token.slice(cut + 1)]
}

/** `x_1,y_2,w_3,h_4`: every value a whole number (a size of 0 is one pixel, as for `w_`). */
function parseCrop(text: string, problems: FieldViolation[]): CropRect | undefined {
  const values = new Map(text.split(',').map(splitToken))
  let valid = true
  const read = (key: 'x' | 'y' | 'w' | 'h') => {
    const raw = values.get(key)
    if (raw !== undefined && SIZE.test(raw)) return Number(raw)
    valid = false
    problems.push(
      raw === undefined
        ? violation(`crop.${key}`, 'REQUIRED_FIELD', 'is required')
        : violation(`crop.${key}`, 'VALIDATION', 'must be a whole number of at least 0', {
            threshold: 0,
          }),
    )
    return 0
  }
  const [x, y, w, h] = [read('x'), read('y'), read('w'), read('h')]
  return valid ? { x, y, width: Math.max(1, w), height: Math.max(1, h) } : undefined
}

/** The comma-separated parameters of a `fill/` or `fit/` segment. */
function parseParameters(
  kind: 'fill' | 'fit',
  params: string,
  idExtension: string,
  problems: FieldViolation[],
): Omit<MediaTransform, 'crop' | 'fitting'> {
  const t: Omit<MediaTransform, 'crop' | 'fitting'> = {
    width: 0,
    height: 0,
    position: CENTRE,
    upscale: 0,
    progressive: true,
    filters: {},
    encoding: 'source',
  }
  const bad = (key: string, rule: 'VALIDATION' | 'INVALID_ENUM_VALUE', text: string) =>
    problems.push(violation(`${kind}.${key}`, rule, text))
  const number = (key: string, raw: string) => {
    if (NUMBER.test(raw)) return Number(raw)
    bad(key, 'VALIDATION', 'must be a number')
    return undefined
  }
  const seen = new Set<string>()
  for (const token of params.split(',')) {
    const [key, value] = splitToken(token)
    seen.add(key)
    switch (key) {
      case 'w':
      case 'h':
        if (SIZE.test(value)) t[key === 'w' ? 'width' : 'height'] = side(value)
        else bad(key, 'VALIDATION', 'must be a whole number of at least 0')
        break
      case 'al': {
        const point = ALIGNMENTS[value]
        if (point) t.position = point
        else bad(key, 'INVALID_ENUM_VALUE', `must be one of ${Object.keys(ALIGNMENTS).join(', ')}`)
        break
      }
      case 'fp': {
        const [x, y, extra] = value.split('_')
        if (
          x !== undefined &&
          y !== undefined &&
          extra === undefined &&
          NUMBER.test(x) &&
          NUMBER.test(y)
        )
          t.position = { x: clamp01(Number(x)), y: clamp01(Number(y)) }
        else bad(key, 'VALIDATION', 'must be fp_<x>_<y> with x and y from 0 to 1')
        break
      }
      case 'lg':
        if (value === '1' || value === '2') t.upscale = value === '1' ? 1 : 2
        else bad(key, 'INVALID_ENUM_VALUE', 'must be 1 or 2')
        break
      case 'q': {
        const q = number(key, value)
        // The builder adds 5 to PNG qualities, so a PNG's range is shifted by as much.
        const shift = idExtension === 'png' ? PNG_QUALITY_BONUS : 0
        const [min, max] = QUALITY_RANGE
        if (q !== undefined && within(q, [min, max + shift])) t.quality = Math.round(q)
        else delete t.quality
        break
      }
      case 'usm': {
        const parts = value.split('_')
        if (parts.length !== 3 || !parts.every((p) => NUMBER.test(p))) {
          bad(key, 'VALIDATION', 'must be usm_<radius>_<amount>_<threshold>')
          break
        }
        const mask = parts.map(Number)
        const [radius = 0, amount = 0, threshold = 0] = mask
        if (UNSHARP_MASK_RANGES.every((range, i) => within(mask[i], range)))
          t.unsharpMask = { radius, amount, threshold }
        else delete t.unsharpMask
        break
      }
      case 'bl':
        t.progressive = false
        break
      case 'con':
      case 'br':
      case 'sat':
      case 'hue':
      case 'blur': {
        const [name, min, max] = IMAGE_FILTERS[key]
        const n = number(key, value)
        if (n !== undefined && n !== 0 && within(n, [min, max])) t.filters[name] = n
        else delete t.filters[name]
        break
      }
      case 'enc': {
        const encoding = ENCODINGS[value]
        if (encoding) t.encoding = encoding
        else bad(key, 'INVALID_ENUM_VALUE', 'must be auto, avif or pavif')
        break
      }
      // wm_ (watermark), quality_auto, pstr and anm_all are accepted and have no effect here;
      // unknown parameters are ignored like unknown request fields.
    }
  }
  for (const key of ['w', 'h'])
    if (!seen.has(key)) problems.push(violation(`${kind}.${key}`, 'REQUIRED_FIELD', 'is required'))
  return t
}

/**
 * Reads a media path (`/media/<id>` or `/media/<id>/v1/[crop/x_,y_,w_,h_/]<fill|fit>/<params>/<name>`,
 * still percent-encoded) as images.md describes it, taking every link the platform's builder
 * writes (sides of 0 are one pixel, values unrounded). Out-of-range values are treated as the
 * URL builder treats them (quality, filters and sharpening ignored; focal point clamped);
 * malformed paths and values (a side of NaN or below 0 among them) are a 400 listing every
 * problem.
 *
 * @example
 * ```ts
 * parseMediaPath('/media/a_b~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,enc_auto/a_b~mv2.jpg')
 * // { id: 'a_b~mv2.jpg', transform: { fitting: 'fill', width: 400, height: 300, quality: 80, ... } }
 * ```
 */
export function parseMediaPath(pathname: string): MediaPath {
  const [, , rawId = '', ...rest] = pathname.split('/')
  const id = decode(rawId)
  const problems: FieldViolation[] = []
  if (id === undefined)
    problems.push(violation('id', 'VALIDATION', 'is not valid percent-encoding'))
  if (rest.length === 0) {
    if (id === undefined) throw validationError(problems)
    return { id }
  }
  if (rest[0] !== 'v1') {
    problems.push(violation('version', 'INVALID_ENUM_VALUE', 'must be v1'))
    throw validationError(problems)
  }
  let parts = rest.slice(1)
  let crop: CropRect | undefined
  if (parts[0] === 'crop') {
    crop = parseCrop(decode(parts[1] ?? '') ?? '', problems)
    parts = parts.slice(2)
  }
  const [kind, rawParams, fileName] = parts
  if (parts.length !== 3 || (kind !== 'fill' && kind !== 'fit') || !fileName) {
    problems.push(
      violation(
        'transform',
        'VALIDATION',
        'must be [crop/x_,y_,w_,h_/]<fill|fit>/<parameters>/<file name>',
      ),
    )
    throw validationError(problems)
  }
  const params = decode(rawParams ?? '')
  if (params === undefined || id === undefined) {
    if (params === undefined)
      problems.push(violation(kind, 'VALIDATION', 'is not valid percent-encoding'))
    throw validationError(problems)
  }
  const p = parseParameters(kind, params, id.slice(id.lastIndexOf('.') + 1).toLowerCase(), problems)
  if (problems.length) throw validationError(problems)
  // Built in one fixed key order, so equal transforms serialize equally (cache keys, ETags).
  const transform: MediaTransform = {
    ...(crop && { crop }),
    fitting: kind,
    width: p.width,
    height: p.height,
    // A fit never cuts, so where it would cut does not matter.
    position: kind === 'fill' ? p.position : CENTRE,
    upscale: p.upscale,
    ...(p.quality !== undefined && { quality: p.quality }),
    ...(p.unsharpMask && { unsharpMask: p.unsharpMask }),
    progressive: p.progressive,
    filters: Object.fromEntries(
      Object.values(IMAGE_FILTERS)
        .map(([name]) => [name, p.filters[name]])
        .filter(([, value]) => value !== undefined),
    ),
    encoding: p.encoding,
  }
  return { id, transform }
}
