import { isTransformable } from './constants'
import { fail } from './errors'

/** What the vendor builder turns into `_` in file names (encoded / \\ ? < > | “ : "), plus `.` and `*`. */
const ILLEGAL = /%(2F|5C|3F|3C|3E|7C|E2%80%9C|3A|22)|[.*]/g

/** The id's extension, lower-cased (`''` when it has none). */
export const extensionOf = (id: string): string => /\.([^./]+)$/.exec(id)?.[1]?.toLowerCase() ?? ''

/**
 * The last path segment of a transformed link: the given name without a transformable extension,
 * encoded, or else the id's own file name. The host ignores it; it is for people and search
 * engines.
 */
export function fileNameOf(id: string, name = ''): string {
  // Case-sensitive like the vendor builder, so links match theirs character for character.
  const base = name.replace(/\.([^.]*)$/, (all, extension) =>
    isTransformable(extension) ? '' : all,
  )
  let encoded: string
  try {
    encoded = encodeURIComponent(base).replace(ILLEGAL, '_')
  } catch {
    return fail('options.name', 'well-formed Unicode', name)
  }
  return encoded || id.slice(id.lastIndexOf('/') + 1).replace(/\.[^.]*$/, '')
}
