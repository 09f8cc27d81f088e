import type { MediaTransform } from './transform'

/** The formats the image service writes. */
export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif'

export const CONTENT_TYPES: Readonly<Record<OutputFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
}

/** The format of a stored file by its mime type (JPEG for anything unexpected). */
export function formatOfMimeType(mimeType: string): OutputFormat {
  const found = Object.entries(CONTENT_TYPES).find(([, type]) => type === mimeType)
  return (found?.[0] as OutputFormat | undefined) ?? 'jpeg'
}

/** Whether an `Accept` header names `type` explicitly with a non-zero weight. */
function accepts(accept: string, type: string): boolean {
  return accept.split(',').some((part) => {
    const [name, ...params] = part.split(';').map((s) => s.trim().toLowerCase())
    const q = params.find((p) => p.startsWith('q='))
    return name === type && (q === undefined || Number(q.slice(2)) > 0)
  })
}

/**
 * The format to answer in: the file's own, AVIF when asked for (`enc_avif`, `enc_pavif`), and for
 * `enc_auto` the best one the `Accept` header names (AVIF, then WebP; wildcards do not count,
 * since every browser sends them). `varies` says the answer depends on `Accept`.
 *
 * @example
 * ```ts
 * negotiateFormat('auto', 'jpeg', 'image/avif,image/webp,*\/*') // { format: 'avif', varies: true }
 * ```
 */
export function negotiateFormat(
  encoding: MediaTransform['encoding'],
  source: OutputFormat,
  accept = '',
): { format: OutputFormat; varies: boolean } {
  if (encoding === 'avif') return { format: 'avif', varies: false }
  if (encoding === 'source') return { format: source, varies: false }
  const format = accepts(accept, 'image/avif')
    ? 'avif'
    : accepts(accept, 'image/webp')
      ? 'webp'
      : source
  return { format, varies: true }
}
