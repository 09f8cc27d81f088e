import { useFileDescriptors } from '@storefront-kit/react'
import type { ReactNode } from 'react'
import { thumbnailOf } from '../media/media-links'

/**
 * A product's pictures in order (the first is the main one), each removable or movable first,
 * and `children` (the media picker) to add more.
 *
 * @example
 * ```tsx
 * <PicturesField ids={ids} onChange={setIds}><MediaPicker chosen={ids} onChoose={add} /></PicturesField>
 * ```
 */
export function PicturesField({
  ids,
  onChange,
  children,
}: {
  ids: string[]
  onChange: (ids: string[]) => void
  children: ReactNode
}) {
  const files = useFileDescriptors(
    { query: { filter: { id: { $in: ids } }, cursorPaging: { limit: 100 } } },
    { enabled: ids.length > 0 },
  )
  const fileOf = (id: string) => files.data?.files.find((file) => file.id === id)
  return (
    <fieldset>
      <legend>Pictures</legend>
      {ids.length === 0 ? (
        <p>No pictures yet: choose or upload one below.</p>
      ) : (
        <ol className="picker-grid" aria-label="Chosen pictures">
          {ids.map((id, i) => {
            const file = fileOf(id)
            const name = file?.displayName ?? `Picture ${i + 1}`
            const src = file && thumbnailOf(file, 160)
            return (
              <li key={id}>
                {src && <img src={src} alt={name} width={80} height={80} />}
                <span>{name}</span>
                {i > 0 && (
                  <button
                    type="button"
                    onClick={() => onChange([id, ...ids.filter((x) => x !== id)])}
                  >
                    Make {name} the main picture
                  </button>
                )}
                <button type="button" onClick={() => onChange(ids.filter((x) => x !== id))}>
                  Remove picture {name}
                </button>
              </li>
            )
          })}
        </ol>
      )}
      <details>
        <summary>Add pictures from the media library</summary>
        {children}
      </details>
    </fieldset>
  )
}
