/**
 * Site media library wire shapes (wire/media-files.md, wire/media-folders.md): file descriptors,
 * folders, their enums and limits. The requests and answers of each call are in
 * `media-requests.ts`; both are exported from here.
 * @module
 */

import type { Image, Timestamp } from './common'
import type { ApplicationError } from './errors'

export * from './media-requests'

/** Kinds of media a file holds (`UNKNOWN` until processed). */
export const MEDIA_TYPES = [
  'UNKNOWN',
  'IMAGE',
  'VIDEO',
  'AUDIO',
  'DOCUMENT',
  'VECTOR',
  'ARCHIVE',
  'MODEL3D',
  'OTHER',
] as const

/** One of {@link MEDIA_TYPES}; open, so a kind the platform adds later still reads. */
export type MediaType = (typeof MEDIA_TYPES)[number] | (string & {})

/** Processing of an upload or import: PENDING until READY or FAILED. */
export const OPERATION_STATUSES = ['FAILED', 'READY', 'PENDING'] as const

/** One of {@link OPERATION_STATUSES}. */
export type OperationStatus = (typeof OPERATION_STATUSES)[number] | (string & {})

/** `DELETED` means in the trash bin (permanently deleted files are gone). */
export const MEDIA_STATES = ['OK', 'DELETED'] as const

/** One of {@link MEDIA_STATES}. */
export type MediaState = (typeof MEDIA_STATES)[number] | (string & {})

/** The three roots a search covers. */
export const ROOT_FOLDERS = ['MEDIA_ROOT', 'TRASH_ROOT', 'VISITOR_UPLOADS_ROOT'] as const

/** One of {@link ROOT_FOLDERS}. */
export type RootFolder = (typeof ROOT_FOLDERS)[number]

/** The folder ids of the roots: `parentFolderId` of a top-level file or folder is `media-root`. */
export const ROOT_FOLDER_IDS = {
  MEDIA_ROOT: 'media-root',
  TRASH_ROOT: 'trash-root',
  VISITOR_UPLOADS_ROOT: 'visitor-uploads-root',
} as const satisfies Record<RootFolder, string>

/** How a download link asks the browser to treat the file. */
export const CONTENT_DISPOSITIONS = ['ATTACHMENT', 'INLINE'] as const

/** One of {@link CONTENT_DISPOSITIONS}. */
export type ContentDisposition = (typeof CONTENT_DISPOSITIONS)[number]

/** Video streaming formats (`UNKNOWN` lets the server choose). */
export const STREAM_FORMATS = ['UNKNOWN', 'HLS', 'DASH'] as const

/** One of {@link STREAM_FORMATS}. */
export type StreamFormat = (typeof STREAM_FORMATS)[number]

/** Resumable upload protocols: tus 1.0 only. */
export const UPLOAD_PROTOCOLS = ['TUS'] as const

/** One of {@link UPLOAD_PROTOCOLS}. */
export type UploadProtocol = (typeof UPLOAD_PROTOCOLS)[number]

/** Sort fields of file and folder lists (default `updatedDate` descending). */
export const MEDIA_SORT_FIELDS = ['displayName', 'updatedDate'] as const

/** Validation rule names of the upload calls (`ruleName` of an `OTHER` violation). */
export const MEDIA_UPLOAD_RULES = [
  'MISMATCH_MIME_TYPE',
  'ZERO_FILE_SIZE',
  'UNSUPPORTED_FILE_FORMAT',
  'FILE_SIZE_OVER_LIMIT',
  'SITE_QUOTA_EXCEEDED',
] as const

/** One of {@link MEDIA_UPLOAD_RULES}. */
export type MediaUploadRule = (typeof MEDIA_UPLOAD_RULES)[number]

/** Length and count limits of the media calls (wire/media-files.md, media-folders.md). */
export const MEDIA_LIMITS = {
  mimeType: 100,
  fileName: 1000,
  folderId: 100,
  fileId: 1000,
  label: 200,
  uploadLabels: 50,
  labels: 500,
  descriptorLabels: 100,
  filePath: 100,
  displayName: 255,
  folderName: 1000,
  importDisplayName: 1000,
  origin: 1000,
  externalId: 4000,
  externalIds: 30,
  search: 200,
  mediaTypes: 30,
  pageLimit: 100,
  getFiles: 100,
  bulkFiles: 1000,
  bulkFolders: 100,
  bulkImport: 100,
  downloadFileName: 100,
  assetKey: 100,
  assetKeys: 100,
  minStreamMinutes: 60,
  maxStreamMinutes: 1440,
} as const

/** An RGB color, each channel 0 to 255. */
export interface ColorRGB {
  r?: number
  g?: number
  b?: number
}

/** A color as hex (`#a1b2c3`) and RGB. */
export interface Color {
  hex?: string
  rgb?: ColorRGB
}

/** The prominent color and palette of an image (the palette is always present). */
export interface Colors {
  prominent?: Color
  palette: Color[]
}

/** A detected face: its box in pixels and the detector's confidence. */
export interface FaceRecognition {
  confidence: number
  x: number
  y: number
  height: number
  width: number
}

/** An image or vector file's media: the image itself (width and height are read-only). */
export interface ImageMedia {
  image?: Image
  colors?: Colors
  /** Always present (possibly empty). */
  faces: FaceRecognition[]
  previewImage?: Image
  /** Read-only, at most 300 characters. */
  caption?: string
  urlExpirationDate?: Timestamp
}

/** One rendition of a video. */
export interface VideoResolution {
  url?: string
  height?: number
  width?: number
  format?: string
  poster?: Image
}

/** A video file's media (`VideoV2` on the wire). */
export interface VideoMedia {
  id?: string
  /** Read-only. */
  resolutions?: VideoResolution[]
  /** Read-only. */
  filename?: string
  posters?: Image[]
  urlExpirationDate?: Timestamp
}

/** One asset of an audio file. */
export interface AudioAsset {
  id?: string
  url?: string
  /** Read-only. */
  filename?: string
}

/** An audio file's media (`AudioV2` on the wire). */
export interface AudioMedia {
  id: string
  assets: AudioAsset[]
  bitrate?: number
  format?: string
  /** Seconds. */
  duration?: number
  sizeInBytes?: string
  urlExpirationDate?: Timestamp
}

/** A document file's media. */
export interface DocumentMedia {
  id?: string
  url?: string
  filename?: string
  urlExpirationDate?: Timestamp
}

/** An archive file's media. */
export interface ArchiveMedia {
  id: string
  url: string
  urlExpirationDate?: Timestamp
  sizeInBytes?: string
  filename?: string
}

/** A 3D model file's media. */
export interface Model3dMedia {
  id: string
  url: string
  thumbnail?: Image
  altText?: string
  urlExpirationDate?: Timestamp
  filename?: string
  sizeInBytes?: string
}

/** The media of a file: exactly one member, matching `mediaType`. */
export interface FileMedia {
  image?: ImageMedia
  video?: VideoMedia
  audio?: AudioMedia
  document?: DocumentMedia
  vector?: ImageMedia
  archive?: ArchiveMedia
  model3d?: Model3dMedia
}

/** Correlates an upload or import with its events: echoed in file_ready / file_failed. */
export interface ExternalInfo {
  origin?: string
  externalIds?: string[]
}

/** A file of the site's media library, as answers carry it. */
export interface FileDescriptor {
  /** `<owner>_<32 hex>~mv2.<ext>` for images; a media string is accepted wherever an id is. */
  id: string
  /** At most 255 characters. */
  displayName: string
  /** Public URL (`https://static.wixstatic.com/media/<id>`); not readable for private files. */
  url: string
  /** `media-root` for top-level files. */
  parentFolderId?: string
  hash: string
  /** Decimal string. */
  sizeInBytes?: string
  /** Chosen at upload or import only. */
  private: boolean
  mediaType: MediaType
  /** Missing while `operationStatus` is PENDING. */
  media?: FileMedia
  operationStatus: OperationStatus
  sourceUrl?: string
  thumbnailUrl?: string
  labels: string[]
  createdDate?: Timestamp
  updatedDate?: Timestamp
  siteId: string
  state: MediaState
  /** Internal-only field some answers carry. */
  mimeType?: string
}

/** A media folder. */
export interface Folder {
  id: string
  displayName: string
  /** `media-root` for top-level folders. */
  parentFolderId: string
  createdDate?: Timestamp
  updatedDate?: Timestamp
  state: MediaState
  siteId: string
}

/** Event types of the media library (files only; folders declare none). */
export type MediaEventType =
  | 'wix.media.site_media.v1.file_descriptor_file_ready'
  | 'wix.media.site_media.v1.file_descriptor_file_failed'
  | 'wix.media.site_media.v1.file_descriptor_updated'
  | 'wix.media.site_media.v1.file_descriptor_deleted'

/** Data of `…file_descriptor_file_ready`. */
export interface FileReady {
  file: FileDescriptor
  externalInfo?: ExternalInfo
  triggeredByUndelete?: boolean
}

/** Data of `…file_descriptor_file_failed`: `error.description` says why. */
export interface FileFailed {
  externalInfo?: ExternalInfo
  error?: ApplicationError
}
