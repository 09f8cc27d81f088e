import { fail } from './errors'

/** What the platform's builder turns into `_` in names (encoded / \\ ? < > | “ : "), plus `.` and `*`. */
const ILLEGAL = /%(2F|5C|3F|3C|3E|7C|E2%80%9C|3A|22)|[.*]/g

/** Extensions dropped from the end of a given name: exactly these, case-sensitive. */
const DROPPED = /\.(png|jpe?g|jpe|webp|avif|wix_(ico_)?mp)$/

/** The id's extension: what follows its last `.`, lower-cased (`''` when nothing does). */
export const extensionOf = (id: string): string => /\.([^.]+)$/.exec(id)?.[1]?.toLowerCase() ?? ''

/**
 * The last part of a transformed link, before `.<extension>`: a given non-empty name without a
 * transformable extension, encoded (an empty result stays empty); else the id from its first
 * `/` on, without its extension, not encoded. The host ignores it; it is for people and search
 * engines.
 */
export function fileNameOf(id: string, name: unknown): string {
  if (typeof name !== 'string' || !name)
    return id.slice(id.indexOf('/') + 1).replace(/\.[^.]+$/, '')
  try {
    return encodeURIComponent(name.replace(DROPPED, '')).replace(ILLEGAL, '_')
  } catch {
    return fail('options.name', 'well-formed Unicode', name)
  }
}
