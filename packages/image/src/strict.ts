import { fail } from './errors'
import type { Size } from './plan'

const bad = (value: number) => !(value > 0 && value < Number.POSITIVE_INFINITY)

/**
 * The `strict` option: refuses a target size that is not a finite number above 0, and a link
 * whose side is not a whole number of at least one pixel (`w_0`, `w_NaN`, `w_-400`), naming
 * the option to blame: the size, else a negative device pixel ratio, else the side that came
 * out under half a pixel.
 */
export function checkSides(plan: Size, target: Size, dpr: number): void {
  const { width, height } = target
  const blamed = bad(width)
    ? 'width'
    : bad(height)
      ? 'height'
      : plan.width >= 1 && plan.height >= 1
        ? undefined
        : dpr < 0
          ? 'devicePixelRatio'
          : plan.width >= 1
            ? 'height'
            : 'width'
  if (blamed)
    fail(
      `options.${blamed}`,
      `a size that gives the link at least one pixel (not w_${plan.width},h_${plan.height})`,
      blamed === 'devicePixelRatio' ? dpr : target[blamed],
    )
}
