import {
  type ImageObject,
  type ResponsiveImage,
  type ResponsiveImageOptions,
  responsiveImage,
} from '@storefront-kit/image'

/**
 * `<img>` attributes with a `srcset` from the image service (resized on the media host), or
 * undefined when there is no picture. Pictures go in as the APIs return them: the catalog's
 * `{ url, width, height }`, the cart's and orders' `{ id, url, width, height }`.
 */
export function pictureAttributes(
  picture: ImageObject | undefined,
  mediaBaseUrl: string | undefined,
  options: ResponsiveImageOptions,
): ResponsiveImage | undefined {
  if (!(picture?.id || picture?.url)) return undefined
  return responsiveImage(picture, { ...options, ...(mediaBaseUrl && { baseUrl: mediaBaseUrl }) })
}
