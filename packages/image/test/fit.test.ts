import { describe, expect, it } from 'vitest'
import { fitImageUrl } from '../src/index'
import { ID, jpg, transformOf, USM } from './support'

const fitted = (image: Parameters<typeof fitImageUrl>[0], width: number, height: number, dpr = 1) =>
  transformOf(fitImageUrl(image, { width, height, devicePixelRatio: dpr }))

describe('fit', () => {
  it.each([
    ['landscape into a square', 4000, 3000, 500, 500, `w_500,h_375,al_c,q_80,${USM}`],
    ['portrait into a square', 3000, 4000, 500, 500, `w_375,h_500,al_c,q_80,${USM}`],
    ['into a wide box: the height decides', 1000, 1000, 800, 200, `w_200,h_200,al_c,q_80,${USM}`],
    ['same aspect ratio as the box', 2000, 1000, 400, 200, `w_400,h_200,al_c,q_80,${USM}`],
  ])('%s', (_name, sw, sh, w, h, expected) => {
    expect(fitted(jpg(sw, sh), w, h)).toBe(`fill/${expected},enc_auto`)
  })

  it('enlarging a known-size image: lg_1 and no sharpening', () => {
    expect(fitted(jpg(300, 200), 400, 400)).toBe('fill/w_400,h_267,al_c,lg_1,q_80,enc_auto')
  })

  it('past the upscale limit it sends the source × limit, keeping the aspect ratio', () => {
    // TINY source: at most ×1.4.
    expect(fitted(jpg(200, 100), 1000, 1000)).toBe('fill/w_280,h_140,al_c,lg_1,q_80,enc_auto')
    // MEDIUM source: no enlargement at all, so no lg_.
    expect(fitted(jpg(800, 600), 1600, 1600)).toBe('fill/w_800,h_600,al_c,q_85,enc_auto')
  })

  it('applies the device pixel ratio, capped at 2', () => {
    expect(fitted(jpg(4000, 3000), 500, 500, 2)).toBe(`fill/w_1000,h_750,al_c,q_85,${USM},enc_auto`)
    expect(fitted(jpg(4000, 3000), 500, 500, 4)).toBe(fitted(jpg(4000, 3000), 500, 500, 2))
  })

  it('applies the pixel cap, to the area before rounding', () => {
    expect(fitted(jpg(12000, 6000), 9000, 9000)).toBe(
      `fill/w_7071,h_3536,al_c,q_90,${USM},enc_auto`,
    )
  })

  describe('unknown source size: the service fits (fit/)', () => {
    it.each([
      ['0 × 0', { id: ID, width: 0, height: 0 }],
      ['absent', { id: ID }],
    ])('%s', (_name, image) => {
      expect(fitted(image, 400, 300)).toBe(`fit/w_400,h_300,q_80,${USM},enc_auto`)
    })

    it('at DPR 2 the target box stands in for the source, so its tier limits the enlargement', () => {
      // Like the vendor builder: 400×400 is TINY, ×2 is limited to ×1.4.
      expect(fitted({ id: ID }, 400, 400, 2)).toBe(`fit/w_560,h_560,lg_1,q_80,${USM},enc_auto`)
    })
  })
})
