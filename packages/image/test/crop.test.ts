import { describe, expect, it } from 'vitest'
import { cropImageUrl, ImageArgumentError } from '../src/index'
import { jpg, transformOf, USM } from './support'

const crop = (options: Omit<Parameters<typeof cropImageUrl>[1], 'devicePixelRatio'>) =>
  transformOf(cropImageUrl(jpg(4000, 3000), { devicePixelRatio: 1, ...options }))

describe('crop', () => {
  it('cuts the rectangle, then fills the box from it', () => {
    expect(
      crop({ crop: { x: 100, y: 200, width: 1000, height: 800 }, width: 250, height: 200 }),
    ).toBe(`crop/x_100,y_200,w_1000,h_800/fill/w_250,h_200,al_c,q_80,${USM},enc_auto`)
  })

  it('defaults the box to the rectangle’s size', () => {
    expect(crop({ crop: { x: 0, y: 0, width: 600, height: 400 } })).toBe(
      'crop/x_0,y_0,w_600,h_400/fill/w_600,h_400,al_c,q_80,enc_auto',
    )
  })

  it('rounds the rectangle to whole pixels', () => {
    expect(
      crop({ crop: { x: 10.4, y: 19.6, width: 99.5, height: 50.2 }, width: 50, height: 25 }),
    ).toBe(`crop/x_10,y_20,w_100,h_50/fill/w_50,h_25,al_c,q_80,${USM},enc_auto`)
  })

  it('measures upscale limits against the rectangle, not the whole image', () => {
    // 200×100 is TINY: ×2 is limited to ×1.4.
    expect(crop({ crop: { x: 0, y: 0, width: 200, height: 100 }, width: 400, height: 200 })).toBe(
      'crop/x_0,y_0,w_200,h_100/fill/w_280,h_140,al_c,lg_1,q_80,enc_auto',
    )
  })

  it('drops a rectangle that is the whole image', () => {
    expect(crop({ crop: { x: 0, y: 0, width: 4000, height: 3000 }, width: 400, height: 300 })).toBe(
      `fill/w_400,h_300,al_c,q_80,${USM},enc_auto`,
    )
  })

  it('takes a focal point or an alignment for the fill after the cut', () => {
    const rect = { x: 0, y: 0, width: 1000, height: 500 }
    expect(crop({ crop: rect, width: 100, height: 100, focalPoint: { x: 10, y: 90 } })).toMatch(
      'fill/w_100,h_100,fp_0.10_0.90,',
    )
    expect(crop({ crop: rect, width: 100, height: 100, alignment: 'right' })).toMatch(
      'fill/w_100,h_100,al_r,',
    )
  })

  it.each([
    [{ x: -1, y: 0, width: 100, height: 100 }],
    [{ x: 0, y: -1, width: 100, height: 100 }],
    [{ x: 3950, y: 0, width: 100, height: 100 }],
    [{ x: 0, y: 2950, width: 100, height: 100 }],
    [{ x: 0, y: 0, width: 4001, height: 100 }],
    [{ x: 5000, y: 5000, width: 10, height: 10 }],
  ])('refuses a rectangle outside the image: %o', (rect) => {
    expect(() => crop({ crop: rect, width: 100, height: 100 })).toThrow(ImageArgumentError)
    expect(() => crop({ crop: rect, width: 100, height: 100 })).toThrow(
      /^options\.crop must be inside the 4000×3000 image, got "x -?\d+, y -?\d+, \d+×\d+"$/,
    )
  })

  it('needs the source size', () => {
    expect(() =>
      cropImageUrl({ id: 'a.jpg' }, { crop: { x: 0, y: 0, width: 10, height: 10 } }),
    ).toThrow('image.width must be known to crop, got 0')
  })
})
