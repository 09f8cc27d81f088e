// Property tests of the builders: for random valid input, every link parses back to what was asked for, stays
// within the pixel cap up to rounding, and carries a quality within 5..90 (plus PNG's 5), written as given.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cropImageUrl, fillImageUrl, fitImageUrl, PIXEL_CAP, parseImageUrl } from '../src/index'

const EXTENSIONS = ['jpg', 'jpeg', 'jpe', 'png', 'webp', 'avif', 'wix_mp', 'wix_ico_mp'] as const
const QUALITY_EXTENSIONS: readonly string[] = ['jpg', 'jpeg', 'jpe', 'png', 'webp', 'avif']
const tierQuality = (area: number) => (area > 1_960_000 ? 90 : area > 360_000 ? 85 : 80)

const side = fc.integer({ min: 1, max: 20_000 })
const cssSide = fc.double({ min: 1, max: 6000, noNaN: true })
const id = fc
  .tuple(fc.stringMatching(/^[0-9a-f]{6}_[0-9a-z]{1,12}~mv2$/), fc.constantFrom(...EXTENSIONS))
  .map(([stem, ext]) => `${stem}.${ext}`)
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
const filterValue = fc.oneof(
  fc.integer({ min: -200, max: 200 }),
  fc.double({ min: -200, max: 200, noNaN: true }),
)

const options = fc.record({
  devicePixelRatio: maybe(fc.double({ min: 0.25, max: 4, noNaN: true })),
  quality: maybe(fc.oneof(fc.integer({ min: -10, max: 120 }), fc.double({ noNaN: false }))),
  upscaleMethod: maybe(fc.constantFrom('auto' as const, 'classic' as const, 'super' as const)),
  progressive: maybe(fc.boolean()),
  autoEncode: maybe(fc.boolean()),
  encoding: maybe(fc.constantFrom('AVIF' as const, 'PAVIF' as const)),
  unsharpMask: maybe(
    fc.record({
      radius: fc.double({ min: 0, max: 600, noNaN: true }),
      amount: fc.double({ min: -1, max: 12, noNaN: true }),
      threshold: fc.double({ min: -1, max: 300, noNaN: true }),
    }),
  ),
  filters: maybe(
    fc.record(
      {
        contrast: filterValue,
        brightness: filterValue,
        saturation: filterValue,
        hue: filterValue,
        blur: filterValue,
      },
      { requiredKeys: [] },
    ),
  ),
  name: maybe(fc.string({ unit: 'grapheme', maxLength: 30 })),
})
type Options = typeof options extends fc.Arbitrary<infer T> ? T : never

const FILTERS = [
  ['contrast', -100, 100],
  ['brightness', -100, 100],
  ['saturation', -100, 100],
  ['hue', -180, 180],
  ['blur', 0, 100],
] as const

/** Checks what every transformed link must satisfy, and returns it parsed. */
function checkLink(url: string, ext: string, asked: Options) {
  expect(() => new URL(url)).not.toThrow()
  expect(url).not.toMatch(/\s/)
  const parsed = parseImageUrl(url)
  if (!parsed) throw new Error(`does not parse: ${url}`)
  expect(parsed.extension).toBe(ext)
  // The cap holds before rounding, which adds at most half a pixel to each side.
  const { width: w, height: h } = parsed
  expect(w * h).toBeLessThanOrEqual(PIXEL_CAP + (w + h) / 2 + 0.25)
  // Whole pixels, and 0 for a side under half a pixel, as on the platform.
  expect(Number.isInteger(w) && w >= 0).toBe(true)
  expect(Number.isInteger(h) && h >= 0).toBe(true)

  if (QUALITY_EXTENSIONS.includes(ext)) {
    const q = (parsed.quality ?? Number.NaN) - (ext === 'png' ? 5 : 0)
    expect(q).toBeGreaterThanOrEqual(5)
    expect(q).toBeLessThanOrEqual(90)
    const { quality } = asked
    const valid = typeof quality === 'number' && quality >= 5 && quality <= 90
    // Written as given; PNG's 5 is added in double arithmetic, so compare to that sum.
    const given = ext === 'png' && valid ? quality + 5 - 5 : quality
    expect(q).toBe(valid ? given : tierQuality(parsed.width * parsed.height))
  } else {
    expect(parsed.quality).toBeUndefined()
  }

  for (const [key, min, max] of FILTERS) {
    const value = asked.filters?.[key]
    // Written as given (fractions too), and left out when 0 or out of range.
    const written = value !== undefined && value !== 0 && value >= min && value <= max
    expect(parsed.filters[key]).toBe(written ? value : undefined)
  }

  const usm = asked.unsharpMask
  if (
    usm &&
    usm.radius >= 0.1 &&
    usm.radius <= 500 &&
    usm.amount >= 0 &&
    usm.amount <= 10 &&
    usm.threshold >= 0 &&
    usm.threshold <= 255
  ) {
    expect(parsed.unsharpMask?.radius).toBeCloseTo(usm.radius, 1)
    expect(parsed.unsharpMask?.amount).toBeCloseTo(usm.amount, 1)
    expect(parsed.unsharpMask?.threshold).toBeCloseTo(usm.threshold, 1)
  }
  expect(parsed.progressive).toBe(asked.progressive !== false)
  expect(parsed.encoding).toBe(asked.encoding ?? (asked.autoEncode === false ? undefined : 'auto'))
  expect(decodeURIComponent(parsed.fileName)).not.toMatch(/[/\\?<>|:"*“]/)
  return parsed
}

const dprOf = (asked: Options) => Math.min(asked.devicePixelRatio ?? 1, 2)

describe('properties', () => {
  it('fill: parses back, within the cap, with the asked options; exact size when shrinking', () => {
    fc.assert(
      fc.property(
        id,
        side,
        side,
        cssSide,
        cssSide,
        options,
        maybe(
          fc.record({
            x: fc.double({ min: -50, max: 150, noNaN: true }),
            y: fc.double({ min: -50, max: 150, noNaN: true }),
          }),
        ),
        (imageId, sw, sh, width, height, asked, focalPoint) => {
          const ext = imageId.split('.')[1] ?? ''
          const url = fillImageUrl(
            { id: imageId, width: sw, height: sh },
            { ...asked, width, height, focalPoint },
          )
          const parsed = checkLink(url, ext, asked)
          expect(parsed.fitting).toBe('fill')
          const dpr = dprOf(asked)
          const [ww, wh] = [width * dpr, height * dpr]
          // Never more than asked for; aspect ratio kept to rounding.
          expect(parsed.width).toBeLessThanOrEqual(Math.round(ww))
          expect(parsed.height).toBeLessThanOrEqual(Math.round(wh))
          const scale = parsed.width / ww
          // Each side is off by at most one pixel (rounding, or flooring under the cap).
          if (parsed.width > 1 && parsed.height > 1)
            expect(Math.abs(parsed.height - wh * scale)).toBeLessThanOrEqual(1 + wh / ww + 1e-9)
          if (ww * wh <= PIXEL_CAP && ww <= sw && wh <= sh) {
            expect([parsed.width, parsed.height]).toEqual([Math.round(ww), Math.round(wh)])
          }
          // WebP and AVIF sources are always centred (R2).
          if (focalPoint && !/^(webp|avif)$/.test(ext)) {
            const clamp = (v: number) => Math.max(0, Math.min(100, v))
            expect(
              Math.abs((parsed.focalPoint?.x ?? -9) - clamp(focalPoint.x)),
            ).toBeLessThanOrEqual(0.51)
            expect(
              Math.abs((parsed.focalPoint?.y ?? -9) - clamp(focalPoint.y)),
            ).toBeLessThanOrEqual(0.51)
          } else {
            expect(parsed.alignment).toBe('center')
          }
        },
      ),
      { numRuns: 400 },
    )
  })

  it('fit: keeps the image’s aspect ratio inside the asked box, within the cap', () => {
    fc.assert(
      fc.property(
        id,
        side,
        side,
        cssSide,
        cssSide,
        options,
        (imageId, sw, sh, width, height, asked) => {
          const ext = imageId.split('.')[1] ?? ''
          const parsed = checkLink(
            fitImageUrl({ id: imageId, width: sw, height: sh }, { ...asked, width, height }),
            ext,
            asked,
          )
          const dpr = dprOf(asked)
          expect(parsed.width).toBeLessThanOrEqual(Math.round(width * dpr))
          expect(parsed.height).toBeLessThanOrEqual(Math.round(height * dpr))
          // Each side is off the exact aspect ratio by at most one pixel.
          if (parsed.width > 1 && parsed.height > 1)
            expect(Math.abs(parsed.width * sh - parsed.height * sw)).toBeLessThanOrEqual(sw + sh)
        },
      ),
      { numRuns: 300 },
    )
  })

  it('crop: the rectangle parses back rounded, or is dropped when it is the whole image', () => {
    const input = fc
      .tuple(side, side)
      .chain(([sw, sh]) =>
        fc.tuple(
          fc.constant(sw),
          fc.constant(sh),
          fc.integer({ min: 0, max: sw - 1 }),
          fc.integer({ min: 0, max: sh - 1 }),
        ),
      )
      .chain(([sw, sh, x, y]) =>
        fc.tuple(
          fc.constant([sw, sh, x, y] as const),
          fc.integer({ min: 1, max: sw - x }),
          fc.integer({ min: 1, max: sh - y }),
        ),
      )
    fc.assert(
      fc.property(input, maybe(cssSide), options, ([[sw, sh, x, y], w, h], width, asked) => {
        const url = cropImageUrl(
          { id: 'c5f4b2_abc~mv2.jpg', width: sw, height: sh },
          {
            ...asked,
            crop: { x, y, width: w, height: h },
            width,
            height: width && (width * h) / w,
          },
        )
        const parsed = checkLink(url, 'jpg', asked)
        expect(parsed.crop).toEqual(
          w === sw && h === sh ? undefined : { x, y, width: w, height: h },
        )
      }),
      { numRuns: 300 },
    )
  })
})
