import type { FileDescriptor, FileMedia, MediaType } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { MediaContext } from './context'
import type { FileFormat } from './formats'

/**
 * Stored descriptors hold their links as `emulator:/media/<id>`: the public URL is known only once
 * the emulator listens (seeds run before), and a restart on another port must not leave links
 * to the old one. {@link present} writes the current base in when answering.
 */
const LOCAL = 'emulator:'

/**
 * Where a file is served: images the image host can transform under `/media/<id>` (the path the
 * image builder makes), every other file under `/ugd/<id>` as the platform serves documents.
 */
export function fileUrl(id: string, format: { raster?: boolean } | undefined): string {
  return `${LOCAL}${format?.raster ? '/media' : '/ugd'}/${id}`
}

/**
 * A stored descriptor (or anything holding some: a page, an event) with its links on this
 * emulator's public URL.
 *
 * @example
 * ```ts
 * present(ctx, { file }) // { file: { url: 'http://127.0.0.1:4010/media/…', … } }
 * ```
 */
export function present<T>(ctx: EmulatorContext, value: T): T {
  const text = JSON.stringify(value)
  if (!text?.includes(`"${LOCAL}/`)) return value
  return JSON.parse(text.replaceAll(`"${LOCAL}/`, `"${ctx.publicUrl()}/`)) as T
}

/** A new descriptor, PENDING until processed (`media` is absent until then). */
export function pendingDescriptor(
  ctx: MediaContext,
  fields: {
    id: string
    displayName: string
    parentFolderId: string
    private: boolean
    labels: string[]
    mimeType: string
    format: FileFormat
    size: number
    sha1: string
    sourceUrl?: string
  },
): FileDescriptor {
  const now = ctx.clock.iso()
  return {
    id: fields.id,
    displayName: fields.displayName,
    url: fileUrl(fields.id, fields.format),
    parentFolderId: fields.parentFolderId,
    hash: fields.sha1,
    sizeInBytes: String(fields.size),
    private: fields.private,
    mediaType: fields.format.mediaType,
    operationStatus: 'PENDING',
    ...(fields.sourceUrl && { sourceUrl: fields.sourceUrl }),
    labels: fields.labels,
    createdDate: now,
    updatedDate: now,
    siteId: ctx.site.siteId,
    state: 'OK',
    mimeType: fields.format.mimeType,
  }
}

/** The `media` member for a processed file of `mediaType`. */
export function mediaOf(
  mediaType: MediaType,
  file: FileDescriptor,
  details: { width?: number; height?: number; duration?: number },
): FileMedia {
  const { id, url, displayName: filename, sizeInBytes } = file
  const image = {
    id,
    url,
    ...(details.width !== undefined && { width: details.width, height: details.height }),
    filename,
  }
  switch (mediaType) {
    case 'IMAGE':
      return { image: { image, colors: { palette: [] }, faces: [] } }
    case 'VECTOR':
      return { vector: { image, colors: { palette: [] }, faces: [] } }
    case 'VIDEO':
      return {
        video: {
          id,
          filename,
          resolutions: [
            {
              url,
              format: file.mimeType === 'video/webm' ? 'webm' : 'mp4',
              ...(details.width !== undefined && { width: details.width, height: details.height }),
            },
          ],
        },
      }
    case 'AUDIO':
      return {
        audio: {
          id,
          assets: [{ id, url, filename }],
          format: file.mimeType?.split('/')[1],
          ...(details.duration !== undefined && { duration: details.duration }),
          ...(sizeInBytes && { sizeInBytes }),
        },
      }
    case 'ARCHIVE':
      return { archive: { id, url, filename, ...(sizeInBytes && { sizeInBytes }) } }
    case 'MODEL3D':
      return { model3d: { id, url, filename, ...(sizeInBytes && { sizeInBytes }) } }
    default:
      return { document: { id, url, filename } }
  }
}
