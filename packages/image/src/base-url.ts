import { PLATFORM_MEDIA_HOST } from './constants'
import { fail } from './errors'

/** The options that say where media is served. */
export interface HostOptions {
  baseUrl?: string | undefined
  baseHostURL?: string | undefined
}

/**
 * Link to the original of a media id. A truthy `baseHostURL` is a verbatim prefix, as in the
 * platform's own builder; else `baseUrl` (default: the platform's static media host) is a host
 * such as `http://localhost:4010`, one that already ends in `/media` works too.
 */
export function originalUrl(id: string, { baseUrl, baseHostURL }: HostOptions): string {
  if (baseHostURL) return `${baseHostURL}${id}`
  const root =
    baseUrl === undefined
      ? PLATFORM_MEDIA_HOST
      : /\s/.test(baseUrl)
        ? fail('options.baseUrl', 'a URL without spaces', baseUrl)
        : baseUrl.replace(/(\/media)?\/*$/i, '')
  // Ids that already start with "media/" carry their own folder.
  return /^media\//i.test(id) ? `${root}/${id}` : `${root}/media/${id}`
}
