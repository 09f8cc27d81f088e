import { describe, expect, it } from 'vitest'
import { cropImageUrl } from '../src/index'
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

  it('takes an alignment for the fill after the cut, but no focal point (as the platform)', () => {
    const rect = { x: 0, y: 0, width: 1000, height: 500 }
    const focalPoint = { x: 10, y: 90 }
    expect(crop({ crop: rect, width: 100, height: 100, ...({ focalPoint } as object) })).toMatch(
      'fill/w_100,h_100,al_c,',
    )
    expect(crop({ crop: rect, width: 100, height: 100, alignment: 'right' })).toMatch(
      'fill/w_100,h_100,al_r,',
    )
  })

  it.each([
    [{ x: -1, y: 0, width: 100, height: 100 }, 'crop/x_0,y_0,w_99,h_100/'],
    [{ x: 0, y: -1, width: 100, height: 100 }, 'crop/x_0,y_0,w_100,h_99/'],
    [{ x: 3950, y: 0, width: 100, height: 100 }, 'crop/x_3950,y_0,w_50,h_100/'],
    [{ x: 0, y: 2950, width: 100, height: 100 }, 'crop/x_0,y_2950,w_100,h_50/'],
    [{ x: 0, y: 0, width: 4001, height: 100 }, 'crop/x_0,y_0,w_4000,h_100/'],
    [{ x: 5000, y: 5000, width: 10, height: 10 }, ''],
  ])('clips a rectangle to the image, and leaves out one outside it: %o', (rect, part) => {
    expect(crop({ crop: rect, width: 100, height: 100 })).toMatch(
      new RegExp(`^${part}fill/w_\\d+,h_\\d+,al_c,`),
    )
  })

  it('with strict, still clips or leaves out the rectangle, as the platform does', () => {
    const link = (rect: object, strict: boolean) =>
      cropImageUrl(jpg(4000, 3000), { crop: rect as never, width: 100, height: 100, strict })
    for (const rect of [
      { x: 3950, y: 0, width: 100, height: 100 },
      { x: 5000, y: 5000, width: 10, height: 10 },
      { x: 0, y: 0, width: 0, height: 10 },
    ])
      expect(link(rect, true)).toBe(link(rect, false))
    expect(link({ x: 5000, y: 5000, width: 10, height: 10 }, true)).toMatch('/v1/fill/w_100,h_100,')
  })

  it('without the source size, links a fill of the whole image', () => {
    expect(cropImageUrl({ id: 'a.jpg' }, { crop: { x: 0, y: 0, width: 10, height: 10 } })).toBe(
      'https://static.wixstatic.com/media/a.jpg/v1/fill/w_10,h_10,al_c,q_80,enc_auto/a.jpg',
    )
  })
})
