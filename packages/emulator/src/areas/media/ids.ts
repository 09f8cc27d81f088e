import { createHash } from 'node:crypto'
import { ROOT_FOLDER_IDS } from '@storefront-kit/wire'

/**
 * A new file id in the platform's form, `<owner>_<32 hex>~mv2.<ext>`: the owner prefix comes from
 * the site id, the hex from `seed` (a fresh GUID for uploads, a stable name for seed files).
 */
export function newFileId(siteId: string, seed: string, ext: string): string {
  const owner = siteId.replace(/-/g, '').slice(0, 6)
  const digest = createHash('sha256').update(`${siteId}:library:${seed}`).digest('hex').slice(0, 32)
  return `${owner}_${digest}~mv2.${ext}`
}

/**
 * The file id a caller sent: an id as is, or the id inside a media string
 * (`wix:image://v1/<id>/<name>#originWidth=…`, `wix:video://v1/<id>/…`, …), which the platform
 * accepts wherever it takes a file id.
 */
export function fileIdOf(idOrMediaString: string): string {
  const match = /^wix:[a-z0-9]+:\/\/v1\/([^/#?]+)/i.exec(idOrMediaString)
  return match?.[1] ? decodeURIComponent(match[1]) : idOrMediaString
}

/** The root folder ids; `trash-root` also in the files package's upper-case spelling. */
export const ROOT_IDS = new Set<string>([...Object.values(ROOT_FOLDER_IDS), 'TRASH-ROOT'])

/** Which root a folder id belongs to at the top (files and folders under visitor uploads). */
export const isRootId = (id: string) => ROOT_IDS.has(id)
