/** The platform's static media host, where originals and transformed images are served. */
export const PLATFORM_MEDIA_HOST = 'https://static.wixstatic.com'

/** Most pixels one transformed image may have (5000 × 5000). */
export const PIXEL_CAP = 25_000_000

/** Device pixel ratios above this are treated as this: sharper images cost bytes nobody sees. */
export const MAX_DEVICE_PIXEL_RATIO = 2

/** An explicit quality is used only within this range; otherwise the size tier decides. */
export const MIN_QUALITY = 5
export const MAX_QUALITY = 90

/** Widest background image on desktop, and on mobile (viewport at most 767 px wide). */
export const BACKGROUND_MAX_WIDTH = 1920
export const MOBILE_BACKGROUND_MAX_WIDTH = 1000
export const MOBILE_MAX_VIEWPORT_WIDTH = 767

/** Index into the tier tables: 0 HIGH, 1 MEDIUM, 2 LOW, 3 TINY. */
export type Tier = 0 | 1 | 2 | 3

/** Size tier of a pixel area: HIGH above 1400², MEDIUM above 600², LOW above 400², else TINY. */
export const tierOf = (area: number): Tier =>
  area > 1_960_000 ? 0 : area > 360_000 ? 1 : area > 160_000 ? 2 : 3

/** Default quality by the output's tier (PNG adds 5 on top). */
export const TIER_QUALITY = [90, 85, 80, 80] as const

/** Largest auto/classic enlargement by the source's tier: big sources are not blown up. */
export const TIER_MAX_UPSCALE = [1, 1, 1.2, 1.4] as const

/** Factors the super-resolution models produce; other factors need sharpening afterwards. */
export const SUPER_UPSCALE_MODELS: readonly number[] = [1.5, 2, 4]
export const SUPER_MAX_UPSCALE = 4

/** Extensions that take a `q_` quality. */
export const WITH_QUALITY = /^(png|jpe?g|jpe|webp|avif)$/

/** Extensions the image service transforms (GIF only on request, see the animation options). */
export const isTransformable = (extension: string): boolean =>
  WITH_QUALITY.test(extension) || /^wix_(ico_)?mp$/.test(extension)
