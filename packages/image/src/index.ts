/**
 * `@storefront-kit/image`: links to the platform's images, resized, cut and tuned on the fly
 * (fill, fit, crop, background, srcset), parsing of `wix:image://` and other media strings, and
 * a parser of the links themselves. No dependencies; import only what you use.
 * @module
 */

export { type BackgroundImageOptions, backgroundImageUrl } from './background'
export type { Alignment, CropRect, FocalPoint, PositionOptions } from './build'
export { createImageBuilder, type ImageBuilder } from './builder'
export {
  BACKGROUND_MAX_WIDTH,
  MAX_DEVICE_PIXEL_RATIO,
  MAX_QUALITY,
  MIN_QUALITY,
  MOBILE_BACKGROUND_MAX_WIDTH,
  MOBILE_MAX_VIEWPORT_WIDTH,
  PIXEL_CAP,
  PLATFORM_MEDIA_HOST,
} from './constants'
export { type CropOptions, cropImageUrl } from './crop'
export { ImageArgumentError } from './errors'
export { type FillOptions, fillImageUrl } from './fill'
export { type FitOptions, fitImageUrl } from './fit'
export type { ImageFields, ImageInput, ImageObject } from './image-source'
export {
  type AudioMedia,
  type DocumentMedia,
  type ImageMedia,
  type Media,
  parseMedia,
  type VideoMedia,
  type VideoResolution,
} from './media-string'
export type { ImageFilters, ImageUrlOptions, UnsharpMask } from './options'
export { type ParsedImageUrl, parseImageUrl } from './parse-url'
export type { Size, UpscaleMethod } from './plan'
export {
  DEFAULT_WIDTHS,
  imageSizes,
  imageSrcSet,
  type Layout,
  type ResponsiveImage,
  type ResponsiveImageOptions,
  responsiveImage,
} from './responsive'
