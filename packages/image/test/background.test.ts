import { afterEach, describe, expect, it, vi } from 'vitest'
import { backgroundImageUrl, ImageArgumentError } from '../src/index'
import { ID, jpg, transformOf, USM } from './support'

afterEach(() => vi.unstubAllGlobals())

const bg = (image: Parameters<typeof backgroundImageUrl>[0], options = {}) =>
  transformOf(backgroundImageUrl(image, { devicePixelRatio: 1, ...options }))

describe('background images', () => {
  it('default to the image’s own size, at most 1920 wide on desktop', () => {
    expect(bg(jpg(4000, 3000))).toBe(`fill/w_1920,h_1440,al_c,q_90,${USM},enc_auto`)
    expect(bg(jpg(1200, 800))).toBe('fill/w_1200,h_800,al_c,q_85,enc_auto')
  })

  it.each([
    [767, 'w_1000,h_333'], // mobile: at most 1000
    [320, 'w_1000,h_333'],
    [768, 'w_1920,h_640'], // desktop
    [2560, 'w_1920,h_640'],
  ])('viewport %i px wide: %s', (viewportWidth, size) => {
    expect(bg(jpg(6000, 2000), { width: 2400, height: 800, viewportWidth })).toMatch(
      `fill/${size},`,
    )
  })

  it('take the viewport from the window when not given', () => {
    vi.stubGlobal('innerWidth', 500)
    expect(bg(jpg(6000, 2000), { width: 2400, height: 800 })).toMatch('fill/w_1000,h_333,')
  })

  it('apply the device pixel ratio under the cap', () => {
    expect(bg(jpg(4000, 3000), { width: 800, height: 600, devicePixelRatio: 2 })).toMatch(
      'fill/w_1600,h_1200,',
    )
    expect(bg(jpg(4000, 3000), { width: 1200, height: 400, devicePixelRatio: 2 })).toMatch(
      'fill/w_1920,h_640,',
    )
    expect(bg(jpg(4000, 3000), { width: 600, height: 400, devicePixelRatio: 3 })).toMatch(
      'fill/w_1200,h_800,',
    )
  })

  it('keep tall boxes within the limit too', () => {
    expect(bg(jpg(2000, 6000), { width: 1000, height: 3000 })).toMatch('fill/w_640,h_1920,')
  })

  it('can fit instead of fill', () => {
    expect(bg(jpg(4000, 2000), { width: 1000, height: 1000, fitting: 'fit' })).toMatch(
      'fill/w_1000,h_500,al_c,',
    )
  })

  it('a fit stays centred whatever focal point is given', () => {
    expect(
      bg(jpg(4000, 2000), {
        width: 1000,
        height: 1000,
        fitting: 'fit',
        focalPoint: { x: 10, y: 10 },
      }),
    ).toMatch('fill/w_1000,h_500,al_c,')
  })

  it('take a focal point', () => {
    expect(bg(jpg(4000, 3000), { width: 400, height: 400, focalPoint: { x: 0, y: 0 } })).toMatch(
      'fill/w_400,h_400,fp_0.00_0.00,',
    )
  })

  it('need a box when the image size is unknown', () => {
    expect(() => bg({ id: ID })).toThrow(ImageArgumentError)
    expect(() => bg({ id: ID }, { width: 100 })).toThrow(
      /^options\.height must be given when the image size is unknown/,
    )
    expect(bg({ id: ID }, { width: 3000, height: 1000 })).toMatch('fill/w_1920,h_640,')
  })

  it.each([
    [{ viewportWidth: 0 }, 'options.viewportWidth'],
    [{ fitting: 'cover' }, 'options.fitting'],
    [{ width: -1 }, 'options.width'],
  ])('refuses %o', (options, argument) => {
    expect(() => backgroundImageUrl(jpg(100, 100), options as object)).toThrow(
      expect.objectContaining({ argument }),
    )
  })
})
