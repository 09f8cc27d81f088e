import { useFiles } from '@storefront-kit/react'
import { Link, useSearchParams } from 'react-router'
import { usePageTitle } from '../../ui/page-title'
import { QueryState } from '../../ui/query-state'
import { FileGrid, FileTable } from './file-views'
import { FolderPanel, folderLink } from './folder-panel'
import { MEDIA_ROOT } from './media-links'
import { UploadPanel } from './upload-panel'

/**
 * The media library at one folder (`?folder=`), in a grid or a list (`?view=list`): both in the
 * address, so a link shows the owner what they saw.
 */
export function Library() {
  usePageTitle('Media library')
  const [params] = useSearchParams()
  const folderId = params.get('folder') ?? MEDIA_ROOT
  const view = params.get('view') === 'list' ? 'list' : 'grid'
  const files = useFiles({ parentFolderId: folderId, paging: { limit: 100 } })
  return (
    <section className="media-library">
      <h1>Media library</h1>
      <p className="media-tools">
        <Link to={folderLink(folderId, 'grid')} aria-current={view === 'grid' ? 'true' : undefined}>
          Grid view
        </Link>
        <Link to={folderLink(folderId, 'list')} aria-current={view === 'list' ? 'true' : undefined}>
          List view
        </Link>
        <Link to="trash">Trash</Link>
      </p>
      <FolderPanel folderId={folderId} view={view} />
      <UploadPanel parentFolderId={folderId} />
      <h2>Files</h2>
      <QueryState
        query={files}
        isEmpty={(data) => data.files.length === 0}
        empty="No files in this folder yet. Upload some above."
      >
        {(data) =>
          view === 'list' ? <FileTable files={data.files} /> : <FileGrid files={data.files} />
        }
      </QueryState>
    </section>
  )
}
