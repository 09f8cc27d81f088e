// Every worked example of wire/images-verified.md, character for character: each `input → URL`
// pair there is the platform builder's own output, and ours must be the same.
// Sections 1 and 2 here; section 3 in verified-edge-cases.test.ts.
import { describe } from 'vitest'
import { at, check, cropUrl, fillUrl, fitUrl, jpg, png, USM, webp } from './platform'

describe('R1. a WebP or AVIF source is never cropped', () => {
  check([
    [
      'crop(webp, 4000, 3000, 100, 200, 1000, 800, 250, 200)',
      () => cropUrl(webp, 4000, 3000, 100, 200, 1000, 800, 250, 200),
      at(webp, `fill/w_250,h_200,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'crop(webp, …, {allowWebpAvifTransforms: true})',
      () =>
        cropUrl(webp, 4000, 3000, 100, 200, 1000, 800, 250, 200, { allowWebpAvifTransforms: true }),
      at(webp, `crop/x_100,y_200,w_1000,h_800/fill/w_250,h_200,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'crop(jpg, 4000, 3000, 0, 0, 300, 300, 600, 600)',
      () => cropUrl(jpg, 4000, 3000, 0, 0, 300, 300, 600, 600),
      at(jpg, 'crop/x_0,y_0,w_300,h_300/fill/w_420,h_420,al_c,lg_1,q_80,enc_auto'),
    ],
    [
      'crop("c5f4b2_abc~mv2.AVIF", 4000, 3000, 0, 0, 300, 300, 600, 600)',
      () => cropUrl('c5f4b2_abc~mv2.AVIF', 4000, 3000, 0, 0, 300, 300, 600, 600),
      at(
        'c5f4b2_abc~mv2.AVIF',
        `fill/w_600,h_600,al_c,q_80,${USM},enc_auto`,
        'c5f4b2_abc~mv2.avif',
      ),
    ],
  ])
})

describe('R2. a WebP or AVIF source never gets a focal point', () => {
  check([
    [
      'fill(webp, 4000, 3000, 400, 400, {focalPoint: {x: 20, y: 80}})',
      () => fillUrl(webp, 4000, 3000, 400, 400, { focalPoint: { x: 20, y: 80 } }),
      at(webp, `fill/w_400,h_400,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'fill(webp, …, {focalPoint, allowWebpAvifTransforms: true})',
      () =>
        fillUrl(webp, 4000, 3000, 400, 400, {
          focalPoint: { x: 20, y: 80 },
          allowWebpAvifTransforms: true,
        }),
      at(webp, `fill/w_400,h_400,fp_0.20_0.80,q_80,${USM},enc_auto`),
    ],
  ])
})

describe('R3. only the fill builder takes a focal point', () => {
  const focalPoint = { x: 20, y: 80 }
  check([
    [
      'fill(jpg, 4000, 3000, 400, 400, {focalPoint})',
      () => fillUrl(jpg, 4000, 3000, 400, 400, { focalPoint }),
      at(jpg, `fill/w_400,h_400,fp_0.20_0.80,q_80,${USM},enc_auto`),
    ],
    [
      'crop(jpg, 4000, 3000, 100, 200, 1000, 800, 250, 200, {focalPoint})',
      () => cropUrl(jpg, 4000, 3000, 100, 200, 1000, 800, 250, 200, { focalPoint }),
      at(jpg, `crop/x_100,y_200,w_1000,h_800/fill/w_250,h_200,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'fit(jpg, 4000, 3000, 500, 500, {focalPoint})',
      () => fitUrl(jpg, 4000, 3000, 500, 500, { focalPoint }),
      at(jpg, `fill/w_500,h_375,al_c,q_80,${USM},enc_auto`),
    ],
  ])
})

describe('R4. sizes are rounded half-up, with no minimum', () => {
  check([
    [
      'fit(jpg, 6000, 4, 300, 300)',
      () => fitUrl(jpg, 6000, 4, 300, 300),
      at(jpg, `fill/w_300,h_0,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'fill(jpg, 1000, 10, 1, 1000)',
      () => fillUrl(jpg, 1000, 10, 1, 1000),
      at(jpg, 'fill/w_0,h_14,al_c,lg_1,q_80,enc_auto'),
    ],
    [
      'fill(jpg, 4000, 3000, 0.4, 300)',
      () => fillUrl(jpg, 4000, 3000, 0.4, 300),
      at(jpg, `fill/w_0,h_300,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'fill(jpg, 4000, 3000, 0.5, 300)',
      () => fillUrl(jpg, 4000, 3000, 0.5, 300),
      at(jpg, `fill/w_1,h_300,al_c,q_80,${USM},enc_auto`),
    ],
  ])
})

describe('R5. the 25,000,000-pixel cap limits the area only, before rounding', () => {
  check([
    [
      'fill(jpg, 6675, 4534, 6675, 4534, {devicePixelRatio: 1.5})',
      () => fillUrl(jpg, 6675, 4534, 6675, 4534, { devicePixelRatio: 1.5 }),
      at(jpg, `fill/w_6067,h_4121,al_c,q_90,${USM},enc_auto`),
    ],
    [
      'fill(jpg, 10000, 2000, 10000, 2000)',
      () => fillUrl(jpg, 10000, 2000, 10000, 2000),
      at(jpg, 'fill/w_10000,h_2000,al_c,q_90,enc_auto'),
    ],
    [
      'fill(jpg, 6000, 6000, 6000, 6000, {devicePixelRatio: 2})',
      () => fillUrl(jpg, 6000, 6000, 6000, 6000, { devicePixelRatio: 2 }),
      at(jpg, `fill/w_5000,h_5000,al_c,q_90,${USM},enc_auto`),
    ],
  ])
})

describe('2. computation order: all options at once', () => {
  check([
    [
      'fill(png, 4000, 3000, 400, 300, {quality, unsharpMask, progressive, watermark, filters, focalPoint, name})',
      () =>
        fillUrl(png, 4000, 3000, 400, 300, {
          quality: 60,
          unsharpMask: { radius: 1, amount: 1, threshold: 1 },
          progressive: false,
          watermark: 'w',
          filters: { blur: 3, contrast: 5 },
          focalPoint: { x: 10, y: 90 },
          name: 'n.png',
        }),
      at(
        png,
        'fill/w_400,h_300,fp_0.10_0.90,q_65,usm_1.00_1.00_1.00,bl,wm_w,con_5,blur_3,enc_auto',
        'n.png',
      ),
    ],
  ])
})
