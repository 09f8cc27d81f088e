import { useFolders, useUpdateFile } from '@storefront-kit/react'
import type { FileDescriptor } from '@storefront-kit/sdk/media'
import { type FormEvent, useId } from 'react'
import { ErrorMessage } from '../../ui/query-state'
import { MEDIA_ROOT } from './media-links'

/** "summer, sale" → ["summer", "sale"]: labels as the owner types them. */
export const parseLabels = (text: string) =>
  text
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean)

/**
 * Rename a file, move it to another folder and set its labels, in one form (one update call with
 * just the fields that changed).
 *
 * @example
 * ```tsx
 * <FileEditor file={file} />
 * ```
 */
export function FileEditor({ file, onSaved }: { file: FileDescriptor; onSaved?: () => void }) {
  const update = useUpdateFile()
  const folders = useFolders({ paging: { limit: 100 } })
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const displayName = String(form.get('displayName') ?? '').trim()
    const parentFolderId = String(form.get('parentFolderId') || MEDIA_ROOT)
    const labels = parseLabels(String(form.get('labels') ?? ''))
    update.mutate(
      {
        file: {
          id: file.id,
          ...(displayName !== file.displayName && { displayName }),
          ...(parentFolderId !== (file.parentFolderId ?? MEDIA_ROOT) && { parentFolderId }),
          ...(labels.join(',') !== file.labels.join(',') && { labels }),
        },
      },
      { onSuccess: () => onSaved?.() },
    )
  }
  return (
    <form className="file-editor" onSubmit={submit} aria-label={`Edit ${file.displayName}`}>
      <label htmlFor={`${id}-name`}>Name</label>
      <input id={`${id}-name`} name="displayName" defaultValue={file.displayName} required />
      <label htmlFor={`${id}-folder`}>Folder</label>
      <select
        id={`${id}-folder`}
        name="parentFolderId"
        defaultValue={file.parentFolderId ?? MEDIA_ROOT}
      >
        <option value={MEDIA_ROOT}>Media library (top)</option>
        {folders.data?.folders.map((folder) => (
          <option key={folder.id} value={folder.id}>
            {folder.displayName}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-labels`}>Labels (comma separated)</label>
      <input id={`${id}-labels`} name="labels" defaultValue={file.labels.join(', ')} />
      <button type="submit" className="primary" disabled={update.isPending}>
        Save {file.displayName}
      </button>
      {update.isSuccess && <p role="status">Saved.</p>}
      {update.isError && <ErrorMessage error={update.error} />}
    </form>
  )
}
