import { type UploadItem, type UseUploadOptions, useUpload } from '@storefront-kit/react'
import type { FileDescriptor } from '@storefront-kit/sdk/media'
import { type DragEvent, useId, useState } from 'react'
import { describeError } from '../../ui/describe-error'
import { sizeText } from './media-links'

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  uploading: 'Uploading',
  paused: 'Paused',
  done: 'Uploaded',
  failed: 'Stopped',
  canceled: 'Canceled',
}

/**
 * Uploads into a folder: drop files on the zone, or choose them with the file input (the
 * keyboard's way). Each file shows its progress; a large one goes up in resumable pieces, so
 * after a dropped connection "Resume" carries on from the last piece the store holds.
 *
 * @example
 * ```tsx
 * <UploadPanel parentFolderId={folderId} onUploaded={(file) => choose(file)} />
 * ```
 */
export function UploadPanel({
  parentFolderId,
  accept,
  onUploaded,
  options,
}: {
  parentFolderId: string
  accept?: string
  onUploaded?: (file: FileDescriptor) => void
  options?: UseUploadOptions
}) {
  const { uploads, upload, pause, resume, cancel, clear } = useUpload({
    parentFolderId,
    ...options,
  })
  const [over, setOver] = useState(false)
  const inputId = useId()
  const send = (files: FileList | null) => {
    for (const file of Array.from(files ?? []))
      void upload(file).then((done) => done && onUploaded?.(done))
  }
  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    send(event.dataTransfer.files)
  }
  return (
    <section className="upload-panel" aria-label="Upload">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the file input below is the keyboard's way in */}
      <div
        className={over ? 'drop-zone drop-zone-over' : 'drop-zone'}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>Drop files here, or</p>
        <label htmlFor={inputId}>Choose files to upload</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={accept}
          onChange={(event) => {
            send(event.currentTarget.files)
            event.currentTarget.value = ''
          }}
        />
      </div>
      {uploads.length > 0 && (
        <>
          <ul className="upload-list" aria-label="Uploads">
            {uploads.map((item) => (
              <UploadRow
                key={item.key}
                item={item}
                onPause={() => pause(item.key)}
                onResume={() => void resume(item.key).then((done) => done && onUploaded?.(done))}
                onCancel={() => cancel(item.key)}
              />
            ))}
          </ul>
          <button type="button" onClick={clear}>
            Clear finished uploads
          </button>
        </>
      )}
    </section>
  )
}

function UploadRow({
  item,
  onPause,
  onResume,
  onCancel,
}: {
  item: UploadItem
  onPause: () => void
  onResume: () => void
  onCancel: () => void
}) {
  const open = item.status === 'uploading' || item.status === 'paused'
  // A plain upload that failed starts again from zero; a resumable one carries on.
  const canResume = item.status === 'paused' || (item.status === 'failed' && item.resumable)
  return (
    <li className="upload-row">
      <span className="upload-name">{item.name}</span>
      <progress max={item.size || 1} value={item.loaded} aria-label={`Upload of ${item.name}`} />
      <span role="status">
        {STATUS_TEXT[item.status]} {sizeText(item.loaded)} of {sizeText(item.size)}
      </span>
      {item.status === 'failed' && <span role="alert">{describeError(item.error).message}</span>}
      {item.status === 'uploading' && item.resumable && (
        <button type="button" onClick={onPause}>
          Pause {item.name}
        </button>
      )}
      {canResume && (
        <button type="button" onClick={onResume}>
          Resume {item.name}
        </button>
      )}
      {open && (
        <button type="button" onClick={onCancel}>
          Cancel {item.name}
        </button>
      )}
    </li>
  )
}
