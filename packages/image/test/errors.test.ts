// Input of the wrong shape throws an ImageArgumentError naming the argument. Numbers are the
// platform's to judge (w_0, w_NaN...), unless `strict` is set: then any number no picture
// comes from throws too.
import { describe, expect, it } from 'vitest'
import { cropImageUrl, fillImageUrl, fitImageUrl, ImageArgumentError } from '../src/index'
import { ID, jpg } from './support'

const image = jpg(400, 300)
const box = { width: 100, height: 100 }
const strict = { strict: true }

describe('ImageArgumentError', () => {
  it('is a TypeError naming the argument in its message and its argument property', () => {
    const error = (() => {
      try {
        fillImageUrl(image, { width: -1, height: 100, strict: true })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ImageArgumentError)
    expect(error).toBeInstanceOf(TypeError)
    expect(error).toMatchObject({
      name: 'ImageArgumentError',
      argument: 'options.width',
      message:
        'options.width must be a size that gives the link at least one pixel (not w_-1,h_100), got -1',
    })
  })
})

type Case = [string, () => unknown, string]

describe('refused input of the wrong shape, strict or not', () => {
  const cases: Case[] = [
    [
      'a string width',
      () => fillImageUrl(image, { width: '100' as never, height: 1 }),
      'options.width',
    ],
    ['no options', () => fillImageUrl(image, undefined as never), 'options'],
    ['a missing id', () => fillImageUrl({} as never, box), 'image.id'],
    [
      'a string source width',
      () => fillImageUrl({ id: ID, width: '4' as never }, box),
      'image.width',
    ],
    ['null image', () => fillImageUrl(null as never, box), 'image'],
    ['a bare id string', () => fillImageUrl(ID, box), 'image'],
    ['a malformed media string', () => fillImageUrl('wix:image://v1/', box), 'image'],
    [
      'an unknown alignment',
      () => fillImageUrl(image, { ...box, alignment: 'middle' as never }),
      'options.alignment',
    ],
    [
      'a name with a lone surrogate',
      () => fillImageUrl(image, { ...box, name: 'a\uD800' }),
      'options.name',
    ],
    ['no crop', () => cropImageUrl(image, {} as never), 'options.crop'],
    [
      'a crop without its height',
      () => cropImageUrl(image, { crop: { x: 0, y: 0, width: 5 } as never }),
      'options.crop.height',
    ],
  ]

  it.each(cases)('%s', (_name, call, argument) => {
    expect(call).toThrow(ImageArgumentError)
    expect(call).toThrow(expect.objectContaining({ argument }))
  })
})

describe('links no picture has', () => {
  // Each: a call, the argument strict blames, and the part of the platform's link it gives.
  const cases: [string, (extra: object) => string, string, string][] = [
    [
      'zero width',
      (o) => fillImageUrl(image, { width: 0, height: 100, ...o }),
      'options.width',
      'w_0,h_100',
    ],
    [
      'negative height',
      (o) => fitImageUrl(image, { width: 10, height: -5, ...o }),
      'options.height',
      'w_-7,h_-5',
    ],
    [
      'NaN width',
      (o) => fillImageUrl(image, { width: Number.NaN, height: 1, ...o }),
      'options.width',
      'w_NaN,h_NaN',
    ],
    [
      'infinite height',
      (o) => fillImageUrl(image, { width: 1, height: Number.POSITIVE_INFINITY, ...o }),
      'options.height',
      'w_NaN,h_NaN',
    ],
    [
      'a negative device pixel ratio',
      (o) => fillImageUrl(image, { ...box, devicePixelRatio: -1, ...o }),
      'options.devicePixelRatio',
      'w_-100,h_-100',
    ],
    ['an empty id', (o) => fillImageUrl({ id: '' }, { ...box, ...o }), 'image.id', '/media/'],
    [
      'a crop filling a negative box',
      (o) => cropImageUrl(image, { crop: { x: 0, y: 0, width: 5, height: 5 }, width: -1, ...o }),
      'options.width',
      'w_-1,h_5',
    ],
    [
      'a side under half a pixel',
      (o) => fillImageUrl(image, { width: 0.4, height: 100, ...o }),
      'options.width',
      'w_0,h_100',
    ],
    [
      'a result 0 pixels high',
      (o) => fitImageUrl(jpg(6000, 4), { width: 300, height: 300, ...o }),
      'options.height',
      'w_300,h_0',
    ],
  ]

  it.each(cases)('%s: linked as the platform does', (_name, call, _argument, part) => {
    expect(call({})).toContain(part)
  })

  it.each(cases)('%s: refused with strict', (_name, call, argument) => {
    expect(() => call(strict)).toThrow(ImageArgumentError)
    expect(() => call(strict)).toThrow(expect.objectContaining({ argument }))
  })

  it('strict names the cause in its message', () => {
    expect(() => fillImageUrl(image, { width: 0.4, height: 100, strict: true })).toThrow(
      'options.width must be a size that gives the link at least one pixel (not w_0,h_100), got 0.4',
    )
  })
})

describe('odd numbers that still give a picture: linked as the platform does, strict or not', () => {
  const cases: [string, (extra: object) => string, string][] = [
    [
      'a negative source width',
      (o) => fillImageUrl({ id: ID, width: -400, height: 300 }, { ...box, ...o }),
      'fill/w_100,h_100,al_c',
    ],
    [
      'a NaN source height (unknown)',
      (o) => fillImageUrl({ id: ID, width: 400, height: Number.NaN }, { ...box, ...o }),
      'fill/w_100,h_100,al_c',
    ],
    [
      'one source side only',
      (o) => fillImageUrl({ id: ID, width: 400 }, { ...box, ...o }),
      'w_100',
    ],
    [
      'zero device pixel ratio (1)',
      (o) => fillImageUrl(image, { ...box, devicePixelRatio: 0, ...o }),
      'fill/w_100,h_100,al_c',
    ],
    [
      'a NaN focal point (centred)',
      (o) => fillImageUrl(image, { ...box, focalPoint: { x: Number.NaN, y: 1 }, ...o }),
      'fill/w_100,h_100,al_c',
    ],
    [
      'a focal point without y (centred)',
      (o) => fillImageUrl(image, { ...box, focalPoint: { x: 1 } as never, ...o }),
      'fill/w_100,h_100,al_c',
    ],
    [
      'a crop outside the image (left out)',
      (o) => cropImageUrl(image, { crop: { x: 400, y: 0, width: 200, height: 10 }, ...o }),
      'v1/fill/w_200,h_10,al_c',
    ],
    [
      'a crop of zero width (left out)',
      (o) => cropImageUrl(image, { crop: { x: 0, y: 0, width: 0, height: 10 }, ...box, ...o }),
      'v1/fill/w_100,h_100,al_c',
    ],
    [
      'a crop with NaN (left out)',
      (o) =>
        cropImageUrl(image, { crop: { x: Number.NaN, y: 0, width: 5, height: 10 }, ...box, ...o }),
      'v1/fill/w_100,h_100,al_c',
    ],
    [
      'a crop partly outside (clipped)',
      (o) => cropImageUrl(image, { crop: { x: 300, y: 0, width: 200, height: 10 }, ...o }),
      '/crop/x_300,y_0,w_100,h_10/',
    ],
    ['an id with spaces', (o) => fillImageUrl({ id: 'a b.jpg' }, { ...box, ...o }), '/a b.jpg/v1/'],
    [
      'an id with a query (the original)',
      (o) => fillImageUrl({ id: 'a.jpg?x=1' }, { ...box, ...o }),
      '/media/a.jpg?x=1',
    ],
    [
      'zero sizes of a GIF (the original)',
      (o) => fillImageUrl(jpg(10, 10, 'a.gif'), { width: 0, height: 1, ...o }),
      '/media/a.gif',
    ],
  ]

  it.each(cases)('%s', (_name, call, part) => {
    expect(call({})).toContain(part)
    expect(call(strict)).toBe(call({}))
  })
})
