import type { FileDescriptor } from '@storefront-kit/sdk/media'
import { DataTable } from '../../ui/data-table'
import { FileActions } from './file-actions'
import { sizeText, thumbnailOf } from './media-links'

/**
 * The files of a folder as a grid of pictures (each with its name and actions).
 *
 * @example
 * ```tsx
 * <FileGrid files={data.files} />
 * ```
 */
export function FileGrid({ files }: { files: FileDescriptor[] }) {
  return (
    <ul className="file-grid" aria-label="Files">
      {files.map((file) => {
        const src = thumbnailOf(file, 240)
        return (
          <li key={file.id} className="file-card">
            {src ? (
              <img src={src} alt={file.displayName} width={120} height={120} loading="lazy" />
            ) : (
              <span className="file-kind" aria-hidden="true">
                {file.mediaType}
              </span>
            )}
            <p className="file-name">{file.displayName}</p>
            {file.labels.length > 0 && <p className="file-labels">{file.labels.join(', ')}</p>}
            <FileActions file={file} />
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The files of a folder as a table: name, kind, size, labels, last change and actions.
 *
 * @example
 * ```tsx
 * <FileTable files={data.files} />
 * ```
 */
export function FileTable({ files }: { files: FileDescriptor[] }) {
  return (
    <DataTable caption="Files" columns={['Name', 'Kind', 'Size', 'Labels', 'Actions']}>
      {files.map((file) => (
        <tr key={file.id}>
          <th scope="row">{file.displayName}</th>
          <td>{file.mediaType}</td>
          <td>{sizeText(file.sizeInBytes)}</td>
          <td>{file.labels.join(', ')}</td>
          <td>
            <FileActions file={file} />
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
