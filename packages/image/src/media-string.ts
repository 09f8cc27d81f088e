import { PLATFORM_MEDIA_HOST } from './constants'
import { fail } from './errors'

/** An image named by a `wix:image://v1/…` string. */
export interface ImageMedia {
  type: 'image'
  id: string
  /** The original on the platform's media host. */
  url: string
  width: number
  height: number
  /** The decoded file name, when the string carries one. */
  name?: string
}

/** Renditions the platform's video host serves: mobile, low, mid and high. */
export type VideoResolution = '360p' | '480p' | '720p' | '1080p'

/** A video named by a `wix:video://v1/…` string. */
export interface VideoMedia {
  type: 'video'
  id: string
  name?: string
  poster?: ImageMedia
  /** An MP4 link per resolution. */
  urls: Record<VideoResolution, string>
}

/** An audio file named by a `wix:audio://v1/…` string. */
export interface AudioMedia {
  type: 'audio'
  id: string
  name?: string
  /** Length in seconds, when the string carries it. */
  duration?: number
  url: string
}

/** A document named by a `wix:document://v1/…` string. */
export interface DocumentMedia {
  type: 'document'
  id: string
  name?: string
  url: string
}

/** Any media string, parsed. Narrow on `type`. */
export type Media = ImageMedia | VideoMedia | AudioMedia | DocumentMedia

// The sizes are found by name in either order (never by position: the vendor helpers swapped them).
const IMAGE_STRING =
  /^wix:image:\/\/v1\/([^/#?\s]+)(?:\/([^/#?\s]*))?#(?=.*\boriginWidth=([1-9]\d*)(?![^&]))(?=.*\boriginHeight=([1-9]\d*)(?![^&]))/
const MEDIA_STRING = /^wix:(video|audio|document):\/\/v1\/([^#?\s]+?)\/?(?:#(.*))?$/
const IMAGE_FORM = 'a wix:image://v1/<id>/<name>#originWidth=<w>&originHeight=<h> string'
const VIDEO_HOST = 'https://video.wixstatic.com/video/'
const DOCUMENT_HOST = 'https://d945e594-8657-47e2-9cd9-e9033c3d8da0.usrfiles.com/ugd/'
const RESOLUTIONS: readonly VideoResolution[] = ['360p', '480p', '720p', '1080p']

function decodeName(encoded: string | undefined, argument: string): { name?: string } {
  try {
    return encoded ? { name: decodeURIComponent(encoded) } : {}
  } catch {
    return fail(argument, 'a media string with a well-encoded name', encoded)
  }
}

/** A size from the hash, read by name (never by position: the vendor helpers swapped them). */
function sizeParam(params: URLSearchParams, key: string, argument: string): number {
  const text = params.get(key)
  return text && /^[1-9]\d*$/.test(text)
    ? Number(text)
    : fail(argument, `a media string with #${key}=<whole number above 0>`, text)
}

/**
 * Parses a `wix:image://v1/<id>/<name>#originWidth=<w>&originHeight=<h>` string, for the
 * builders. Throws {@link ImageArgumentError} for any other string.
 */
export function parseImageString(
  value: string,
  argument = 'image',
): Omit<ImageMedia, 'type' | 'url'> {
  const [, id = '', name, width, height] =
    IMAGE_STRING.exec(value) ?? fail(argument, IMAGE_FORM, value)
  return { id, width: Number(width), height: Number(height), ...decodeName(name, argument) }
}

/**
 * Parses one of the platform's media strings (image, video, audio, document) into its id, size,
 * name and platform links. Throws {@link ImageArgumentError} for a malformed string.
 *
 * @example
 * ```ts
 * const media = parseMedia('wix:image://v1/c5f4b2_abc~mv2.jpg/shirt.jpg#originWidth=4000&originHeight=3000')
 * if (media.type === 'image') console.log(media.width, media.height, media.name) // 4000 3000 'shirt.jpg'
 * ```
 */
export function parseMedia(value: string): Media {
  if (typeof value === 'string' && value.startsWith('wix:image:')) {
    const image = parseImageString(value, 'value')
    return { type: 'image', url: `${PLATFORM_MEDIA_HOST}/media/${image.id}`, ...image }
  }
  const match =
    (typeof value === 'string' && MEDIA_STRING.exec(value)) ||
    fail('value', 'a wix:<image|video|audio|document>://v1/… media string', value)
  const type = match[1] as 'video' | 'audio' | 'document'
  const segments = (match[2] as string).split('/')
  const hash = match[3] ?? ''
  if (segments.includes('')) fail('value', 'a media string without empty path segments', value)
  if (type === 'document') {
    // wix:document://v1/<folder>/<id>/<file>: the id is the segment before the file name.
    const id = segments.length > 1 ? (segments.at(-2) as string) : (segments[0] as string)
    const named = segments.length > 1 ? decodeName(segments.at(-1), 'value') : {}
    return { type, id, ...named, url: `${DOCUMENT_HOST}${id}` }
  }
  if (segments.length > 2) fail('value', `a wix:${type}://v1/<id>/<name> string`, value)
  const id = segments[0] as string
  const named = decodeName(segments[1], 'value')
  const params = new URLSearchParams(hash)
  if (type === 'audio') {
    const text = params.get('duration')
    if (text === null) return { type, id, ...named, url: `${PLATFORM_MEDIA_HOST}/mp3/${id}` }
    const duration = Number(text)
    if (!(text && duration >= 0 && Number.isFinite(duration)))
      fail('value', 'a media string with #duration=<seconds>', text)
    return { type, id, ...named, duration, url: `${PLATFORM_MEDIA_HOST}/mp3/${id}` }
  }
  const posterId = params.get('posterUri')
  const poster = posterId
    ? {
        poster: {
          type: 'image' as const,
          id: posterId,
          url: `${PLATFORM_MEDIA_HOST}/media/${posterId}`,
          width: sizeParam(params, 'posterWidth', 'value'),
          height: sizeParam(params, 'posterHeight', 'value'),
        },
      }
    : {}
  const urls = Object.fromEntries(
    RESOLUTIONS.map((r) => [r, `${VIDEO_HOST}${id}/${r}/mp4/file.mp4`]),
  ) as Record<VideoResolution, string>
  return { type, id, ...named, ...poster, urls }
}
