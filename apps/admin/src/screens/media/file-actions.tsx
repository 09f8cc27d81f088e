import { useDeleteFiles, useFileDownloadUrl } from '@storefront-kit/react'
import type { FileDescriptor } from '@storefront-kit/sdk/media'
import { Link } from 'react-router'
import { ConfirmButton } from '../../ui/confirm-button'
import { ErrorMessage } from '../../ui/query-state'
import { FileEditor } from './file-editor'

/**
 * What the owner can do with one file: preview, edit (rename, move, labels), download, move to
 * the trash. Every button names the file, so a screen reader knows which one it acts on.
 *
 * @example
 * ```tsx
 * <FileActions file={file} />
 * ```
 */
export function FileActions({ file }: { file: FileDescriptor }) {
  const trash = useDeleteFiles()
  const download = useFileDownloadUrl()
  const name = file.displayName
  const save = () =>
    download.mutate(
      { fileId: file.id, contentDisposition: 'ATTACHMENT' },
      {
        onSuccess: ({ downloadUrls }) => {
          const url = downloadUrls[0]?.url
          if (url) window.location.assign(url)
        },
      },
    )
  return (
    <div className="file-actions">
      <Link to={`files/${encodeURIComponent(file.id)}`}>
        Preview <span className="visually-hidden">{name}</span>
      </Link>
      <button type="button" onClick={save}>
        Download <span className="visually-hidden">{name}</span>
      </button>
      <ConfirmButton
        question={`Move ${name} to the trash? You can restore it from the trash.`}
        confirmLabel="Move to trash"
        onConfirm={() => trash.mutate({ fileIds: [file.id] })}
      >
        Trash <span className="visually-hidden">{name}</span>
      </ConfirmButton>
      <details>
        <summary>
          Edit <span className="visually-hidden">{name}</span>
        </summary>
        <FileEditor file={file} />
      </details>
      {trash.isError && <ErrorMessage error={trash.error} />}
      {download.isError && <ErrorMessage error={download.error} />}
    </div>
  )
}
