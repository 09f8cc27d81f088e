import { describe, expect, it } from 'vitest'
import { negotiateFormat } from '../src/areas/image-host/output-format'
import { parseMediaPath } from '../src/areas/image-host/parse-transform'
import { MAX_SIDE, planRender } from '../src/areas/image-host/render-plan'
import { ApiError } from '../src/http/api-error'

/** The plan for `/media/x.jpg/v1/<transform>/x.jpg` on a `w` × `h` source. */
const plan = (transform: string, w: number, h: number, id = 'x.jpg') => {
  const t = parseMediaPath(`/media/${id}/v1/${transform}/${id}`).transform
  if (!t) throw new Error('no transform')
  return planRender(t, w, h)
}
const size = (p: { width: number; height: number }) => [p.width, p.height]

describe('planRender: the builder URLs of images.md render at their own size', () => {
  it('1: fill 4000×3000 → 400×300 uses the whole source', () => {
    expect(plan('fill/w_400,h_300,al_c,q_80,usm_0.66_1.00_0.01,enc_auto', 4000, 3000)).toEqual({
      region: { left: 0, top: 0, width: 4000, height: 3000 },
      width: 400,
      height: 300,
      quality: 80,
    })
  })

  it('2: a square fill cuts a square around the focal point, kept inside the image', () => {
    const at = (fp: string) => plan(`fill/w_400,h_400,${fp},q_70`, 4000, 3000).region
    expect(at('fp_0.20_0.80')).toEqual({ left: 0, top: 0, width: 3000, height: 3000 })
    expect(at('fp_0.50_0.50')).toEqual({ left: 500, top: 0, width: 3000, height: 3000 })
    expect(at('fp_0.90_0.50')).toEqual({ left: 1000, top: 0, width: 3000, height: 3000 })
  })

  it('3: lg_1 enlarges a tiny source up to 1.4 times; without it nothing grows', () => {
    expect(size(plan('fill/w_420,h_280,al_c,lg_1,q_85', 300, 200, 'x.png'))).toEqual([420, 280])
    expect(size(plan('fill/w_600,h_400,al_c,lg_1', 300, 200))).toEqual([420, 280])
    expect(size(plan('fill/w_420,h_280,al_c', 300, 200))).toEqual([300, 200])
  })

  it('4: scale-to-fit links are fills with the image shape', () => {
    const p = plan('fill/w_500,h_375,al_c', 4000, 3000)
    expect(p.region).toEqual({ left: 0, top: 0, width: 4000, height: 3000 })
    expect(size(p)).toEqual([500, 375])
  })

  it('6: a crop becomes the source of the fill', () => {
    expect(plan('crop/x_100,y_200,w_1000,h_800/fill/w_250,h_200,al_c', 4000, 3000)).toMatchObject({
      region: { left: 100, top: 200, width: 1000, height: 800 },
      width: 250,
      height: 200,
    })
  })

  it('a box the builder rounded a little over the cap renders as it asks', () => {
    // fill(jpg, 6675, 4534, 6675, 4534, {devicePixelRatio: 1.5}): 25,002,107 pixels.
    expect(size(plan('fill/w_6067,h_4121,al_c,q_90', 6675, 4534))).toEqual([6067, 4121])
  })

  it('7: 5000×5000 is allowed; larger boxes shrink to the 25 M pixel cap', () => {
    expect(size(plan('fill/w_5000,h_5000,al_c', 10000, 10000))).toEqual([5000, 5000])
    expect(size(plan('fill/w_16000,h_16000,al_c', 20000, 20000))).toEqual([5000, 5000])
    expect(size(plan('fill/w_10000,h_10000,lg_2', 5000, 5000))).toEqual([5000, 5000])
  })

  it('9: lg_2 (super) enlarges up to 4 times', () => {
    expect(size(plan('fill/w_300,h_300,al_c,lg_2', 100, 100))).toEqual([300, 300])
    expect(size(plan('fill/w_800,h_800,al_c,lg_2', 100, 100))).toEqual([400, 400])
    expect(size(plan('fill/w_300,h_300,al_c,lg_1', 100, 100))).toEqual([140, 140])
  })

  it('lg_1 does not enlarge sources above 600×600', () => {
    expect(size(plan('fill/w_1400,h_1400,lg_1', 700, 700))).toEqual([700, 700])
    expect(size(plan('fill/w_600,h_600,lg_1', 500, 500))).toEqual([600, 600])
  })
})

describe('planRender: fit', () => {
  it('fits inside the box, keeping the aspect ratio', () => {
    expect(size(plan('fit/w_400,h_400', 4000, 3000))).toEqual([400, 300])
    expect(size(plan('fit/w_400,h_400', 1000, 2000))).toEqual([200, 400])
  })

  it('enlarges only with lg_', () => {
    expect(size(plan('fit/w_400,h_400', 300, 200))).toEqual([300, 200])
    expect(size(plan('fit/w_400,h_400,lg_1', 300, 200))).toEqual([400, 267])
  })
})

describe('planRender: positions, crops and limits', () => {
  it('alignment codes pick the side a fill keeps', () => {
    const left = (al: string) => plan(`fill/w_100,h_300,al_${al}`, 400, 300).region.left
    expect([left('l'), left('c'), left('r'), left('tl'), left('br')]).toEqual([0, 150, 300, 0, 300])
    const top = (al: string) => plan(`fill/w_400,h_100,al_${al}`, 400, 300).region.top
    expect([top('t'), top('c'), top('b'), top('tr'), top('bl')]).toEqual([0, 100, 200, 0, 200])
  })

  it('clips a crop that runs past the image, and rejects one starting past its edge', () => {
    expect(plan('crop/x_3900,y_2900,w_500,h_500/fit/w_50,h_50', 4000, 3000).region).toEqual({
      left: 3900,
      top: 2900,
      width: 100,
      height: 100,
    })
    expect(() => plan('crop/x_4001,y_0,w_10,h_10/fit/w_5,h_5', 4000, 3000)).toThrow(ApiError)
  })

  it('a builder crop under half a pixel wide, starting on the edge, keeps the last pixel', () => {
    // crop(jpg, 1000, 1000, 999.6, 0, 10, 500, …): x 999.6 → x_1000, 0.4 px wide → w_0.
    expect(plan('crop/x_1000,y_0,w_0,h_500/fill/w_1,h_100,al_c', 1000, 1000)).toMatchObject({
      region: { left: 999, width: 1 },
      width: 1,
      height: 100,
    })
  })

  it('keeps the longest side within what every encoder writes', () => {
    const p = plan('fill/w_20000,h_1000', 20000, 1000)
    expect(size(p)).toEqual([MAX_SIDE, 819])
    expect(size(plan('fill/w_999999999,h_1,lg_2', 100, 100))[0]).toBeLessThanOrEqual(MAX_SIDE)
  })

  it('defaults quality by output size: 90, 85, 80', () => {
    const q = (w: number) => plan(`fill/w_${w},h_${w}`, 4000, 4000).quality
    expect([q(1500), q(700), q(450), q(100)]).toEqual([90, 85, 80, 80])
    expect(plan('fill/w_100,h_100,q_33', 4000, 4000).quality).toBe(33)
  })
})

describe('negotiateFormat', () => {
  const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'
  it('enc_auto: AVIF, then WebP, as Accept names them; else the source format', () => {
    expect(negotiateFormat('auto', 'jpeg', chrome)).toEqual({ format: 'avif', varies: true })
    expect(negotiateFormat('auto', 'jpeg', 'image/webp,*/*')).toEqual({
      format: 'webp',
      varies: true,
    })
    expect(negotiateFormat('auto', 'png', 'image/avif;q=0, image/webp;q=0.5')).toEqual({
      format: 'webp',
      varies: true,
    })
    expect(negotiateFormat('auto', 'png', 'image/*,*/*')).toEqual({ format: 'png', varies: true })
    expect(negotiateFormat('auto', 'jpeg')).toEqual({ format: 'jpeg', varies: true })
  })

  it('explicit encodings ignore Accept', () => {
    expect(negotiateFormat('avif', 'jpeg', 'image/webp')).toEqual({ format: 'avif', varies: false })
    expect(negotiateFormat('source', 'png', chrome)).toEqual({ format: 'png', varies: false })
  })
})
