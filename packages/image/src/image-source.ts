import { fail, object, positive } from './errors'
import { parseImageString } from './media-string'

/**
 * An image object: the wire's `Image` (`{ id, url, width, height, filename }`), a parsed media
 * string, or your own `{ id, width, height, name }`. Width and height may both be left out (or 0)
 * when unknown; only the fit builder makes a real difference then.
 */
export interface ImageObject {
  /** Media id (`c5f4b2_abc~mv2.jpg`, sometimes `media/…`), or an external `http(s)` URL. */
  id: string
  width?: number
  height?: number
  /** File name shown at the end of the link; `filename` is used when this is absent. */
  name?: string
  filename?: string
  url?: string
  altText?: string
  type?: 'image'
}

/** What every builder accepts: a `wix:image://v1/…` string, an external URL, or an image object. */
export type ImageInput = string | ImageObject

/** An image input after checking: sizes are 0 when unknown. */
export interface Source {
  id: string
  width: number
  height: number
  name?: string | undefined
}

/** `http(s):`, `data:` and `//` sources: links to them are returned unchanged. */
export const EXTERNAL = /^(https?:|data:|\/\/)/i

/** Checks an image input and brings it to one shape. */
export function toSource(image: ImageInput): Source {
  if (typeof image === 'string')
    return EXTERNAL.test(image) ? { id: image, width: 0, height: 0 } : parseImageString(image)
  const {
    id,
    width,
    height,
    name = image.filename,
  } = object(image, 'image', 'an image object or string')
  if (typeof id !== 'string' || !/^[^\s?#\\]+$/.test(id))
    fail('image.id', 'an id or URL without spaces', id)
  // Unknown size is both sides absent (or 0); one side alone is a data error, not "unknown".
  const unknown = (width ?? 0) === 0 && (height ?? 0) === 0
  return {
    id,
    width: unknown ? 0 : positive(width, 'image.width'),
    height: unknown ? 0 : positive(height, 'image.height'),
    name,
  }
}
