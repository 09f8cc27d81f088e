import type { FieldViolation, ReviewContent } from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'

type ContentKey = 'title' | 'body' | 'media' | 'rating'

/** Content as requests carry it after validation: any field may be missing. */
export type ContentPatch = Partial<Pick<ReviewContent, ContentKey>>

const CONTENT_KEYS: readonly ContentKey[] = ['title', 'body', 'media', 'rating']

/**
 * The relevance score kept on a review, recomputed whenever its content changes:
 * `20 × rating + min(⌊(title + body characters) / 30⌋, 20) + 4 × min(media items, 5) + helpfulness`.
 * Rating dominates; among equal ratings, reviews with more to read and pictures to see rank higher.
 * Integers only, so sorting on it is exact and the same on every run.
 */
export function relevanceScore(content: ReviewContent, helpfulness: number): number {
  const text = (content.title?.length ?? 0) + (content.body?.length ?? 0)
  const media = Math.min(content.media.length, 5)
  return content.rating * 20 + Math.min(Math.floor(text / 30), 20) + 4 * media + helpfulness
}

/** Stored content: `media` always present, empty title or body left out. */
export function normalizeContent(content: ContentPatch & { rating: number }): ReviewContent {
  return {
    ...(content.title && { title: content.title }),
    ...(content.body && { body: content.body }),
    media: content.media ?? [],
    rating: content.rating,
  }
}

/**
 * Applies `keys` of `patch` to `current`: a key missing from the patch clears the field, except
 * `rating`, which is required (a violation at `<at>.rating`).
 */
export function applyContent(
  current: ReviewContent,
  patch: ContentPatch,
  keys: readonly ContentKey[],
  at: string,
  violations: FieldViolation[],
): ReviewContent {
  const next: ContentPatch & { rating: number } = { ...current }
  for (const key of keys) {
    if (key === 'rating') {
      if (patch.rating === undefined)
        violations.push(violation(`${at}.rating`, 'REQUIRED_FIELD', 'is required'))
      else next.rating = patch.rating
    } else if (key === 'media') next.media = patch.media ?? []
    else next[key] = patch[key]
  }
  return normalizeContent(next)
}

/** The content keys a patch carries (an update without a field mask changes only those). */
export const keysIn = (patch: ContentPatch): ContentKey[] =>
  CONTENT_KEYS.filter((key) => patch[key] !== undefined)

/**
 * Reads a field mask: comma-joined paths, each expanded through `allowed` (a path → the leaf
 * paths it stands for). Empty or absent → undefined (no mask).
 * @throws ApiError 400 (FIELD_NOT_ALLOWED at `fieldMask`) naming every path it cannot take.
 */
export function parseFieldMask(
  mask: string | undefined,
  allowed: Record<string, readonly string[]>,
): Set<string> | undefined {
  const paths = (mask ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter(Boolean)
  if (!paths.length) return undefined
  const bad = paths.filter((path) => !Object.hasOwn(allowed, path))
  if (bad.length) {
    const description = `cannot change ${bad.join(', ')}; allowed: ${Object.keys(allowed).join(', ')}`
    throw validationError([
      violation('fieldMask', 'FIELD_NOT_ALLOWED', description, { paths: bad }),
    ])
  }
  return new Set(paths.flatMap((path) => allowed[path] ?? []))
}

/** Content keys selected by a mask whose leaves are `<prefix><key>`. */
export const contentKeysOf = (mask: Set<string>, prefix: string): ContentKey[] =>
  CONTENT_KEYS.filter((key) => mask.has(`${prefix}${key}`))

/** Mask paths of UpdateReviewContent: content keys, with or without the `content.` prefix. */
export const CONTENT_MASK: Record<string, readonly string[]> = Object.fromEntries([
  ['content', CONTENT_KEYS],
  ...CONTENT_KEYS.flatMap((key) => [
    [key, [key]],
    [`content.${key}`, [key]],
  ]),
])

/** Mask paths of UpdateReview. */
export const REVIEW_MASK: Record<string, readonly string[]> = {
  content: CONTENT_KEYS.map((key) => `content.${key}`),
  ...Object.fromEntries(CONTENT_KEYS.map((key) => [`content.${key}`, [`content.${key}`]])),
  author: ['author.authorName'],
  'author.authorName': ['author.authorName'],
  reviewDate: ['reviewDate'],
}
