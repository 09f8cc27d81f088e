import {
  useRestoreFiles,
  useRestoreFolders,
  useTrashedFiles,
  useTrashedFolders,
} from '@storefront-kit/react'
import { Link } from 'react-router'
import { usePageTitle } from '../../ui/page-title'
import { ErrorMessage, QueryState } from '../../ui/query-state'

/** What was moved to the trash, files and folders, each with a way back. */
export function Trash() {
  usePageTitle('Media trash')
  const files = useTrashedFiles({ paging: { limit: 100 } })
  const folders = useTrashedFolders({ paging: { limit: 100 } })
  const restoreFiles = useRestoreFiles()
  const restoreFolders = useRestoreFolders()
  return (
    <section className="media-trash">
      <h1>Media trash</h1>
      <p>
        <Link to="/media">Back to the media library</Link>
      </p>
      <h2>Folders</h2>
      <QueryState
        query={folders}
        isEmpty={(data) => data.folders.length === 0}
        empty="No folders in the trash."
      >
        {(data) => (
          <ul className="trash-list">
            {data.folders.map((folder) => (
              <li key={folder.id}>
                {folder.displayName}{' '}
                <button
                  type="button"
                  onClick={() => restoreFolders.mutate({ folderIds: [folder.id] })}
                >
                  Restore <span className="visually-hidden">folder {folder.displayName}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <h2>Files</h2>
      <QueryState
        query={files}
        isEmpty={(data) => data.files.length === 0}
        empty="No files in the trash."
      >
        {(data) => (
          <ul className="trash-list">
            {data.files.map((file) => (
              <li key={file.id}>
                {file.displayName}{' '}
                <button type="button" onClick={() => restoreFiles.mutate({ fileIds: [file.id] })}>
                  Restore <span className="visually-hidden">{file.displayName}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {(restoreFiles.isSuccess || restoreFolders.isSuccess) && <p role="status">Restored.</p>}
      {restoreFiles.isError && <ErrorMessage error={restoreFiles.error} />}
      {restoreFolders.isError && <ErrorMessage error={restoreFolders.error} />}
    </section>
  )
}
