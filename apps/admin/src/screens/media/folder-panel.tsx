import {
  useCreateFolder,
  useDeleteFolders,
  useFolder,
  useFolders,
  useUpdateFolder,
} from '@storefront-kit/react'
import type { Folder } from '@storefront-kit/sdk/media'
import { type FormEvent, useId } from 'react'
import { Link } from 'react-router'
import { ConfirmButton } from '../../ui/confirm-button'
import { ErrorMessage, QueryState } from '../../ui/query-state'
import { MEDIA_ROOT } from './media-links'

/** The link to a folder of the library, keeping the chosen view. */
export const folderLink = (folderId: string, view: string) =>
  `?${new URLSearchParams({ ...(folderId !== MEDIA_ROOT && { folder: folderId }), ...(view !== 'grid' && { view }) })}`

/**
 * Where the owner is (the folder's parent and name), its subfolders to open, rename or trash, and
 * a form for a new one.
 *
 * @example
 * ```tsx
 * <FolderPanel folderId={folderId} view="grid" />
 * ```
 */
export function FolderPanel({ folderId, view }: { folderId: string; view: string }) {
  const folders = useFolders({ parentFolderId: folderId, paging: { limit: 100 } })
  return (
    <section className="folder-panel" aria-labelledby="folders-heading">
      <FolderPath folderId={folderId} view={view} />
      <h2 id="folders-heading">Folders</h2>
      <QueryState
        query={folders}
        isEmpty={(data) => data.folders.length === 0}
        empty="No folders here."
      >
        {(data) => (
          <ul className="folder-list">
            {data.folders.map((folder) => (
              <FolderItem key={folder.id} folder={folder} view={view} />
            ))}
          </ul>
        )}
      </QueryState>
      <NewFolder parentFolderId={folderId} />
    </section>
  )
}

function FolderPath({ folderId, view }: { folderId: string; view: string }) {
  const folder = useFolder(folderId, { enabled: folderId !== MEDIA_ROOT })
  return (
    <nav aria-label="Folder path" className="folder-path">
      <ol>
        <li>
          <Link to={folderLink(MEDIA_ROOT, view)}>Media library</Link>
        </li>
        {folderId !== MEDIA_ROOT && folder.data && (
          <>
            {folder.data.folder.parentFolderId !== MEDIA_ROOT && (
              <li>
                <Link to={folderLink(folder.data.folder.parentFolderId, view)}>Up one folder</Link>
              </li>
            )}
            <li aria-current="page">{folder.data.folder.displayName}</li>
          </>
        )}
      </ol>
    </nav>
  )
}

function FolderItem({ folder, view }: { folder: Folder; view: string }) {
  const rename = useUpdateFolder()
  const trash = useDeleteFolders()
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const displayName = String(new FormData(event.currentTarget).get('name') ?? '').trim()
    if (displayName) rename.mutate({ folder: { id: folder.id, displayName } })
  }
  return (
    <li className="folder-item">
      <Link to={folderLink(folder.id, view)}>{folder.displayName}</Link>
      <details>
        <summary>
          Rename <span className="visually-hidden">folder {folder.displayName}</span>
        </summary>
        <form onSubmit={submit}>
          <label htmlFor={id}>New name of {folder.displayName}</label>
          <input id={id} name="name" defaultValue={folder.displayName} required />
          <button type="submit">Save name</button>
        </form>
      </details>
      <ConfirmButton
        question={`Move the folder ${folder.displayName} and its files to the trash?`}
        confirmLabel="Move to trash"
        onConfirm={() => trash.mutate({ folderIds: [folder.id] })}
      >
        Trash <span className="visually-hidden">folder {folder.displayName}</span>
      </ConfirmButton>
      {rename.isError && <ErrorMessage error={rename.error} />}
      {trash.isError && <ErrorMessage error={trash.error} />}
    </li>
  )
}

function NewFolder({ parentFolderId }: { parentFolderId: string }) {
  const create = useCreateFolder()
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const displayName = String(new FormData(form).get('name') ?? '').trim()
    if (displayName)
      create.mutate({ displayName, parentFolderId }, { onSuccess: () => form.reset() })
  }
  return (
    <form className="new-folder" onSubmit={submit}>
      <label htmlFor={id}>New folder name</label>
      <input id={id} name="name" required />
      <button type="submit" disabled={create.isPending}>
        Create folder
      </button>
      {create.isSuccess && <p role="status">Folder created.</p>}
      {create.isError && <ErrorMessage error={create.error} />}
    </form>
  )
}
