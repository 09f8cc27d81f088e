/**
 * The ranges of the platform image service's transform parameters (`/v1/fill/w_…,q_…,usm_…`,
 * wire/images.md §4): what the image builder (`@storefront-kit/image`) writes into links and what
 * the emulator's image host reads from them, so the two cannot drift apart. Values only, no
 * imports: the image builder bundles this module into its own build and stays dependency-free.
 * @module
 */

/** A closed range of a parameter's values. */
export type ValueRange = readonly [min: number, max: number]

/**
 * `q_`: an explicit quality is used only within this range; otherwise the output size decides
 * ({@link defaultQuality}).
 */
export const QUALITY_RANGE = [5, 90] as const satisfies ValueRange

/** The builder writes a PNG's quality this much higher (`q_85` for 80), and so reads it back. */
export const PNG_QUALITY_BONUS = 5

/**
 * Default quality by the output's area in pixels: above 1400², above 600², else.
 *
 * @example
 * ```ts
 * defaultQuality(400 * 300) // 80
 * ```
 */
export const defaultQuality = (area: number): number =>
  area > 1_960_000 ? 90 : area > 360_000 ? 85 : 80

/**
 * Most pixels the box of a transformed image may have before rounding (5000 × 5000 in area; a
 * side may be longer, and rounding may add a few pixels).
 */
export const PIXEL_CAP = 25_000_000

/**
 * Largest classic (`lg_1`) enlargement by the source's area in pixels: big sources are not blown
 * up.
 *
 * @example
 * ```ts
 * upscaleLimit(300 * 300) // 1.4
 * ```
 */
export const upscaleLimit = (area: number): number =>
  area > 360_000 ? 1 : area > 160_000 ? 1.2 : 1.4

/** Largest super-resolution (`lg_2`) enlargement. */
export const SUPER_MAX_UPSCALE = 4

/**
 * `usm_<radius>_<amount>_<threshold>`: the ranges of radius, amount and threshold, in that order.
 * A mask with any value out of its range is left out.
 */
export const UNSHARP_MASK_RANGES = [
  [0.1, 500],
  [0, 10],
  [0, 255],
] as const satisfies readonly [ValueRange, ValueRange, ValueRange]

/**
 * Colour and blur filters by their link code, in the order links write them: the field each
 * sets, and its range. A value out of range, or 0, is left out.
 */
export const IMAGE_FILTERS = {
  con: ['contrast', -100, 100],
  br: ['brightness', -100, 100],
  sat: ['saturation', -100, 100],
  hue: ['hue', -180, 180],
  blur: ['blur', 0, 100],
} as const satisfies Record<string, readonly [name: string, ...ValueRange]>

/** The link code of a filter (`con`, `br`, `sat`, `hue`, `blur`). */
export type ImageFilterCode = keyof typeof IMAGE_FILTERS

/** The field a filter sets (`contrast`, `brightness`, `saturation`, `hue`, `blur`). */
export type ImageFilterName = (typeof IMAGE_FILTERS)[ImageFilterCode][0]

/**
 * Whether `value` is a number within `range`.
 *
 * @example
 * ```ts
 * within(95, QUALITY_RANGE) // false
 * ```
 */
export const within = (value: unknown, [min, max]: ValueRange): value is number =>
  typeof value === 'number' && value >= min && value <= max
