/**
 * Media shapes of the store catalog: the catalog's own media items (lowercase `mediaType`) and the
 * store variants' platform media. Re-exported by `catalog.ts`.
 * @module
 */
import type { Image } from './common'

/** Kinds of catalog media items (lowercase on the wire). */
export type MediaItemType =
  | 'unspecified_media_item_type'
  | 'image'
  | 'video'
  | 'audio'
  | 'document'
  | 'zip'

/** A media file's URL and size (`thumbnail`, image, video file). */
export interface MediaItemUrlAndSize {
  url: string
  width: number
  height: number
  format?: string
  altText?: string
}

/** A video item's files. */
export interface MediaItemVideo {
  files: MediaItemUrlAndSize[]
  stillFrameMediaId: string
}

/** One picture or video of a product, choice or collection (`image` or `video`). */
export interface CatalogMediaItem {
  image?: MediaItemUrlAndSize
  video?: MediaItemVideo
  thumbnail?: MediaItemUrlAndSize
  mediaType?: MediaItemType
  title?: string
  /** Media id, e.g. `1a2b3c_…~mv2.jpg`. */
  id?: string
}

/** The main item: the vendor types all of these as always present. */
export type CatalogMainMedia = CatalogMediaItem &
  Required<Pick<CatalogMediaItem, 'image' | 'video' | 'mediaType' | 'title' | 'id'>>

/** Media of a product, choice or collection: the main item first, then every item. */
export interface CatalogMedia {
  mainMedia: CatalogMainMedia
  items: CatalogMediaItem[]
}

/** A video with its resolutions. */
export interface CatalogVideo {
  id?: string
  resolutions?: CatalogVideoResolution[]
  filename?: string
}

/** One resolution of a video. */
export interface CatalogVideoResolution {
  url?: string
  height?: number
  width?: number
  format?: string
}

/** Media of a store variant: an image or a video. */
export interface PlatformMedia {
  image?: Image
  video?: CatalogVideo
}
