import {
  type FileDescriptor,
  type ResumableUpload,
  type UploadBody,
  type UploadFileOptions,
  type UploadFileResumableOptions,
  uploadFile,
  uploadFileResumable,
} from '@storefront-kit/sdk/media'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useMemo, useRef, useState } from 'react'
import { useStorefrontClient } from '../core/provider'
import { mediaKeys } from './queries'

/** Where one upload stands. `paused` and `failed` resumable uploads can be resumed. */
export type UploadStatus = 'uploading' | 'paused' | 'done' | 'failed' | 'canceled'

/** One upload of {@link useUpload}: what a progress row shows. */
export interface UploadItem {
  /** Local key of this upload (not the file id). */
  key: string
  name: string
  size: number
  loaded: number
  status: UploadStatus
  /** True when it goes over tus (large files), so it can pause and resume. */
  resumable: boolean
  /** The descriptor once uploaded (usually PENDING: processing follows). */
  file?: FileDescriptor
  error?: unknown
}

/** Options of every upload of the hook, and when to go resumable. */
export type UseUploadOptions = Omit<UploadFileOptions, 'onProgress' | 'signal'> &
  Pick<UploadFileResumableOptions, 'chunkSize' | 'retryDelays'> & {
    /** Files at least this large go over tus (resumable). Default 10 MB; `0` for all. */
    resumableFrom?: number
  }

/** What one running upload needs to be stopped or continued. */
interface Running {
  body: UploadBody
  options: UseUploadOptions
  controller: AbortController
  saved?: ResumableUpload
}

const PAUSED = 'paused' as const
const CANCELED = 'canceled' as const

/**
 * Uploads with a row per file for progress, cancel, pause and resume (resumable uploads over tus
 * for files from `resumableFrom` bytes). Each `upload` resolves with the descriptor, or undefined
 * when it was paused, canceled or failed (`error` is on its row). A finished upload refreshes
 * every media query.
 *
 * @example
 * ```tsx
 * const { uploads, upload, cancel, pause, resume } = useUpload({ parentFolderId: folderId })
 * <input type="file" multiple onChange={(e) => [...e.target.files].forEach((f) => upload(f))} />
 * {uploads.map((u) => (
 *   <progress key={u.key} value={u.loaded} max={u.size} />
 * ))}
 * ```
 */
export function useUpload(defaults: UseUploadOptions = {}) {
  const client = useStorefrontClient()
  const queryClient = useQueryClient()
  const [uploads, setUploads] = useState<UploadItem[]>([])
  const running = useRef(new Map<string, Running>())
  const count = useRef(0)

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setUploads((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)))
  }, [])

  /** Runs (or continues) the upload of `key` until it ends one way or another. */
  const run = useCallback(
    async (key: string, job: Running): Promise<FileDescriptor | undefined> => {
      const { body, options, controller } = job
      const { resumableFrom = 10 * 1024 * 1024, chunkSize, retryDelays, ...fields } = options
      const size = body instanceof Blob ? body.size : body.byteLength
      const common = {
        ...fields,
        signal: controller.signal,
        onProgress: ({ loaded }: { loaded: number }) => patch(key, { loaded }),
      }
      try {
        const file =
          size >= resumableFrom
            ? await uploadFileResumable(client, body, {
                ...common,
                ...(chunkSize && { chunkSize }),
                ...(retryDelays && { retryDelays }),
                ...(job.saved && { resume: job.saved }),
                onUploadCreated: (upload) => {
                  job.saved = upload
                },
              })
            : await uploadFile(client, body, common)
        running.current.delete(key)
        patch(key, { status: 'done', loaded: size, file })
        await queryClient.invalidateQueries({ queryKey: mediaKeys.all })
        return file
      } catch (error) {
        const reason: unknown = controller.signal.aborted ? controller.signal.reason : undefined
        // A paused upload, and a failed one the server holds part of, can go on later.
        const keep = reason === PAUSED || (reason !== CANCELED && job.saved !== undefined)
        if (keep) job.controller = new AbortController()
        else running.current.delete(key)
        if (reason === PAUSED || reason === CANCELED) patch(key, { status: reason })
        else patch(key, { status: 'failed', error })
        return undefined
      }
    },
    [client, queryClient, patch],
  )

  const upload = useCallback(
    (body: UploadBody, options: UseUploadOptions = {}) => {
      const key = `upload-${++count.current}`
      const merged = { ...defaults, ...options }
      const size = body instanceof Blob ? body.size : body.byteLength
      const name = merged.fileName ?? (body instanceof File ? body.name : key)
      const job: Running = { body, options: merged, controller: new AbortController() }
      running.current.set(key, job)
      const resumable = size >= (merged.resumableFrom ?? 10 * 1024 * 1024)
      const item: UploadItem = { key, name, size, loaded: 0, status: 'uploading', resumable }
      setUploads((items) => [...items, item])
      return run(key, job)
    },
    [defaults, run],
  )

  /** Stops a resumable upload where it is; `resume(key)` continues it. */
  const pause = useCallback((key: string) => running.current.get(key)?.controller.abort(PAUSED), [])
  /** Stops an upload for good. */
  const cancel = useCallback(
    (key: string) => running.current.get(key)?.controller.abort(CANCELED),
    [],
  )
  /** Continues a paused or failed resumable upload from the bytes the server has. */
  const resume = useCallback(
    async (key: string) => {
      const job = running.current.get(key)
      if (!job) return undefined
      if (job.controller.signal.aborted) job.controller = new AbortController()
      patch(key, { status: 'uploading', error: undefined })
      return run(key, job)
    },
    [patch, run],
  )
  /** Drops the rows of uploads that ended (done, failed, canceled); paused ones stay. */
  const clear = useCallback(
    () =>
      setUploads((items) =>
        items.filter((item) => {
          const open = item.status === 'uploading' || item.status === 'paused'
          if (!open) running.current.delete(item.key)
          return open
        }),
      ),
    [],
  )

  return useMemo(
    () => ({ uploads, upload, pause, cancel, resume, clear }),
    [uploads, upload, pause, cancel, resume, clear],
  )
}
