/** The platform's static media host, where originals and transformed images are served. */
export const PLATFORM_MEDIA_HOST = 'https://static.wixstatic.com'

/**
 * Most pixels the box of a transformed image may have before rounding (5000 × 5000 in area; a
 * side may be longer, and rounding may add a few pixels, as on the platform).
 */
export const PIXEL_CAP = 25_000_000

/** Device pixel ratios above this are treated as this: sharper images cost bytes nobody sees. */
export const MAX_DEVICE_PIXEL_RATIO = 2

/** An explicit quality is used only within this range; otherwise the output size decides. */
export const MIN_QUALITY = 5
export const MAX_QUALITY = 90

/** Widest background image on desktop, and on mobile (viewport at most 767 px wide). */
export const BACKGROUND_MAX_WIDTH = 1920
export const MOBILE_BACKGROUND_MAX_WIDTH = 1000
export const MOBILE_MAX_VIEWPORT_WIDTH = 767

/** Default quality by output area: above 1400², above 600², else (PNG adds 5 on top). */
export const defaultQuality = (area: number): number =>
  area > 1_960_000 ? 90 : area > 360_000 ? 85 : 80

/** Largest auto/classic enlargement by the source's area: big sources are not blown up. */
export const upscaleLimit = (area: number): number =>
  area > 360_000 ? 1 : area > 160_000 ? 1.2 : 1.4

/** Factors the super-resolution models produce; other factors need sharpening afterwards. */
export const SUPER_UPSCALE_MODELS: readonly number[] = [1.5, 2, 4]
export const SUPER_MAX_UPSCALE = 4

/** Extensions that take a `q_` quality. */
export const WITH_QUALITY = /^(png|jpe?g|jpe|webp|avif)$/

/** Extensions the image service transforms (GIF only on request, see the animation options). */
export const isTransformable = (extension: string): boolean =>
  WITH_QUALITY.test(extension) || /^wix_(ico_)?mp$/.test(extension)
