import { describe, expect, it } from 'vitest'
import { fill, ID, jpg, USM } from './support'

const big = jpg(4000, 3000)
/** 400×300 from a 4000×3000 JPEG: TINY output, downscaled. */
const small = (options: Omit<Parameters<typeof fill>[1], 'width' | 'height'> = {}) =>
  fill(big, { width: 400, height: 300, ...options })

describe('quality', () => {
  it.each([
    [5, 'q_5'],
    [70, 'q_70'],
    [90, 'q_90'],
    [4, 'q_80'],
    [4.9, 'q_80'],
    [90.1, 'q_80'],
    [95, 'q_80'],
    [0, 'q_80'],
    [-10, 'q_80'],
    [Number.NaN, 'q_80'],
    [70.4, 'q_70.4'], // written as given, like the platform
  ])('%s → %s', (quality, code) => {
    expect(small({ quality })).toBe(`fill/w_400,h_300,al_c,${code},${USM},enc_auto`)
  })

  // Output area tiers: > 1400², > 600², > 400², else TINY.
  it.each([
    [1401, 1400, 'q_90'],
    [1400, 1400, 'q_85'],
    [601, 600, 'q_85'],
    [600, 600, 'q_80'],
    [401, 400, 'q_80'],
    [400, 400, 'q_80'],
    [10, 10, 'q_80'],
  ])('default for a %i×%i output is %s', (width, height, code) => {
    expect(fill(jpg(8000, 8000), { width, height })).toMatch(`,${code},`)
  })

  it.each([
    ['png', 'q_85'],
    ['jpeg', 'q_80'],
    ['jpe', 'q_80'],
    ['webp', 'q_80'],
    ['avif', 'q_80'],
    ['JPG', 'q_80'],
  ])('%s takes %s by default', (ext, code) => {
    expect(fill(jpg(4000, 3000, `a.${ext}`), { width: 400, height: 300 })).toMatch(`,${code},`)
  })

  it('PNG adds 5 to an explicit quality too', () => {
    expect(fill(jpg(4000, 3000, 'a.png'), { width: 400, height: 300, quality: 60 })).toMatch(
      ',q_65,',
    )
    expect(fill(jpg(4000, 3000, 'a.png'), { width: 2000, height: 1500 })).toMatch(',q_95,')
  })

  it.each(['wix_mp', 'wix_ico_mp'])('%s is transformed without a quality', (ext) => {
    expect(fill(jpg(4000, 3000, `a.${ext}`), { width: 400, height: 300, quality: 50 })).toBe(
      `fill/w_400,h_300,al_c,${USM},enc_auto`,
    )
  })
})

describe('unsharp mask', () => {
  it.each([
    [{ radius: 1, amount: 2, threshold: 3 }, 'usm_1.00_2.00_3.00'],
    [{ radius: 0.1, amount: 0, threshold: 0 }, 'usm_0.10_0.00_0.00'],
    [{ radius: 500, amount: 10, threshold: 255 }, 'usm_500.00_10.00_255.00'],
    [{ radius: 0.666, amount: 1.005, threshold: 0.01 }, 'usm_0.67_1.00_0.01'],
  ])('%o is used as given, two decimals each → %s', (unsharpMask, code) => {
    expect(small({ unsharpMask })).toBe(`fill/w_400,h_300,al_c,q_80,${code},enc_auto`)
    // also on an upscale, where there is no default sharpening
    expect(fill(jpg(300, 200), { width: 400, height: 267, unsharpMask })).toMatch(`,${code},`)
  })

  it('all zero turns sharpening off', () => {
    expect(small({ unsharpMask: { radius: 0, amount: 0, threshold: 0 } })).toBe(
      'fill/w_400,h_300,al_c,q_80,enc_auto',
    )
  })

  it.each([
    [{ radius: 0.05, amount: 1, threshold: 1 }],
    [{ radius: 501, amount: 1, threshold: 1 }],
    [{ radius: 1, amount: 10.5, threshold: 1 }],
    [{ radius: 1, amount: -1, threshold: 1 }],
    [{ radius: 1, amount: 1, threshold: 256 }],
    [{ radius: Number.NaN, amount: 1, threshold: 1 }],
  ])('out of range %o is ignored: the default rules apply', (unsharpMask) => {
    expect(small({ unsharpMask })).toBe(`fill/w_400,h_300,al_c,q_80,${USM},enc_auto`)
    expect(fill(jpg(300, 200), { width: 400, height: 267, unsharpMask })).not.toMatch('usm_')
  })

  it('the default sharpens downscales only (and fit/ and odd super factors, see their tests)', () => {
    expect(fill(jpg(1000, 1000), { width: 999, height: 999 })).toMatch(USM)
    expect(fill(jpg(1000, 1000), { width: 1000, height: 1000 })).not.toMatch('usm_')
  })
})

describe('progressive', () => {
  it('progressive false adds bl; true or absent adds nothing', () => {
    expect(small({ progressive: false })).toBe(`fill/w_400,h_300,al_c,q_80,${USM},bl,enc_auto`)
    expect(small({ progressive: true })).toBe(small())
  })
})

describe('filters', () => {
  it('are written in a fixed order whatever the input order', () => {
    expect(
      small({ filters: { blur: 5, hue: -30, saturation: 40, brightness: -20, contrast: 10 } }),
    ).toBe(`fill/w_400,h_300,al_c,q_80,${USM},con_10,br_-20,sat_40,hue_-30,blur_5,enc_auto`)
  })

  it.each([
    ['contrast', -100, 100, 'con'],
    ['brightness', -100, 100, 'br'],
    ['saturation', -100, 100, 'sat'],
    ['hue', -180, 180, 'hue'],
    ['blur', 0, 100, 'blur'],
  ] as const)('%s takes %i..%i', (key, min, max, code) => {
    const with_ = (value: number) => small({ filters: { [key]: value } })
    // 0 is "no filter", so blur's lowest written value is 1.
    expect(with_(min || 1)).toMatch(`,${code}_${min || 1},`)
    expect(with_(max)).toMatch(`,${code}_${max},`)
    expect(with_(min - 1)).not.toMatch(`${code}_`)
    expect(with_(max + 1)).not.toMatch(`${code}_`)
    expect(with_(0)).not.toMatch(`${code}_`)
    expect(with_(Number.NaN)).not.toMatch(`${code}_`)
  })

  it('are written as given, fractions included, like the platform', () => {
    expect(small({ filters: { contrast: 20.6, brightness: 0.4 } })).toMatch(
      ',con_20.6,br_0.4,enc_auto',
    )
  })
})

describe('encoding', () => {
  it.each([
    [{}, ',enc_auto'],
    [{ autoEncode: true }, ',enc_auto'],
    [{ autoEncode: false }, ''],
    [{ encoding: 'AVIF' as const }, ',enc_avif,quality_auto'],
    [{ encoding: 'PAVIF' as const }, ',enc_pavif,quality_auto'],
    [{ encoding: 'AVIF' as const, autoEncode: false }, ',enc_avif,quality_auto'],
  ])('%o → %s', (options, code) => {
    expect(small(options)).toBe(`fill/w_400,h_300,al_c,q_80,${USM}${code}`)
  })
})

describe('non-transformable and animated sources', () => {
  const original = (id: string) => `https://static.wixstatic.com/media/${id}`
  const url = (id: string, options = {}) =>
    fill(jpg(400, 300, id), { width: 200, height: 150, ...options }) || original(id)

  it.each(['a.gif', 'a.svg', 'a.bmp', 'a.tiff', 'noextension', 'a.mp4'])(
    '%s links the original',
    (id) => {
      expect(url(id)).toBe(original(id))
    },
  )

  it('a GIF is transformed with allowAnimatedTransform: no quality, no encoding', () => {
    expect(url('a.gif', { allowAnimatedTransform: true })).toBe(`fill/w_200,h_150,al_c,${USM}`)
  })

  it('a GIF is transformed whole with allowFullGIFTransformation (anm_all)', () => {
    expect(url('a.gif', { allowFullGIFTransformation: true, progressive: false })).toBe(
      `fill/w_200,h_150,al_c,${USM},bl,anm_all`,
    )
  })

  it.each(['a.webp', 'a.avif'])('an animated %s needs allowAnimatedTransform', (id) => {
    expect(url(id, { hasAnimation: true })).toBe(original(id))
    expect(url(id, { hasAnimation: true, allowAnimatedTransform: true })).toMatch(
      'fill/w_200,h_150,',
    )
    expect(url(id)).toMatch('fill/w_200,h_150,')
  })

  it('hasAnimation means nothing for a JPEG', () => {
    expect(url(ID, { hasAnimation: true })).toMatch('fill/w_200,h_150,')
  })
})

describe('values the types refuse', () => {
  it('cannot leak into the link: unknown encodings and upscale methods are ignored', () => {
    expect(small({ encoding: 'webp' as never })).toBe(small())
    expect(fill(jpg(300, 300), { width: 600, height: 600, upscaleMethod: 'max' as never })).toBe(
      fill(jpg(300, 300), { width: 600, height: 600 }),
    )
  })
})
