import {
  type ResponsiveImage,
  type ResponsiveImageOptions,
  responsiveImage,
} from '@storefront-kit/image'

/** A picture as the catalog, cart and orders carry it. */
export interface PictureSource {
  id?: string
  url?: string
  width?: number
  height?: number
}

/** The media id of a picture: its own, else the last path part of its `/media/<id>` link. */
function mediaId(picture: PictureSource): string | undefined {
  if (picture.id) return picture.id
  const match = picture.url && /\/media\/([^/?#]+)/.exec(picture.url)
  return match?.[1] ?? picture.url
}

/**
 * `<img>` attributes with a `srcset` from the image service (resized on the media host), or
 * undefined when there is no picture. A picture the builder cannot transform keeps its own link.
 */
export function pictureAttributes(
  picture: PictureSource | undefined,
  mediaBaseUrl: string | undefined,
  options: ResponsiveImageOptions,
): ResponsiveImage | undefined {
  const id = picture && mediaId(picture)
  if (!picture || !id) return undefined
  try {
    return responsiveImage(
      { id, width: picture.width ?? 0, height: picture.height ?? 0 },
      { ...options, ...(mediaBaseUrl && { baseUrl: mediaBaseUrl }) },
    )
  } catch {
    // A picture with odd data (one side missing) still shows, just without resizing.
    return picture.url
      ? {
          src: picture.url,
          srcSet: '',
          sizes: '',
          width: options.width ?? 1,
          height: options.width ?? 1,
        }
      : undefined
  }
}
