import { PLATFORM_MEDIA_HOST } from './constants'
import { fail } from './errors'

/**
 * Link to the original of a media id on `baseUrl` (default: the platform's static media host).
 * `baseUrl` is a host such as `http://localhost:4010`; one that already ends in `/media` works too.
 */
export function originalUrl(id: string, baseUrl: string | undefined): string {
  const root =
    baseUrl === undefined
      ? PLATFORM_MEDIA_HOST
      : /\s/.test(baseUrl)
        ? fail('options.baseUrl', 'a URL without spaces', baseUrl)
        : baseUrl.replace(/(\/media)?\/*$/i, '')
  // Ids that already start with "media/" carry their own folder.
  return /^media\//i.test(id) ? `${root}/${id}` : `${root}/media/${id}`
}
