import { QUALITY_RANGE, PIXEL_CAP as SERVICE_PIXEL_CAP } from '@storefront-kit/wire/image-transform'

/** The platform's static media host, where originals and transformed images are served. */
export const PLATFORM_MEDIA_HOST = 'https://static.wixstatic.com'

/**
 * Most pixels the box of a transformed image may have before rounding (5000 × 5000 in area; a
 * side may be longer, and rounding may add a few pixels, as on the platform).
 */
export const PIXEL_CAP = SERVICE_PIXEL_CAP

/** Device pixel ratios above this are treated as this: sharper images cost bytes nobody sees. */
export const MAX_DEVICE_PIXEL_RATIO = 2

/** An explicit quality is used only within this range; otherwise the output size decides. */
export const MIN_QUALITY = QUALITY_RANGE[0]
export const MAX_QUALITY = QUALITY_RANGE[1]

/** Widest background image on desktop, and on mobile (viewport at most 767 px wide). */
export const BACKGROUND_MAX_WIDTH = 1920
export const MOBILE_BACKGROUND_MAX_WIDTH = 1000
export const MOBILE_MAX_VIEWPORT_WIDTH = 767

/** Factors the super-resolution models produce; other factors need sharpening afterwards. */
export const SUPER_UPSCALE_MODELS: readonly number[] = [1.5, 2, 4]

/** Extensions that take a `q_` quality. */
export const WITH_QUALITY = /^(png|jpe?g|jpe|webp|avif)$/

/** Extensions the image service transforms (GIF only on request, see the animation options). */
export const isTransformable = (extension: string): boolean =>
  WITH_QUALITY.test(extension) || /^wix_(ico_)?mp$/.test(extension)
