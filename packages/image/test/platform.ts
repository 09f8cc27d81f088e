// The platform builder's call shapes (`fill(id, srcW, srcH, W, H, opts)`, `crop(id, srcW, srcH,
// x, y, cw, ch, W, H, opts)`, here `fillUrl`, `fitUrl`, `cropUrl`), written with this package's builders, so that examples stated in
// the platform's terms read as they are stated.
import { expect, it } from 'vitest'
import { cropImageUrl, fillImageUrl, fitImageUrl, type ImageUrlOptions } from '../src/index'

/** The platform's options: same names as ours, but values the types refuse are allowed. */
export type PlatformOptions = Record<string, unknown>

const options = (opts: PlatformOptions) => opts as ImageUrlOptions & Record<string, never>

export const fillUrl = (id: string, sw: number, sh: number, w: number, h: number, opts = {}) =>
  fillImageUrl({ id, width: sw, height: sh }, { ...options(opts), width: w, height: h })

export const fitUrl = (id: string, sw: number, sh: number, w: number, h: number, opts = {}) =>
  fitImageUrl({ id, width: sw, height: sh }, { ...options(opts), width: w, height: h })

export const cropUrl = (
  id: string,
  sw: number,
  sh: number,
  x: number,
  y: number,
  cw: number,
  ch: number,
  w: number,
  h: number,
  opts: PlatformOptions = {},
) =>
  cropImageUrl(
    { id, width: sw, height: sh },
    { ...options(opts), crop: { x, y, width: cw, height: ch }, width: w, height: h },
  )

/** The ids of the examples: `jpg` is `c5f4b2_abc~mv2.jpg`, and so on. */
export const jpg = 'c5f4b2_abc~mv2.jpg'
export const png = 'c5f4b2_abc~mv2.png'
export const webp = 'c5f4b2_abc~mv2.webp'
export const avif = 'c5f4b2_abc~mv2.avif'
export const gif = 'c5f4b2_abc~mv2.gif'

/** `…/` of the examples. */
export const P = 'https://static.wixstatic.com/media/'

/** The default sharpening. */
export const USM = 'usm_0.66_1.00_0.01'

/** `…/<id>/v1/<transform>/<file>`: the common shape of the examples' URLs. */
export const at = (id: string, transform: string, file = id) => `${P}${id}/v1/${transform}/${file}`

/** One test per example: a label, the call, and the URL the platform gives for it. */
export type Example = [string, () => string, string]
export const check = (examples: Example[]) =>
  it.each(examples)('%s', (_call, make, expected) => {
    expect(make()).toBe(expected)
  })
