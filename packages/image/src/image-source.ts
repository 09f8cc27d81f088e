import { fail, number, object } from './errors'
import { parseImageString } from './media-string'

/** What every image object may carry beside its id or link. */
export interface ImageFields {
  /** The original's size in pixels; leave out (or 0) when unknown. */
  width?: number
  height?: number
  /** File name shown at the end of the link; `filename` is used when this is absent. */
  name?: string
  filename?: string
  altText?: string
  type?: 'image'
}

/**
 * An image object: the wire's `Image` (`{ id, url, width, height, filename }`), the catalog's
 * picture (`{ url, width, height }`, as `product.media.mainMedia.image`), a parsed media string,
 * or your own `{ id, width, height, name }`. Without an `id`, the id is read from the `url`: the
 * part after `/media/` (up to a `/v1/` transform); a `url` without `/media/` is an external
 * picture, linked unchanged.
 */
export type ImageObject = ImageFields &
  (
    | {
        /** Media id (`c5f4b2_abc~mv2.jpg`, sometimes `media/…`), or an external `http(s)` URL. */
        id: string
        url?: string
      }
    | { id?: undefined; url: string }
  )

/** What every builder accepts: a `wix:image://v1/…` string, an external URL, or an image object. */
export type ImageInput = string | ImageObject

/** An image input after checking: sizes are 0 when unknown, otherwise as given. */
export interface Source {
  id: string
  width: number
  height: number
  name?: string | undefined
}

/** Strings that are links rather than media strings (any case, as people type them). */
const LINK = /^(https?:|data:|\/\/)/i

/**
 * The media id in a link to the media host: what follows `/media/`, up to a transform
 * (`/v1/…`), a query or a fragment; copied verbatim, as the builders copy ids into links.
 */
export function mediaIdOf(url: string): string {
  const path = url.replace(/[?#].*$/, '')
  const at = path.indexOf('/media/')
  return at < 0 ? url : (path.slice(at + 7).split('/v1/')[0] as string)
}

const sideOf = (value: unknown, argument: string): number =>
  value === undefined ? 0 : number(value, argument)

/** Checks an image input's shape and brings it to one form; the numbers are judged later. */
export function toSource(image: ImageInput): Source {
  if (typeof image === 'string')
    return LINK.test(image) ? { id: image, width: 0, height: 0 } : parseImageString(image)
  const { id, url, width, height } = object(image, 'image', 'an image object or string')
  const known = typeof id === 'string' && id !== ''
  return {
    id: known
      ? id
      : typeof url === 'string' && url
        ? mediaIdOf(url)
        : id === ''
          ? ''
          : fail('image.id', 'a media id (or a url to one)', id),
    width: sideOf(width, 'image.width'),
    height: sideOf(height, 'image.height'),
    name: image.name ?? image.filename,
  }
}
