import { useFileSearch } from '@storefront-kit/react'
import type { FileDescriptor } from '@storefront-kit/sdk/media'
import { useId, useState } from 'react'
import { QueryState } from '../../ui/query-state'
import { MEDIA_ROOT, thumbnailOf } from './media-links'
import { UploadPanel } from './upload-panel'

/**
 * Choose a picture from the media library, or upload one (it is chosen once it is up): what the
 * product editor uses for a product's pictures. A search box narrows the library's images.
 *
 * @example
 * ```tsx
 * <MediaPicker chosen={ids} onChoose={(file) => setIds([...ids, file.id])} />
 * ```
 */
export function MediaPicker({
  chosen = [],
  onChoose,
}: {
  chosen?: string[]
  onChoose: (file: FileDescriptor) => void
}) {
  const [search, setSearch] = useState('')
  const images = useFileSearch({
    mediaTypes: ['IMAGE'],
    paging: { limit: 60 },
    ...(search && { search }),
  })
  const id = useId()
  return (
    <div className="media-picker">
      <label htmlFor={id}>Search pictures</label>
      <input id={id} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
      <QueryState
        query={images}
        isEmpty={(data) => data.files.length === 0}
        empty="No pictures in the media library yet. Upload one below."
      >
        {(data) => (
          <ul className="picker-grid" aria-label="Pictures in the media library">
            {data.files.map((file) => {
              const taken = chosen.includes(file.id)
              return (
                <li key={file.id}>
                  <button
                    type="button"
                    aria-pressed={taken}
                    onClick={() => !taken && onChoose(file)}
                  >
                    <img src={thumbnailOf(file, 160)} alt="" width={80} height={80} />
                    <span>
                      Choose <span className="visually-hidden">picture</span> {file.displayName}
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </QueryState>
      <UploadPanel parentFolderId={MEDIA_ROOT} accept="image/*" onUploaded={onChoose} />
    </div>
  )
}
