import type { FileDescriptor, FileMedia, MediaType } from '@storefront-kit/wire'
import type { MediaContext } from './context'
import type { FileFormat } from './formats'

/**
 * Where a file is served: images the image host can transform under `/media/<id>` (the path the
 * image builder makes), every other file under `/ugd/<id>` as the platform serves documents.
 */
export function fileUrl(ctx: MediaContext, id: string, format: FileFormat | undefined): string {
  return format?.raster ? ctx.images.mediaUrl(id) : `${ctx.publicUrl()}/ugd/${id}`
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
    url: fileUrl(ctx, fields.id, fields.format),
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
