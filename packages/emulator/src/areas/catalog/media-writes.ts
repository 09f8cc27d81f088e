import type {
  FieldViolation,
  MediaAssignmentToChoice,
  MediaDataForWrite,
} from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import { productChanged } from './events'
import type { ChoiceState, MediaRef, ProductSource } from './model'
import { loadProduct, touchProduct, type Writer } from './product-writes'

/** The choice an option/choice pair names (by description or value), or a violation. */
function findChoice(
  src: ProductSource,
  option: string,
  choice: string,
  at: string,
  violations: FieldViolation[],
): ChoiceState | undefined {
  const found = src.options.find((o) => o.name === option)
  if (!found) {
    violations.push(
      violation(`${at}.option`, 'INVALID_ENUM_VALUE', `${option} is not an option of this product`),
    )
    return undefined
  }
  const hit = found.choices.find((c) => c.description === choice || c.value === choice)
  if (!hit)
    violations.push(
      violation(`${at}.choice`, 'INVALID_ENUM_VALUE', `${choice} is not a choice of ${option}`),
    )
  return hit
}

/** A reference to a picture given by URL: a stable media id for it, the URL kept as given. */
export function fromUrl(w: Writer, url: string): MediaRef {
  const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || 'image'
  const ext = /\.(jpe?g|png|gif|webp)$/i.exec(name)?.[1]?.toLowerCase() ?? 'jpg'
  return { id: w.ctx.images.mediaId(`url:${url}`, ext), url, width: 0, height: 0, title: name }
}

/** AddProductMedia: references by media id or URL, optionally shown for a choice. */
export function addProductMedia(w: Writer, id: string, media: MediaDataForWrite[]) {
  const src = loadProduct(w, id)._source
  const violations: FieldViolation[] = []
  const added = media.map((item, i) => {
    const ref: MediaRef = item.url
      ? fromUrl(w, item.url)
      : { id: item.mediaId ?? '', width: 0, height: 0, title: item.mediaId ?? '' }
    const choice = item.choice
      ? findChoice(src, item.choice.option, item.choice.choice, `media[${i}].choice`, violations)
      : undefined
    return { ref, choice }
  })
  if (violations.length) throw validationError(violations)
  for (const { ref, choice } of added) {
    if (!src.media.some((m) => m.id === ref.id)) src.media.push(ref)
    if (choice && !choice.mediaIds.includes(ref.id)) choice.mediaIds.push(ref.id)
  }
  touchProduct(w, src)
  productChanged(w, id, ['media'])
  return {}
}

/** RemoveProductMedia: from the product and from every choice. Unknown ids are ignored. */
export function removeProductMedia(w: Writer, id: string, mediaIds: string[]) {
  const src = loadProduct(w, id)._source
  const gone = new Set(mediaIds)
  src.media = src.media.filter((m) => !gone.has(m.id))
  for (const option of src.options)
    for (const choice of option.choices)
      choice.mediaIds = choice.mediaIds.filter((m) => !gone.has(m))
  touchProduct(w, src)
  productChanged(w, id, ['media'])
  return {}
}

/**
 * AddProductMediaToChoices (`add`) and RemoveProductMediaFromChoices: the media ids must be the
 * product's; removing without ids clears the choice's media.
 */
export function changeChoiceMedia(
  w: Writer,
  id: string,
  assignments: MediaAssignmentToChoice[],
  add: boolean,
) {
  const src = loadProduct(w, id)._source
  const violations: FieldViolation[] = []
  const resolved = assignments.map((a, i) => {
    const choice = findChoice(src, a.option, a.choice, `media[${i}]`, violations)
    for (const [j, mid] of (a.mediaIds ?? []).entries())
      if (add && !src.media.some((m) => m.id === mid))
        violations.push(
          violation(
            `media[${i}].mediaIds[${j}]`,
            'INVALID_ENUM_VALUE',
            `${mid} is not a media item of this product`,
          ),
        )
    return { choice, mediaIds: a.mediaIds ?? [] }
  })
  if (violations.length) throw validationError(violations)
  for (const { choice, mediaIds } of resolved) {
    if (!choice) continue
    if (add) choice.mediaIds = [...new Set([...choice.mediaIds, ...mediaIds])]
    else
      choice.mediaIds = mediaIds.length ? choice.mediaIds.filter((m) => !mediaIds.includes(m)) : []
  }
  touchProduct(w, src)
  productChanged(w, id, ['productOptions'])
  return {}
}
