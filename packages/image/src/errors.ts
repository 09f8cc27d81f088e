/**
 * Thrown for input no valid link can be built from: a zero or negative size, NaN, a crop outside
 * the image, a malformed media string. `argument` names the culprit (`options.width`,
 * `image.height`, `options.crop`), so a bad link is caught where it is made, not as a broken
 * picture later.
 *
 * @example
 * ```ts
 * try { fillImageUrl(image, { width: 0, height: 100 }) }
 * catch (error) { if (error instanceof ImageArgumentError) console.warn(error.argument) }
 * ```
 */
export class ImageArgumentError extends TypeError {
  override name = 'ImageArgumentError'
  /** Path of the offending argument, such as `options.width`. */
  declare readonly argument: string

  constructor(argument: string, message: string) {
    super(message)
    this.argument = argument
  }
}

/** Throws `<argument> must be <expected>, got <value>`; typed `never` for use in expressions. */
export function fail(argument: string, expected: string, value: unknown): never {
  const shown = typeof value === 'string' ? JSON.stringify(value) : value
  throw new ImageArgumentError(argument, `${argument} must be ${expected}, got ${shown}`)
}

/** The value when it is a number (any: the platform's rules say what NaN or 0 gives). */
export const number = (value: unknown, argument: string): number =>
  typeof value === 'number' ? value : fail(argument, 'a number', value)

/** The value when it is a finite number above 0. */
export const positive = (value: unknown, argument: string): number =>
  Number.isFinite(value) && (value as number) > 0
    ? (value as number)
    : fail(argument, 'a finite number above 0', value)

/** The value when it is a finite number (NaN and infinities are refused). */
export const finite = (value: unknown, argument: string): number =>
  Number.isFinite(value) ? (value as number) : fail(argument, 'a finite number', value)

/** The value when it is undefined or one of `allowed`. */
export const oneOf = <T extends string>(
  value: unknown,
  allowed: readonly T[],
  argument: string,
): T | undefined =>
  value === undefined || allowed.includes(value as T)
    ? (value as T | undefined)
    : fail(argument, `one of ${allowed.join(', ')}`, value)

/** The value when it is a non-null object. */
export const object = <T>(value: T, argument: string, expected = 'an object'): NonNullable<T> =>
  typeof value === 'object' && value ? value : fail(argument, expected, value)
