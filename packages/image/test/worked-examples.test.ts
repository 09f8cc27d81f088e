// Every worked example and extra check of wire/images.md §6, character for character.
import { describe, expect, it } from 'vitest'
import { cropImageUrl, fillImageUrl, fitImageUrl } from '../src/index'

const P = 'https://static.wixstatic.com/media/'
const jpg = (width: number, height: number) => ({ id: 'c5f4b2_abc~mv2.jpg', width, height })
const USM = 'usm_0.66_1.00_0.01'

describe('worked examples (wire/images.md §6)', () => {
  it.each([
    [
      '1. fill 4000×3000 → 400×300',
      () => fillImageUrl(jpg(4000, 3000), { width: 400, height: 300, devicePixelRatio: 1 }),
      `${P}c5f4b2_abc~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      '2. fill 4000×3000 → 400×400, focal point {20, 80}, quality 70',
      () =>
        fillImageUrl(jpg(4000, 3000), {
          width: 400,
          height: 400,
          focalPoint: { x: 20, y: 80 },
          quality: 70,
          devicePixelRatio: 1,
        }),
      `${P}c5f4b2_abc~mv2.jpg/v1/fill/w_400,h_400,fp_0.20_0.80,q_70,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      '3. fill png 300×200 → 600×400, DPR 3, name My Pic.png',
      () =>
        fillImageUrl(
          { id: 'c5f4b2_abc~mv2.png', width: 300, height: 200 },
          { width: 600, height: 400, devicePixelRatio: 3, name: 'My Pic.png' },
        ),
      `${P}c5f4b2_abc~mv2.png/v1/fill/w_420,h_280,al_c,lg_1,q_85,enc_auto/My%20Pic.png`,
    ],
    [
      '4. fit 4000×3000 into 500×500',
      () => fitImageUrl(jpg(4000, 3000), { width: 500, height: 500, devicePixelRatio: 1 }),
      `${P}c5f4b2_abc~mv2.jpg/v1/fill/w_500,h_375,al_c,q_80,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      '5. fit webp 800×600 into 200×200, no autoEncode, quality 95, blur and contrast',
      () =>
        fitImageUrl(
          { id: 'c5f4b2_abc~mv2.webp', width: 800, height: 600 },
          {
            width: 200,
            height: 200,
            autoEncode: false,
            quality: 95,
            filters: { blur: 10, contrast: 20 },
            devicePixelRatio: 1,
          },
        ),
      `${P}c5f4b2_abc~mv2.webp/v1/fill/w_200,h_150,al_c,q_80,${USM},con_20,blur_10/c5f4b2_abc~mv2.webp`,
    ],
    [
      '6. crop x 100, y 200, 1000×800, then fill 250×200',
      () =>
        cropImageUrl(jpg(4000, 3000), {
          crop: { x: 100, y: 200, width: 1000, height: 800 },
          width: 250,
          height: 200,
          devicePixelRatio: 1,
        }),
      `${P}c5f4b2_abc~mv2.jpg/v1/crop/x_100,y_200,w_1000,h_800/fill/w_250,h_200,al_c,q_80,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      '7. fill 10000×10000 → 8000×8000 at DPR 2 (pixel cap)',
      () => fillImageUrl(jpg(10000, 10000), { width: 8000, height: 8000, devicePixelRatio: 2 }),
      `${P}c5f4b2_abc~mv2.jpg/v1/fill/w_5000,h_5000,al_c,q_90,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      '8. fill a GIF: no transform',
      () =>
        fillImageUrl(
          { id: 'c5f4b2_abc~mv2.gif', width: 400, height: 300 },
          { width: 200, height: 150, devicePixelRatio: 1 },
        ),
      'https://static.wixstatic.com/media/c5f4b2_abc~mv2.gif',
    ],
    [
      '9. fill 100×100 → 300×300, super upscale',
      () =>
        fillImageUrl(jpg(100, 100), {
          width: 300,
          height: 300,
          upscaleMethod: 'super',
          devicePixelRatio: 1,
        }),
      `${P}c5f4b2_abc~mv2.jpg/v1/fill/w_300,h_300,al_c,lg_2,q_80,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      '10. fit 1000×500 into 300×300, USM off, baseline, custom host',
      () =>
        fitImageUrl(jpg(1000, 500), {
          width: 300,
          height: 300,
          unsharpMask: { radius: 0, amount: 0, threshold: 0 },
          progressive: false,
          baseUrl: 'http://127.0.0.1:9000/media/',
          devicePixelRatio: 1,
        }),
      'http://127.0.0.1:9000/media/c5f4b2_abc~mv2.jpg/v1/fill/w_300,h_150,al_c,q_80,bl,enc_auto/c5f4b2_abc~mv2.jpg',
    ],
  ])('%s', (_name, make, expected) => {
    expect(make()).toBe(expected)
  })
})

describe('extra checks (wire/images.md §6)', () => {
  it.each([
    [
      'fit 300×200 into 400×400 enlarges within the TINY limit',
      () => fitImageUrl(jpg(300, 200), { width: 400, height: 400, devicePixelRatio: 1 }),
      `${P}c5f4b2_abc~mv2.jpg/v1/fill/w_400,h_267,al_c,lg_1,q_80,enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      'fit with unknown source size (0×0)',
      () => fitImageUrl(jpg(0, 0), { width: 400, height: 400, devicePixelRatio: 1 }),
      `${P}c5f4b2_abc~mv2.jpg/v1/fit/w_400,h_400,q_80,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      'media/ id with a name to clean',
      () =>
        fillImageUrl(
          { id: 'media/c5f4b2_abc~mv2.jpg', width: 300, height: 200 },
          { width: 200, height: 100, name: 'a b?c.jpg', devicePixelRatio: 1 },
        ),
      `https://static.wixstatic.com/media/c5f4b2_abc~mv2.jpg/v1/fill/w_200,h_100,al_c,q_80,${USM},enc_auto/a%20b_c.jpg`,
    ],
    [
      'quality 4 is invalid: q_90 on a 2000×1000 output',
      () =>
        fillImageUrl(jpg(4000, 2000), {
          width: 2000,
          height: 1000,
          quality: 4,
          devicePixelRatio: 1,
        }),
      `${P}c5f4b2_abc~mv2.jpg/v1/fill/w_2000,h_1000,al_c,q_90,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      'encoding AVIF',
      () =>
        fillImageUrl(jpg(4000, 3000), {
          width: 400,
          height: 300,
          encoding: 'AVIF',
          devicePixelRatio: 1,
        }),
      `${P}c5f4b2_abc~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,${USM},enc_avif,quality_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      'a crop covering the whole image is dropped',
      () =>
        cropImageUrl(jpg(3000, 2000), {
          crop: { x: 0, y: 0, width: 3000, height: 2000 },
          width: 200,
          height: 100,
          devicePixelRatio: 1,
        }),
      `${P}c5f4b2_abc~mv2.jpg/v1/fill/w_200,h_100,al_c,q_80,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      'crop 0,0,1000,1000 → 200×200',
      () =>
        cropImageUrl(jpg(4000, 3000), {
          crop: { x: 0, y: 0, width: 1000, height: 1000 },
          width: 200,
          height: 200,
          devicePixelRatio: 1,
        }),
      `${P}c5f4b2_abc~mv2.jpg/v1/crop/x_0,y_0,w_1000,h_1000/fill/w_200,h_200,al_c,q_80,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      // The vendor builds https://static.wixstatic.com/media/https://example.com/x.jpg, which is
      // never an image; wire/images.md §5 lets us return external links unchanged, and we do.
      'an external source is returned unchanged (deliberate difference from the vendor)',
      () => fillImageUrl({ id: 'https://example.com/x.jpg' }, { width: 200, height: 200 }),
      'https://example.com/x.jpg',
    ],
  ])('%s', (_name, make, expected) => {
    expect(make()).toBe(expected)
  })

  it('the swapped-size vendor quirk is not copied: a 4000×3000 image fits 400×300 as w_400,h_300', () => {
    const media = 'wix:image://v1/c5f4b2_abc~mv2.jpg/x.jpg#originWidth=4000&originHeight=3000'
    expect(fitImageUrl(media, { width: 400, height: 300, devicePixelRatio: 1 })).toContain(
      '/fill/w_400,h_300,al_c,',
    )
  })
})
