// Property tests of the platform builder's rules (wire/images-verified.md, R1–R5, and the
// strict option), for random input, odd numbers included.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ImageArgumentError, PIXEL_CAP, parseImageUrl } from '../src/index'
import { cropUrl, fillUrl, fitUrl } from './platform'

const stem = fc.stringMatching(/^[0-9a-f]{6}_[0-9a-z]{1,8}~mv2$/)
const idWith = (...extensions: string[]) =>
  fc.tuple(stem, fc.constantFrom(...extensions)).map(([s, ext]) => `${s}.${ext}`)
const anyId = idWith('jpg', 'jpeg', 'png', 'webp', 'avif', 'WEBP', 'Avif', 'wix_mp')
const side = fc.integer({ min: 1, max: 12_000 })
const css = fc.double({ min: 0, max: 8000, noNaN: true })
const dpr = fc.option(fc.double({ min: 0.1, max: 3, noNaN: true }), { nil: undefined })
const point = fc.record({
  x: fc.double({ min: -50, max: 150, noNaN: true }),
  y: fc.double({ min: -50, max: 150, noNaN: true }),
})
/** Any number, the odd ones often. */
const anyNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(0, -0, 0.4, 0.5, -1, Number.NaN, Number.POSITIVE_INFINITY),
)
const isWebpOrAvif = (id: string) => /\.(webp|avif)$/i.test(id)

describe('R1, R2: WebP and AVIF sources are never cropped and never get a focal point', () => {
  it('a crop of one is exactly the fill of the whole image, with no crop/ and no fp_', () => {
    fc.assert(
      fc.property(
        idWith('webp', 'avif', 'WEBP', 'AVIF'),
        side,
        side,
        fc.tuple(anyNumber, anyNumber, anyNumber, anyNumber),
        css,
        css,
        dpr,
        point,
        (id, sw, sh, [x, y, cw, ch], w, h, devicePixelRatio, focalPoint) => {
          const opts = { devicePixelRatio, focalPoint }
          const url = cropUrl(id, sw, sh, x, y, cw, ch, w, h, opts)
          expect(url).toBe(fillUrl(id, sw, sh, w, h, { devicePixelRatio }))
          expect(url).not.toMatch(/\/crop\/|fp_/)
          expect(fillUrl(id, sw, sh, w, h, opts)).toBe(url)
        },
      ),
    )
  })

  it('allowWebpAvifTransforms lifts both', () => {
    fc.assert(
      fc.property(idWith('webp', 'avif'), side, side, point, (id, sw, sh, focalPoint) => {
        const allow = { allowWebpAvifTransforms: true, focalPoint }
        expect(fillUrl(id, sw, sh, 100, 100, allow)).toMatch(',fp_')
        if (sw > 1) expect(cropUrl(id, sw, sh, 1, 0, sw - 1, sh, 100, 100, allow)).toMatch('/crop/')
      }),
    )
  })
})

describe('R3: only the fill builder takes a focal point', () => {
  it('fill writes fp_ for two numbers on other types; crop and fit never do', () => {
    fc.assert(
      fc.property(anyId, side, side, css, css, dpr, point, (id, sw, sh, w, h, d, focalPoint) => {
        const opts = { devicePixelRatio: d, focalPoint }
        expect(fillUrl(id, sw, sh, w, h, opts).includes(',fp_')).toBe(!isWebpOrAvif(id))
        expect(fitUrl(id, sw, sh, w, h, opts)).not.toMatch('fp_')
        expect(cropUrl(id, sw, sh, 0, 0, sw / 2, sh, w, h, opts)).not.toMatch('fp_')
      }),
    )
  })
})

describe('R4: sizes are Math.round of the box, with no minimum', () => {
  it('a fill within the source and the cap asks for exactly the wanted pixels, 0 included', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        fc.double({ min: 0.1, max: 2, noNaN: true }),
        (w, h, devicePixelRatio) => {
          // A 4000×4000 source never limits a box of at most 2000×2000.
          const url = fillUrl('a.jpg', 4000, 4000, w, h, { devicePixelRatio })
          const parsed = parseImageUrl(url)
          expect([parsed?.width, parsed?.height]).toEqual([
            Math.round(w * devicePixelRatio),
            Math.round(h * devicePixelRatio),
          ])
          expect(url.includes('w_0,') || url.includes(',h_0,')).toBe(
            Math.round(w * devicePixelRatio) === 0 || Math.round(h * devicePixelRatio) === 0,
          )
        },
      ),
    )
  })
})

describe('R5: the pixel cap limits the area only, before rounding', () => {
  it('a capped fill has its wanted shape and an area of 25,000,000 up to rounding', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 2000, max: 20_000, noNaN: true }),
        fc.double({ min: 1, max: 12, noNaN: true }),
        (w, aspect) => {
          const h = w / aspect
          fc.pre(w * h > PIXEL_CAP)
          // A source as big as the box: the capped factor is below 1, within every limit.
          const parsed = parseImageUrl(fillUrl('a.jpg', w + 1, h + 1, w, h))
          const [pw = 0, ph = 0] = [parsed?.width, parsed?.height]
          expect(Math.abs(pw * ph - PIXEL_CAP)).toBeLessThanOrEqual((pw + ph) / 2 + 0.25)
          expect(Math.abs(pw / ph - aspect)).toBeLessThanOrEqual(aspect / Math.min(pw, ph) + 1e-9)
          if (aspect > 1.01) expect(pw).toBeGreaterThan(5000) // no limit per side
        },
      ),
    )
  })
})

describe('quality and filters are written as given', () => {
  it('a quality from 5 to 90 is written raw (PNG: plus 5); anything else gives the default', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double({ min: 5, max: 90, noNaN: true }), anyNumber), (q) => {
        const jpg = fillUrl('a.jpg', 4000, 3000, 400, 300, { quality: q })
        const png = fillUrl('a.png', 4000, 3000, 400, 300, { quality: q })
        const valid = q >= 5 && q <= 90
        expect(jpg).toMatch(`,q_${valid ? q : 80},`)
        expect(png).toMatch(`,q_${valid ? q + 5 : 85},`)
      }),
    )
  })
})

describe('strict', () => {
  const call = fc.tuple(
    fc.constantFrom('fill', 'fit', 'crop'),
    fc.constantFrom('a.jpg', 'a.webp', 'a.gif', '', 'https://example.com/a.jpg'),
    fc.tuple(anyNumber, anyNumber, anyNumber, anyNumber, anyNumber, anyNumber),
    fc.tuple(fc.oneof(side, anyNumber), fc.oneof(side, anyNumber)),
    fc.option(anyNumber, { nil: undefined }),
  )
  type Call = typeof call extends fc.Arbitrary<infer T> ? T : never
  const make = (
    [kind, id, [x, y, cw, ch, w, h], [sw, sh], devicePixelRatio]: Call,
    strict: boolean,
  ) => {
    const opts = { devicePixelRatio, strict }
    if (kind === 'crop') return cropUrl(id, sw, sh, x, y, cw, ch, w, h, opts)
    return (kind === 'fill' ? fillUrl : fitUrl)(id, sw, sh, w, h, opts)
  }

  it('without it, no number ever throws; with it, the link is the same or an ImageArgumentError', () => {
    fc.assert(
      fc.property(call, (input) => {
        const plain = make(input, false)
        expect(typeof plain).toBe('string')
        let strict: unknown
        try {
          strict = make(input, true)
        } catch (error) {
          strict = error
        }
        if (strict instanceof Error) expect(strict).toBeInstanceOf(ImageArgumentError)
        else expect(strict).toBe(plain)
      }),
      { numRuns: 500 },
    )
  })

  it('for finite sizes above 0, refuses exactly the links with a side of 0', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('fill', 'fit'),
        side,
        side,
        fc.double({ min: 0.01, max: 3000, noNaN: true }),
        fc.double({ min: 0.01, max: 3000, noNaN: true }),
        (kind, sw, sh, w, h) => {
          const build = kind === 'fill' ? fillUrl : fitUrl
          const plain = build('a.jpg', sw, sh, w, h)
          const zero = /[/,][wh]_0,/.test(plain)
          if (zero)
            expect(() => build('a.jpg', sw, sh, w, h, { strict: true })).toThrow(ImageArgumentError)
          else expect(build('a.jpg', sw, sh, w, h, { strict: true })).toBe(plain)
        },
      ),
    )
  })
})
