import { describe, expect, it } from 'vitest'
import {
  DEFAULT_WIDTHS,
  fillImageUrl,
  fitImageUrl,
  imageSizes,
  imageSrcSet,
  parseImageUrl,
  responsiveImage,
} from '../src/index'
import { ID, jpg } from './support'

const big = jpg(6000, 4000)

/** Pixel widths named by a srcset, and whether each link asks for exactly that width. */
function candidates(srcSet: string) {
  return srcSet.split(', ').map((entry) => {
    const [url = '', descriptor = ''] = entry.split(' ')
    const width = Number(descriptor.replace(/w$/, ''))
    return { width, matches: parseImageUrl(url)?.width === width, url }
  })
}

describe('imageSizes', () => {
  it.each([
    ['fixed', 400, '400px'],
    ['constrained', 400, '(min-width: 400px) 400px, 100vw'],
    ['full-width', 400, '100vw'],
    [undefined, 640, '(min-width: 640px) 640px, 100vw'],
  ] as const)('%s, %i → %s', (layout, width, sizes) => {
    expect(imageSizes({ layout, width })).toBe(sizes)
  })
})

describe('responsiveImage', () => {
  it('fixed: 1× and 2× of the width', () => {
    const img = responsiveImage(big, { layout: 'fixed', width: 300, height: 200 })
    expect(img).toEqual({
      src: fillImageUrl(big, { width: 300, height: 200, devicePixelRatio: 1 }),
      srcSet: [
        `${fillImageUrl(big, { width: 300, height: 200, devicePixelRatio: 1 })} 300w`,
        `${fillImageUrl(big, { width: 600, height: 400, devicePixelRatio: 1 })} 600w`,
      ].join(', '),
      sizes: '300px',
      width: 300,
      height: 200,
    })
  })

  it('constrained: every default step up to twice the width, plus the width and its double', () => {
    const img = responsiveImage(big, { width: 800, height: 600 })
    expect(candidates(img.srcSet).map((c) => c.width)).toEqual([
      320, 640, 750, 800, 828, 1080, 1200, 1600,
    ])
    expect(img.sizes).toBe('(min-width: 800px) 800px, 100vw')
    expect(img.src).toMatch('/fill/w_800,h_600,')
    expect(candidates(img.srcSet).every((c) => c.matches)).toBe(true)
  })

  it('full-width: every default step; the aspect ratio from the image', () => {
    const img = responsiveImage(big, { layout: 'full-width' })
    expect(candidates(img.srcSet).map((c) => c.width)).toEqual([...DEFAULT_WIDTHS])
    expect(img).toMatchObject({ sizes: '100vw', width: 6000, height: 4000 })
    expect(candidates(img.srcSet)[0]?.url).toMatch('/fill/w_320,h_213,')
  })

  it('takes an aspect ratio when no height is given', () => {
    const img = responsiveImage(big, { layout: 'full-width', width: 1600, aspectRatio: 16 / 9 })
    expect(img).toMatchObject({ width: 1600, height: 900 })
    expect(img.srcSet).toMatch('/fill/w_1920,h_1080,')
  })

  it('measures candidates by the pixels their links ask for: upscale limits collapse duplicates', () => {
    // 500×500 is LOW: at most 600 pixels wide, whatever is asked.
    const img = responsiveImage(jpg(500, 500), { layout: 'full-width', width: 500 })
    const list = candidates(img.srcSet)
    expect(list.map((c) => c.width)).toEqual([320, 600])
    expect(list.every((c) => c.matches)).toBe(true)
  })

  it('uses your widths and sizes when given', () => {
    const img = responsiveImage(big, {
      width: 400,
      height: 400,
      widths: [1000, 200],
      sizes: '(max-width: 600px) 50vw, 400px',
    })
    expect(candidates(img.srcSet).map((c) => c.width)).toEqual([200, 1000])
    expect(img.sizes).toBe('(max-width: 600px) 50vw, 400px')
  })

  it('fit: the element takes the fitted size and candidates keep the image’s shape', () => {
    const img = responsiveImage(big, { layout: 'fixed', width: 300, height: 300, fitting: 'fit' })
    expect(img).toMatchObject({ width: 300, height: 200 })
    expect(img.src).toBe(fitImageUrl(big, { width: 300, height: 300, devicePixelRatio: 1 }))
    expect(img.srcSet).toMatch('/fill/w_600,h_400,')
  })

  it('a fit ignores the focal point, like fitImageUrl', () => {
    const img = responsiveImage(big, {
      width: 300,
      height: 300,
      fitting: 'fit',
      focalPoint: { x: 1, y: 1 },
    })
    expect(img.src).toBe(fitImageUrl(big, { width: 300, height: 300, devicePixelRatio: 1 }))
    expect(img.srcSet).not.toMatch('fp_')
  })

  it('passes focal point and options to every candidate', () => {
    const img = responsiveImage(big, {
      layout: 'fixed',
      width: 100,
      height: 100,
      focalPoint: { x: 30, y: 70 },
      quality: 60,
      baseUrl: 'http://localhost:4010',
    })
    for (const c of candidates(img.srcSet)) {
      expect(c.url).toMatch(/^http:\/\/localhost:4010\/media\/.+,fp_0.30_0.70,q_60,/)
    }
  })

  it('sources that cannot be transformed get their plain link and no srcset', () => {
    expect(
      responsiveImage({ id: 'https://example.com/a.jpg' }, { width: 300, height: 200 }),
    ).toEqual({
      src: 'https://example.com/a.jpg',
      srcSet: '',
      sizes: '',
      width: 300,
      height: 200,
    })
    expect(responsiveImage(jpg(300, 200, 'a.gif'), {}).src).toBe(
      'https://static.wixstatic.com/media/a.gif',
    )
  })

  it('imageSrcSet is the srcSet alone', () => {
    const options = { layout: 'constrained' as const, width: 500, aspectRatio: 1 }
    expect(imageSrcSet(big, options)).toBe(responsiveImage(big, options).srcSet)
  })

  it.each([
    [{ id: ID }, {}, 'options.width'],
    [{ id: ID }, { width: 100 }, 'options.height'],
    [big, { layout: 'fluid' }, 'options.layout'],
    [big, { width: 0 }, 'options.width'],
    [big, { aspectRatio: -1 }, 'options.aspectRatio'],
    [big, { widths: [100, Number.NaN] }, 'options.widths[1]'],
    [big, { sizes: 100 }, 'options.sizes'],
  ])('refuses %o with %o (%s)', (image, options, argument) => {
    expect(() => responsiveImage(image, options as object)).toThrow(
      expect.objectContaining({ argument }),
    )
  })
})
