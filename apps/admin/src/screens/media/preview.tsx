import { useFile } from '@storefront-kit/react'
import { Link, useParams } from 'react-router'
import { usePageTitle } from '../../ui/page-title'
import { QueryState } from '../../ui/query-state'
import { FileEditor } from './file-editor'
import { sizeText, videoSourceOf } from './media-links'

/** One file at its own address: the picture or a playable video, its details and its form. */
export function FilePreview() {
  const { id = '' } = useParams()
  const file = useFile(id)
  usePageTitle(file.data ? `${file.data.file.displayName} · Media` : 'Media file')
  return (
    <section className="media-preview">
      <p>
        <Link to="/media">Back to the media library</Link>
      </p>
      <QueryState query={file}>
        {({ file }) => {
          const video = videoSourceOf(file)
          return (
            <>
              <h1>{file.displayName}</h1>
              {file.mediaType === 'IMAGE' && file.url ? (
                <img className="preview-media" src={file.url} alt={file.displayName} />
              ) : video ? (
                // biome-ignore lint/a11y/useMediaCaption: the owner's own uploads come without captions
                <video
                  className="preview-media"
                  src={video}
                  controls
                  aria-label={file.displayName}
                />
              ) : (
                <p>No preview for this kind of file ({file.mediaType}).</p>
              )}
              <dl className="preview-details">
                <dt>Kind</dt>
                <dd>{file.mediaType}</dd>
                <dt>Size</dt>
                <dd>{sizeText(file.sizeInBytes)}</dd>
                <dt>Labels</dt>
                <dd>{file.labels.join(', ') || 'None'}</dd>
              </dl>
              <h2>Details</h2>
              <FileEditor file={file} />
            </>
          )
        }}
      </QueryState>
    </section>
  )
}
