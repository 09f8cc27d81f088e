import { describe, expect, it } from 'vitest'
import { parseMediaPath } from '../src/areas/image-host/parse-transform'
import type { MediaTransform } from '../src/areas/image-host/transform'
import { ApiError } from '../src/http/api-error'

const ID = 'c5f4b2_abc~mv2.jpg'
const transformOf = (params: string, id = ID): MediaTransform => {
  const { transform } = parseMediaPath(`/media/${id}/v1/fill/${params}/${id}`)
  if (!transform) throw new Error('no transform')
  return transform
}
/** The field violations of a rejected path. */
const violations = (path: string) => {
  try {
    parseMediaPath(path)
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    const { status, body } = error as ApiError
    expect(status).toBe(400)
    return (body.details.validationError?.fieldViolations ?? []).map((v) => [
      v.field,
      v.violatedRule,
    ])
  }
  throw new Error(`${path} was accepted`)
}

describe('parseMediaPath: paths', () => {
  it('reads an original', () => {
    expect(parseMediaPath(`/media/${ID}`)).toEqual({ id: ID })
    expect(parseMediaPath('/media/a%20b.jpg')).toEqual({ id: 'a b.jpg' })
  })

  it('reads the worked example of a fill', () => {
    expect(
      parseMediaPath(
        `/media/${ID}/v1/fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${ID}`,
      ),
    ).toEqual({
      id: ID,
      transform: {
        fitting: 'fill',
        width: 400,
        height: 300,
        position: { x: 0.5, y: 0.5 },
        upscale: 0,
        quality: 80,
        unsharpMask: { radius: 0.66, amount: 1, threshold: 0.01 },
        progressive: true,
        filters: {},
        encoding: 'auto',
      },
    })
  })

  it('reads a crop before the transform', () => {
    const { transform } = parseMediaPath(
      `/media/${ID}/v1/crop/x_100,y_200,w_1000,h_800/fill/w_250,h_200,al_c/${ID}`,
    )
    expect(transform?.crop).toEqual({ x: 100, y: 200, width: 1000, height: 800 })
    expect(transform).toMatchObject({ fitting: 'fill', width: 250, height: 200 })
  })

  it('reads the fit transform and ignores where it would cut', () => {
    const { transform } = parseMediaPath(`/media/${ID}/v1/fit/w_400,h_400,al_tl/${ID}`)
    expect(transform).toMatchObject({ fitting: 'fit', width: 400, height: 400 })
    expect(transform?.position).toEqual({ x: 0.5, y: 0.5 })
  })

  it('treats the file name as decoration', () => {
    const a = parseMediaPath(`/media/${ID}/v1/fill/w_10,h_10/My%20Pic.png`)
    const b = parseMediaPath(`/media/${ID}/v1/fill/w_10,h_10/other.jpg`)
    expect(a).toEqual(b)
  })

  it('decodes percent-encoded parameters', () => {
    expect(transformOf('w_10%2Ch_20')).toMatchObject({ width: 10, height: 20 })
  })

  it.each([
    [`/media/${ID}/v2/fill/w_1,h_1/a.jpg`, [['version', 'INVALID_ENUM_VALUE']]],
    [`/media/${ID}/`, [['version', 'INVALID_ENUM_VALUE']]],
    [`/media/${ID}/v1`, [['transform', 'VALIDATION']]],
    [`/media/${ID}/v1/fill/w_1,h_1`, [['transform', 'VALIDATION']]],
    [`/media/${ID}/v1/fill/w_1,h_1/a/b.jpg`, [['transform', 'VALIDATION']]],
    [`/media/${ID}/v1/zoom/w_1,h_1/a.jpg`, [['transform', 'VALIDATION']]],
    [
      `/media/${ID}/v1/crop/w_1,h_1,al_c/a.jpg`,
      expect.arrayContaining([['transform', 'VALIDATION']]),
    ],
    ['/media/%E0%A4%A/v1/fill/w_1,h_1/a.jpg', [['id', 'VALIDATION']]],
    ['/media/%ZZ', [['id', 'VALIDATION']]],
    [`/media/${ID}/v1/fill/w_1%ZZ,h_1/a.jpg`, [['fill', 'VALIDATION']]],
  ])('rejects the malformed path %s', (path, expected) => {
    expect(violations(path)).toEqual(expected)
  })
})

describe('parseMediaPath: parameters', () => {
  it('w_ and h_: whole numbers, both required; 0 (a side under half a pixel) is one pixel', () => {
    expect(transformOf('h_2,w_1')).toMatchObject({ width: 1, height: 2 })
    expect(transformOf('w_123456789,h_5')).toMatchObject({ width: 123456789 })
    expect(transformOf('w_0,h_14')).toMatchObject({ width: 1, height: 14 })
    expect(transformOf('w_300,h_0')).toEqual(transformOf('w_300,h_1'))
    expect(violations(`/media/${ID}/v1/fill/al_c/a.jpg`)).toEqual([
      ['fill.w', 'REQUIRED_FIELD'],
      ['fill.h', 'REQUIRED_FIELD'],
    ])
    for (const bad of ['NaN', '-5', '-400', '1.5', 'abc', '', '1234567890'])
      expect(violations(`/media/${ID}/v1/fit/w_${bad},h_1/a.jpg`)).toEqual([
        ['fit.w', 'VALIDATION'],
      ])
  })

  it('al_: every alignment code as the point kept in view', () => {
    const points: Record<string, [number, number]> = {
      c: [0.5, 0.5],
      t: [0.5, 0],
      tl: [0, 0],
      tr: [1, 0],
      b: [0.5, 1],
      bl: [0, 1],
      br: [1, 1],
      l: [0, 0.5],
      r: [1, 0.5],
    }
    for (const [code, [x, y]] of Object.entries(points))
      expect(transformOf(`w_1,h_1,al_${code}`).position).toEqual({ x, y })
    expect(violations(`/media/${ID}/v1/fill/w_1,h_1,al_zz/a.jpg`)).toEqual([
      ['fill.al', 'INVALID_ENUM_VALUE'],
    ])
  })

  it('fp_: a focal point from 0 to 1, clamped', () => {
    expect(transformOf('w_1,h_1,fp_0.20_0.80').position).toEqual({ x: 0.2, y: 0.8 })
    expect(transformOf('w_1,h_1,fp_1.70_-0.30').position).toEqual({ x: 1, y: 0 })
    for (const bad of ['0.5', 'x_y', '0.1_0.2_0.3', ''])
      expect(violations(`/media/${ID}/v1/fill/w_1,h_1,fp_${bad}/a.jpg`)).toEqual([
        ['fill.fp', 'VALIDATION'],
      ])
  })

  it('lg_: 1 classic, 2 super, absent none', () => {
    expect(transformOf('w_1,h_1').upscale).toBe(0)
    expect(transformOf('w_1,h_1,lg_1').upscale).toBe(1)
    expect(transformOf('w_1,h_1,lg_2').upscale).toBe(2)
    expect(violations(`/media/${ID}/v1/fill/w_1,h_1,lg_3/a.jpg`)).toEqual([
      ['fill.lg', 'INVALID_ENUM_VALUE'],
    ])
  })

  it('q_: used from 5 to 90 (PNG 5 to 95, the builder adds 5), otherwise ignored', () => {
    expect(transformOf('w_1,h_1,q_5').quality).toBe(5)
    expect(transformOf('w_1,h_1,q_90').quality).toBe(90)
    expect(transformOf('w_1,h_1,q_70.4').quality).toBe(70)
    expect(transformOf('w_1,h_1,q_4')).not.toHaveProperty('quality')
    expect(transformOf('w_1,h_1,q_95')).not.toHaveProperty('quality')
    expect(transformOf('w_1,h_1,q_95', 'a~mv2.png').quality).toBe(95)
    expect(violations(`/media/${ID}/v1/fill/w_1,h_1,q_high/a.jpg`)).toEqual([
      ['fill.q', 'VALIDATION'],
    ])
  })

  it('usm_: radius_amount_threshold within range; all-zero or out of range means none', () => {
    expect(transformOf('w_1,h_1,usm_500_10_255').unsharpMask).toEqual({
      radius: 500,
      amount: 10,
      threshold: 255,
    })
    expect(transformOf('w_1,h_1,usm_0_0_0')).not.toHaveProperty('unsharpMask')
    expect(transformOf('w_1,h_1,usm_0.05_1_1')).not.toHaveProperty('unsharpMask')
    expect(transformOf('w_1,h_1,usm_1_11_1')).not.toHaveProperty('unsharpMask')
    expect(transformOf('w_1,h_1,usm_1_1_256')).not.toHaveProperty('unsharpMask')
    for (const bad of ['1_2', 'a_b_c', '1_2_3_4'])
      expect(violations(`/media/${ID}/v1/fill/w_1,h_1,usm_${bad}/a.jpg`)).toEqual([
        ['fill.usm', 'VALIDATION'],
      ])
  })

  it('bl: a baseline (non-progressive) JPEG', () => {
    expect(transformOf('w_1,h_1').progressive).toBe(true)
    expect(transformOf('w_1,h_1,al_bl').progressive).toBe(true)
    expect(transformOf('w_1,h_1,bl').progressive).toBe(false)
  })

  it('con_, br_, sat_, hue_, blur_: in range and non-zero, otherwise ignored', () => {
    expect(transformOf('w_1,h_1,con_20,br_-100,sat_100,hue_-180,blur_100').filters).toEqual({
      contrast: 20,
      brightness: -100,
      saturation: 100,
      hue: -180,
      blur: 100,
    })
    expect(transformOf('w_1,h_1,con_101,br_-101,sat_0,hue_181,blur_-1').filters).toEqual({})
    for (const key of ['con', 'br', 'sat', 'hue', 'blur'])
      expect(violations(`/media/${ID}/v1/fill/w_1,h_1,${key}_x/a.jpg`)).toEqual([
        [`fill.${key}`, 'VALIDATION'],
      ])
  })

  it('enc_: auto, avif and pavif (as AVIF); absent keeps the source format', () => {
    expect(transformOf('w_1,h_1').encoding).toBe('source')
    expect(transformOf('w_1,h_1,enc_auto').encoding).toBe('auto')
    expect(transformOf('w_1,h_1,enc_avif,quality_auto').encoding).toBe('avif')
    expect(transformOf('w_1,h_1,enc_pavif,quality_auto').encoding).toBe('avif')
    expect(violations(`/media/${ID}/v1/fill/w_1,h_1,enc_png/a.jpg`)).toEqual([
      ['fill.enc', 'INVALID_ENUM_VALUE'],
    ])
  })

  it('wm_, pstr, anm_all and unknown parameters are accepted and change nothing', () => {
    expect(transformOf('w_5,h_6,wm_logo.png,pstr,anm_all,zz_9,extra')).toEqual(
      transformOf('w_5,h_6'),
    )
  })

  it('crop: whole numbers from 0, all required; a size of 0 is one pixel', () => {
    expect(violations(`/media/${ID}/v1/crop/x_1,y_1/fill/w_1,h_1/a.jpg`)).toEqual([
      ['crop.w', 'REQUIRED_FIELD'],
      ['crop.h', 'REQUIRED_FIELD'],
    ])
    expect(violations(`/media/${ID}/v1/crop/x_-1,y_0,w_-2,h_1/fill/w_1,h_1/a.jpg`)).toEqual([
      ['crop.x', 'VALIDATION'],
      ['crop.w', 'VALIDATION'],
    ])
    const { transform } = parseMediaPath(
      `/media/${ID}/v1/crop/x_999,y_0,w_0,h_4/fill/w_1,h_1/a.jpg`,
    )
    expect(transform?.crop).toEqual({ x: 999, y: 0, width: 1, height: 4 })
  })

  it('numbers as JavaScript writes them, which the builder writes unrounded', () => {
    expect(transformOf('w_1,h_1,q_55.5,blur_1e-7,con_12.5,hue_-180')).toMatchObject({
      quality: 56,
      filters: { blur: 1e-7, contrast: 12.5, hue: -180 },
    })
  })

  it('lists every problem at once', () => {
    expect(violations(`/media/${ID}/v1/crop/x_a,y_0,w_1,h_1/fill/w_-1,al_q,q_x/a.jpg`)).toEqual([
      ['crop.x', 'VALIDATION'],
      ['fill.w', 'VALIDATION'],
      ['fill.al', 'INVALID_ENUM_VALUE'],
      ['fill.q', 'VALIDATION'],
      ['fill.h', 'REQUIRED_FIELD'],
    ])
  })

  it('serializes equal transforms equally, whatever the parameter order', () => {
    expect(JSON.stringify(transformOf('q_70,usm_1_1_1,w_3,h_4,blur_5,con_5'))).toBe(
      JSON.stringify(transformOf('w_3,h_4,con_5,q_70,blur_5,usm_1_1_1')),
    )
  })
})
