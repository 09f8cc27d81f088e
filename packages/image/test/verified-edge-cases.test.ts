// Every worked example of section 3 ("Edge cases") of wire/images-verified.md, character for
// character, and the cases its prose states without a URL, checked against the URLs it implies.
import { describe, expect, it } from 'vitest'
import { at, avif, check, cropUrl, fillUrl, fitUrl, gif, jpg, P, USM, webp } from './platform'

describe('zero, missing and NaN sizes', () => {
  check([
    [
      'fit(jpg, 0, 0, 400, 400, {devicePixelRatio: 2})',
      () => fitUrl(jpg, 0, 0, 400, 400, { devicePixelRatio: 2 }),
      at(jpg, `fit/w_560,h_560,lg_1,q_80,${USM},enc_auto`),
    ],
    [
      'fit(jpg, 4000, 0, 400, 300)',
      () => fitUrl(jpg, 4000, 0, 400, 300),
      at(jpg, `fit/w_400,h_30,q_80,${USM},enc_auto`),
    ],
    [
      'fill(jpg, 0, 0, 400, 300, {devicePixelRatio: 2})',
      () => fillUrl(jpg, 0, 0, 400, 300, { devicePixelRatio: 2 }),
      at(jpg, 'fill/w_560,h_420,al_c,lg_1,q_80,enc_auto'),
    ],
    [
      'fill(jpg, 4000, 3000, NaN, 300)',
      () => fillUrl(jpg, 4000, 3000, Number.NaN, 300),
      at(jpg, 'fill/w_NaN,h_NaN,al_c,q_80,enc_auto'),
    ],
  ])
})

describe('crops', () => {
  check([
    [
      'crop(jpg, 1000, 1000, -100, -100, 600, 600, 200, 200)',
      () => cropUrl(jpg, 1000, 1000, -100, -100, 600, 600, 200, 200),
      at(jpg, `crop/x_0,y_0,w_500,h_500/fill/w_200,h_200,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'crop(jpg, 1000, 1000, 0, 10, 1000, 500, 200, 200)',
      () => cropUrl(jpg, 1000, 1000, 0, 10, 1000, 500, 200, 200),
      at(jpg, `crop/x_0,y_10,w_1000,h_500/fill/w_200,h_200,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'crop(jpg, 0, 0, 0, 0, 100, 100, 200, 200)',
      () => cropUrl(jpg, 0, 0, 0, 0, 100, 100, 200, 200),
      at(jpg, 'fill/w_200,h_200,al_c,q_80,enc_auto'),
    ],
  ])

  it.each([
    ['covering more than the image', [-10, -10, 2000, 2000]],
    ['outside the image', [1000, 0, 100, 100]],
    ['of zero width', [10, 10, 0, 100]],
  ])('a crop %s gives plain fill/', (_name, [x = 0, y = 0, cw = 0, ch = 0]) => {
    expect(cropUrl(jpg, 1000, 1000, x, y, cw, ch, 200, 200)).toBe(
      fillUrl(jpg, 1000, 1000, 200, 200),
    )
  })
})

describe('rounding at .5', () => {
  check([
    [
      'fill(jpg, 4000, 3000, 333, 250, {devicePixelRatio: 1.5})',
      () => fillUrl(jpg, 4000, 3000, 333, 250, { devicePixelRatio: 1.5 }),
      at(jpg, `fill/w_500,h_375,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'fill(jpg, 4000, 3000, 45, 45, {devicePixelRatio: 0.7})',
      () => fillUrl(jpg, 4000, 3000, 45, 45, { devicePixelRatio: 0.7 }),
      at(jpg, `fill/w_31,h_31,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'fit(jpg, 1000, 500, 301, 301)',
      () => fitUrl(jpg, 1000, 500, 301, 301),
      at(jpg, `fill/w_301,h_151,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'crop(jpg, 1000, 1000, 10.4, 10.6, 300.5, 200.5, 200, 200)',
      () => cropUrl(jpg, 1000, 1000, 10.4, 10.6, 300.5, 200.5, 200, 200),
      at(jpg, `crop/x_10,y_11,w_301,h_201/fill/w_200,h_200,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'crop(jpg, 1000, 1000, 0, 0, 400.4, 400, 1000, 1000)',
      () => cropUrl(jpg, 1000, 1000, 0, 0, 400.4, 400, 1000, 1000),
      at(jpg, 'crop/x_0,y_0,w_400,h_400/fill/w_480,h_480,al_c,lg_1,q_80,enc_auto'),
    ],
    [
      'fill(jpg, 400, 400, 1000, 1000)',
      () => fillUrl(jpg, 400, 400, 1000, 1000),
      at(jpg, 'fill/w_560,h_560,al_c,lg_1,q_80,enc_auto'),
    ],
  ])
})

describe('upscaling', () => {
  check([
    [
      'fill(jpg, 500, 500, 1000, 1000)',
      () => fillUrl(jpg, 500, 500, 1000, 1000),
      at(jpg, 'fill/w_600,h_600,al_c,lg_1,q_80,enc_auto'),
    ],
    [
      'fill(jpg, 700, 700, 1400, 1400)',
      () => fillUrl(jpg, 700, 700, 1400, 1400),
      at(jpg, 'fill/w_700,h_700,al_c,q_85,enc_auto'),
    ],
    [
      'fit(jpg, 300, 200, 1000, 1000)',
      () => fitUrl(jpg, 300, 200, 1000, 1000),
      at(jpg, 'fill/w_420,h_280,al_c,lg_1,q_80,enc_auto'),
    ],
    [
      'fill(jpg, 100, 100, 1000, 1000, {upscaleMethod: "SUPER"})',
      () => fillUrl(jpg, 100, 100, 1000, 1000, { upscaleMethod: 'SUPER' }),
      at(jpg, 'fill/w_400,h_400,al_c,lg_2,q_80,enc_auto'),
    ],
    [
      'fill(jpg, 100, 100, 300, 300, {upscaleMethod: "super"})',
      () => fillUrl(jpg, 100, 100, 300, 300, { upscaleMethod: 'super' }),
      at(jpg, `fill/w_300,h_300,al_c,lg_2,q_80,${USM},enc_auto`),
    ],
    [
      'fill(jpg, 1000, 1000, 1000, 1000, {upscaleMethod: "super"})',
      () => fillUrl(jpg, 1000, 1000, 1000, 1000, { upscaleMethod: 'super' }),
      at(jpg, `fill/w_1000,h_1000,al_c,q_85,${USM},enc_auto`),
    ],
  ])

  it.each(['Classic', 'bogus', undefined])('upscaleMethod %s behaves as auto', (upscaleMethod) => {
    for (const [sw, w] of [
      [300, 600],
      [100, 1000],
      [1000, 1000],
    ] as const)
      expect(fillUrl(jpg, sw, sw, w, w, { upscaleMethod })).toBe(
        fillUrl(jpg, sw, sw, w, w, { upscaleMethod: 'auto' }),
      )
  })
})

describe('formats', () => {
  check([
    ['fill(gif, 400, 300, 200, 150)', () => fillUrl(gif, 400, 300, 200, 150), `${P}${gif}`],
    [
      'fill(webp, 400, 300, 200, 150, {hasAnimation: true})',
      () => fillUrl(webp, 400, 300, 200, 150, { hasAnimation: true }),
      `${P}${webp}`,
    ],
    [
      'fill(gif, 400, 300, 200, 150, {allowFullGIFTransformation: true, quality: 50})',
      () => fillUrl(gif, 400, 300, 200, 150, { allowFullGIFTransformation: true, quality: 50 }),
      at(gif, `fill/w_200,h_150,al_c,${USM},anm_all`),
    ],
    [
      'fill(gif, 400, 300, 200, 150, {allowAnimatedTransform: true})',
      () => fillUrl(gif, 400, 300, 200, 150, { allowAnimatedTransform: true }),
      at(gif, `fill/w_200,h_150,al_c,${USM}`),
    ],
    [
      'fill(avif, 400, 300, 200, 150, {hasAnimation, allowAnimatedTransform, isPlaceholderFlow})',
      () =>
        fillUrl(avif, 400, 300, 200, 150, {
          hasAnimation: true,
          allowAnimatedTransform: true,
          isPlaceholderFlow: true,
        }),
      at(avif, `fill/w_200,h_150,al_c,q_80,${USM},enc_auto,pstr`),
    ],
    [
      'fill("c5f4b2_abc~mv2.wix_mp", 400, 300, 200, 150)',
      () => fillUrl('c5f4b2_abc~mv2.wix_mp', 400, 300, 200, 150),
      at('c5f4b2_abc~mv2.wix_mp', `fill/w_200,h_150,al_c,${USM},enc_auto`),
    ],
    [
      'fill("c5f4b2_abc~mv2.jpg?x=1", 4000, 3000, 400, 300)',
      () => fillUrl('c5f4b2_abc~mv2.jpg?x=1', 4000, 3000, 400, 300),
      `${P}c5f4b2_abc~mv2.jpg?x=1`,
    ],
  ])

  it.each(['c5f4b2_abc~mv2.svg', 'c5f4b2_abc~mv2'])('%s links the original', (id) => {
    expect(fillUrl(id, 4000, 3000, 400, 300)).toBe(`${P}${id}`)
  })

  it('an `animated` option is ignored; `.PNG` ends in `.png`, with PNG quality', () => {
    expect(fillUrl(webp, 400, 300, 200, 150, { animated: true })).toBe(
      fillUrl(webp, 400, 300, 200, 150),
    )
    expect(fillUrl('c5f4b2_abc~mv2.PNG', 4000, 3000, 400, 300)).toBe(
      at('c5f4b2_abc~mv2.PNG', `fill/w_400,h_300,al_c,q_85,${USM},enc_auto`, 'c5f4b2_abc~mv2.png'),
    )
  })
})
