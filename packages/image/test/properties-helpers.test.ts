// Property tests of the helpers around the builders: media strings, srcset, backgrounds, and
// invalid input, for random valid (and invalid) values.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BACKGROUND_MAX_WIDTH,
  backgroundImageUrl,
  fillImageUrl,
  fitImageUrl,
  ImageArgumentError,
  MOBILE_BACKGROUND_MAX_WIDTH,
  PIXEL_CAP,
  parseImageUrl,
  parseMedia,
  responsiveImage,
} from '../src/index'

const side = fc.integer({ min: 1, max: 20_000 })
const cssSide = fc.double({ min: 1, max: 6000, noNaN: true })
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined })
const id = fc
  .tuple(
    fc.stringMatching(/^[0-9a-f]{6}_[0-9a-z]{1,12}~mv2$/),
    fc.constantFrom('jpg', 'png', 'webp', 'avif'),
  )
  .map(([stem, ext]) => `${stem}.${ext}`)

describe('properties of the helpers', () => {
  it('media strings: id, size and name survive parsing, and build the same links as objects', () => {
    fc.assert(
      fc.property(
        id,
        side,
        side,
        maybe(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 })),
        (imageId, width, height, name) => {
          const string = `wix:image://v1/${imageId}${name === undefined ? '' : `/${encodeURIComponent(name)}`}#originWidth=${width}&originHeight=${height}`
          const media = parseMedia(string)
          expect(media).toMatchObject({ type: 'image', id: imageId, width, height })
          expect(media.type === 'image' ? media.name : null).toBe(name)
          const box = { width: 300, height: 200, devicePixelRatio: 1 }
          expect(fillImageUrl(string, box)).toBe(
            fillImageUrl({ id: imageId, width, height, name }, box),
          )
        },
      ),
    )
  })

  it('responsive: every candidate is described by the width its link asks for, ascending, once', () => {
    fc.assert(
      fc.property(
        side,
        side,
        fc.constantFrom('fixed' as const, 'constrained' as const, 'full-width' as const),
        fc.double({ min: 16, max: 3000, noNaN: true }),
        fc.constantFrom('fill' as const, 'fit' as const),
        (sw, sh, layout, width, fitting) => {
          const img = responsiveImage(
            { id: 'a.jpg', width: sw, height: sh },
            { layout, width, fitting },
          )
          const entries = img.srcSet.split(', ').map((e) => e.split(' '))
          const widths = entries.map(([, d]) => Number(d?.slice(0, -1)))
          expect(widths).toEqual([...new Set(widths)].sort((a, b) => a - b))
          for (const [url = '', descriptor = ''] of entries) {
            const parsed = parseImageUrl(url)
            expect(`${parsed?.width}w`).toBe(descriptor)
            const [w = 0, h = 0] = [parsed?.width, parsed?.height]
            // The cap holds before rounding, which adds at most half a pixel to each side.
            expect(w * h).toBeLessThanOrEqual(PIXEL_CAP + (w + h) / 2 + 0.25)
          }
          expect(Number.isInteger(img.width) && Number.isInteger(img.height)).toBe(true)
        },
      ),
    )
  })

  it('background: never wider or higher than 1920, or 1000 on mobile', () => {
    fc.assert(
      fc.property(
        side,
        side,
        maybe(cssSide),
        fc.integer({ min: 200, max: 4000 }),
        fc.double({ min: 0.5, max: 4, noNaN: true }),
        (sw, sh, width, viewportWidth, devicePixelRatio) => {
          const url = backgroundImageUrl(
            { id: 'a.jpg', width: sw, height: sh },
            { width, height: width && width / 2, viewportWidth, devicePixelRatio },
          )
          const max = viewportWidth <= 767 ? MOBILE_BACKGROUND_MAX_WIDTH : BACKGROUND_MAX_WIDTH
          const parsed = parseImageUrl(url)
          expect(parsed?.width).toBeLessThanOrEqual(max)
          expect(parsed?.height).toBeLessThanOrEqual(max)
        },
      ),
    )
  })

  it('with strict, invalid target sizes always throw ImageArgumentError, never return a link', () => {
    const bad = fc.oneof(
      fc.double({ max: 0, noNaN: true }),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    )
    fc.assert(
      fc.property(
        bad,
        fc.constantFrom('width', 'height') as fc.Arbitrary<'width' | 'height'>,
        (value, key) => {
          const box = { width: 100, height: 100, [key]: value, strict: true }
          expect(() => fillImageUrl({ id: 'a.jpg', width: 10, height: 10 }, box)).toThrow(
            ImageArgumentError,
          )
          expect(() => fitImageUrl({ id: 'a.jpg', width: 10, height: 10 }, box)).toThrow(
            ImageArgumentError,
          )
        },
      ),
    )
  })
})
