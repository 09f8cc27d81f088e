import { afterEach, describe, expect, it, vi } from 'vitest'
import { fillImageUrl } from '../src/index'
import { fill, ID, jpg, PREFIX, transformOf, USM } from './support'

afterEach(() => vi.unstubAllGlobals())

describe('fill: size and device pixel ratio', () => {
  it.each([
    [1, 'w_400,h_300'],
    [1.5, 'w_600,h_450'],
    [2, 'w_800,h_600'],
    [3, 'w_800,h_600'], // capped at 2
    [0.5, 'w_200,h_150'],
  ])('DPR %s gives %s', (dpr, size) => {
    expect(fill(jpg(4000, 3000), { width: 400, height: 300, devicePixelRatio: dpr })).toMatch(
      `fill/${size},al_c,`,
    )
  })

  it('takes the window device pixel ratio when none is given, still capped at 2', () => {
    vi.stubGlobal('devicePixelRatio', 3)
    expect(transformOf(fillImageUrl(jpg(4000, 3000), { width: 400, height: 300 }))).toMatch(
      'fill/w_800,h_600,',
    )
    vi.stubGlobal('devicePixelRatio', 1.5)
    expect(transformOf(fillImageUrl(jpg(4000, 3000), { width: 400, height: 300 }))).toMatch(
      'fill/w_600,h_450,',
    )
  })

  it('uses 1 without a window', () => {
    expect(transformOf(fillImageUrl(jpg(4000, 3000), { width: 400, height: 300 }))).toMatch(
      'fill/w_400,h_300,',
    )
  })

  it('rounds fractional CSS sizes to whole pixels', () => {
    expect(fill(jpg(4000, 3000), { width: 100.4, height: 50.5 })).toMatch('fill/w_100,h_51,')
  })
})

describe('fill: where to cut', () => {
  it.each([
    ['center', 'al_c'],
    ['top', 'al_t'],
    ['top-left', 'al_tl'],
    ['top-right', 'al_tr'],
    ['bottom', 'al_b'],
    ['bottom-left', 'al_bl'],
    ['bottom-right', 'al_br'],
    ['left', 'al_l'],
    ['right', 'al_r'],
  ] as const)('alignment %s → %s', (alignment, code) => {
    expect(fill(jpg(4000, 3000), { width: 400, height: 300, alignment })).toBe(
      `fill/w_400,h_300,${code},q_80,${USM},enc_auto`,
    )
  })

  it.each([
    [{ x: 20, y: 80 }, 'fp_0.20_0.80'],
    [{ x: 0, y: 100 }, 'fp_0.00_1.00'],
    [{ x: 150, y: -5 }, 'fp_1.00_0.00'], // clamped to 0..100
    [{ x: 33.333, y: 66.666 }, 'fp_0.33_0.67'], // two decimals
    [{ x: 50, y: 50 }, 'fp_0.50_0.50'],
  ])('focal point %o → %s, in place of the alignment', (focalPoint, code) => {
    expect(fill(jpg(4000, 3000), { width: 400, height: 400, focalPoint, alignment: 'top' })).toBe(
      `fill/w_400,h_400,${code},q_80,${USM},enc_auto`,
    )
  })
})

describe('fill: upscale limits by source tier', () => {
  // Wanted: twice the source's width. Output: limited by the source tier.
  it.each([
    ['HIGH (> 1400×1400)', 1500, 1500, 'w_1500,h_1500,al_c,q_90,enc_auto'],
    ['MEDIUM (> 600×600)', 700, 700, 'w_700,h_700,al_c,q_85,enc_auto'],
    ['LOW (> 400×400)', 500, 500, 'w_600,h_600,al_c,lg_1,q_80,enc_auto'],
    ['TINY', 300, 300, 'w_420,h_420,al_c,lg_1,q_80,enc_auto'],
    [
      'TINY at exactly 400×400 (the thresholds are strict)',
      400,
      400,
      'w_560,h_560,al_c,lg_1,q_80,enc_auto',
    ],
  ])('%s', (_tier, w, h, expected) => {
    expect(fill(jpg(w, h), { width: w * 2, height: h * 2 })).toBe(`fill/${expected}`)
  })

  it('enlarges within the limit as asked, with lg_1 and no sharpening', () => {
    expect(fill(jpg(300, 300), { width: 390, height: 390 })).toBe(
      'fill/w_390,h_390,al_c,lg_1,q_80,enc_auto',
    )
  })

  it('a factor of exactly 1 is neither enlarged nor sharpened', () => {
    expect(fill(jpg(400, 300), { width: 400, height: 300 })).toBe(
      'fill/w_400,h_300,al_c,q_80,enc_auto',
    )
  })

  it.each([
    ['a model factor (×2): lg_2, no sharpening', 200, 'w_200,h_200,al_c,lg_2,q_80,enc_auto'],
    ['a model factor (×1.5)', 150, 'w_150,h_150,al_c,lg_2,q_80,enc_auto'],
    ['a factor no model makes (×3): sharpened', 300, `w_300,h_300,al_c,lg_2,q_80,${USM},enc_auto`],
    ['past ×4: limited to ×4, a model', 600, 'w_400,h_400,al_c,lg_2,q_80,enc_auto'],
  ])('super upscale, %s', (_name, size, expected) => {
    expect(fill(jpg(100, 100), { width: size, height: size, upscaleMethod: 'super' })).toBe(
      `fill/${expected}`,
    )
  })

  it('classic behaves like auto', () => {
    expect(fill(jpg(300, 300), { width: 600, height: 600, upscaleMethod: 'classic' })).toBe(
      fill(jpg(300, 300), { width: 600, height: 600 }),
    )
  })
})

describe('fill: the 25,000,000-pixel cap', () => {
  it.each([
    [10000, 10000, 8000, 8000, 2, 'w_5000,h_5000'],
    // The cap holds before rounding: 7071.07 × 3535.53 rounds to 7071 × 3536, a little over it.
    [20000, 10000, 8000, 4000, 2, 'w_7071,h_3536'],
    [20000, 20000, 6000, 5000, 1, 'w_5477,h_4564'],
  ])('%i×%i → %i×%i at DPR %i gives %s', (sw, sh, w, h, dpr, size) => {
    const t = fill(jpg(sw, sh), { width: w, height: h, devicePixelRatio: dpr })
    expect(t).toMatch(`fill/${size},al_c,q_90,${USM}`)
    const [pw = 0, ph = 0] = size.match(/\d+/g)?.map(Number) ?? []
    // Rounding adds at most half a pixel to each side.
    expect(pw * ph).toBeLessThanOrEqual(25_000_000 + (pw + ph) / 2 + 0.25)
  })
})

describe('fill: unknown source size', () => {
  it('stands the target in for the source, so no upscale and no sharpening at DPR 1', () => {
    expect(fill({ id: ID }, { width: 400, height: 300 })).toBe(
      'fill/w_400,h_300,al_c,q_80,enc_auto',
    )
  })

  it('limits DPR 2 by the target box tier', () => {
    expect(
      fill({ id: ID, width: 0, height: 0 }, { width: 300, height: 300, devicePixelRatio: 2 }),
    ).toBe('fill/w_420,h_420,al_c,lg_1,q_80,enc_auto')
  })
})

it('builds the full link: host, id, v1, transform, file name and extension', () => {
  expect(fillImageUrl(jpg(4000, 3000), { width: 40, height: 30, devicePixelRatio: 1 })).toBe(
    `${PREFIX}${ID}/v1/fill/w_40,h_30,al_c,q_80,${USM},enc_auto/${ID}`,
  )
})
