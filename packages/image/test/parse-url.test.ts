import { describe, expect, it } from 'vitest'
import { parseImageUrl } from '../src/index'

const P = 'https://static.wixstatic.com/media/c5f4b2_abc~mv2.jpg'

describe('parseImageUrl', () => {
  it('takes a fill link apart', () => {
    expect(
      parseImageUrl(
        `${P}/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/c5f4b2_abc~mv2.jpg`,
      ),
    ).toEqual({
      original: P,
      id: 'c5f4b2_abc~mv2.jpg',
      fitting: 'fill',
      width: 400,
      height: 300,
      alignment: 'center',
      upscale: 0,
      quality: 80,
      unsharpMask: { radius: 0.66, amount: 1, threshold: 0.01 },
      progressive: true,
      filters: {},
      encoding: 'auto',
      fileName: 'c5f4b2_abc~mv2',
      extension: 'jpg',
    })
  })

  it('takes every option apart', () => {
    expect(
      parseImageUrl(
        'http://localhost:4010/media/a.png/v1/crop/x_1,y_2,w_30,h_40/fill/w_20,h_10,fp_0.20_0.85,lg_2,q_85,usm_1.00_2.00_3.00,bl,wm_x-1,con_-5,br_6,sat_-7,hue_180,blur_9,enc_pavif,quality_auto/My%20Pic.png?cache=1',
      ),
    ).toEqual({
      original: 'http://localhost:4010/media/a.png',
      id: 'a.png',
      crop: { x: 1, y: 2, width: 30, height: 40 },
      fitting: 'fill',
      width: 20,
      height: 10,
      focalPoint: { x: 20, y: 85 },
      upscale: 2,
      quality: 85,
      unsharpMask: { radius: 1, amount: 2, threshold: 3 },
      progressive: false,
      watermark: 'x-1',
      filters: { contrast: -5, brightness: 6, saturation: -7, hue: 180, blur: 9 },
      encoding: 'PAVIF',
      fileName: 'My%20Pic',
      extension: 'png',
    })
  })

  it('reads fit/, al_bl next to bl, and the animation flags', () => {
    expect(parseImageUrl(`${P}/v1/fit/w_400,h_400,q_80/a.jpg`)).toMatchObject({
      fitting: 'fit',
      width: 400,
    })
    expect(parseImageUrl(`${P}/v1/fill/w_4,h_4,al_bl,bl/a.gif`)).toMatchObject({
      alignment: 'bottom-left',
      progressive: false,
    })
    expect(parseImageUrl(`${P}/v1/fill/w_4,h_4,al_c,anm_all/a.gif`)).toMatchObject({
      animation: 'anm_all',
    })
    expect(
      parseImageUrl(`${P}/v1/fill/w_4,h_4,al_c,enc_avif,quality_auto,pstr/a.gif`),
    ).toMatchObject({
      encoding: 'AVIF',
      animation: 'pstr',
    })
  })

  it('reads what the platform writes for odd input: sides of 0, unrounded values, empty names', () => {
    expect(
      parseImageUrl(
        `${P}/v1/crop/x_999,y_0,w_0,h_4/fill/w_0,h_14,al_c,lg_1,q_55.5,blur_1e-7,enc_auto/.png`,
      ),
    ).toMatchObject({
      crop: { x: 999, y: 0, width: 0, height: 4 },
      width: 0,
      height: 14,
      quality: 55.5,
      filters: { blur: 1e-7 },
      fileName: '',
      extension: 'png',
    })
    expect(
      parseImageUrl(
        'https://static.wixstatic.com/media/f/g/h.png/v1/fill/w_4,h_3,al_c,q_85,enc_auto/f/g/h.png',
      ),
    ).toMatchObject({ fileName: 'f/g/h', extension: 'png' })
  })

  it.each([
    ['an original', P],
    ['not a string', 42],
    ['a fill without al_ or fp_', `${P}/v1/fill/w_4,h_4,q_80/a.jpg`],
    ['a fit with al_', `${P}/v1/fit/w_4,h_4,al_c/a.jpg`],
    ['options out of order', `${P}/v1/fill/w_4,h_4,al_c,enc_auto,q_80/a.jpg`],
    ['an unknown option', `${P}/v1/fill/w_4,h_4,al_c,zz_1/a.jpg`],
    ['a legacy crop', `${P}/v1/crop/w_4,h_4,al_c/a.jpg`],
    ['no file name', `${P}/v1/fill/w_4,h_4,al_c`],
    ['a negative size', `${P}/v1/fill/w_-4,h_4,al_c/a.jpg`],
  ])('returns undefined for %s', (_name, url) => {
    expect(parseImageUrl(url as string)).toBeUndefined()
  })
})
