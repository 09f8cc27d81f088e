// Invalid input never makes a malformed link: it throws an ImageArgumentError naming the argument.
import { describe, expect, it } from 'vitest'
import { cropImageUrl, fillImageUrl, fitImageUrl, ImageArgumentError } from '../src/index'
import { ID, jpg } from './support'

const image = jpg(400, 300)
const box = { width: 100, height: 100 }

describe('ImageArgumentError', () => {
  it('is a TypeError naming the argument in its message and its argument property', () => {
    const error = (() => {
      try {
        fillImageUrl(image, { width: -1, height: 100 })
      } catch (e) {
        return e
      }
    })()
    expect(error).toBeInstanceOf(ImageArgumentError)
    expect(error).toBeInstanceOf(TypeError)
    expect(error).toMatchObject({
      name: 'ImageArgumentError',
      argument: 'options.width',
      message: 'options.width must be a finite number above 0, got -1',
    })
  })
})

describe('refused input', () => {
  const cases: [string, () => unknown, string][] = [
    ['zero width', () => fillImageUrl(image, { width: 0, height: 100 }), 'options.width'],
    ['negative height', () => fitImageUrl(image, { width: 10, height: -5 }), 'options.height'],
    ['NaN width', () => fillImageUrl(image, { width: Number.NaN, height: 1 }), 'options.width'],
    [
      'infinite height',
      () => fillImageUrl(image, { width: 1, height: Number.POSITIVE_INFINITY }),
      'options.height',
    ],
    [
      'a string width',
      () => fillImageUrl(image, { width: '100' as never, height: 1 }),
      'options.width',
    ],
    ['no options', () => fillImageUrl(image, undefined as never), 'options'],
    [
      'negative source width',
      () => fillImageUrl({ id: ID, width: -400, height: 300 }, box),
      'image.width',
    ],
    [
      'NaN source height',
      () => fillImageUrl({ id: ID, width: 400, height: Number.NaN }, box),
      'image.height',
    ],
    ['one source side only', () => fillImageUrl({ id: ID, width: 400 }, box), 'image.height'],
    [
      'zero with a known side',
      () => fillImageUrl({ id: ID, width: 0, height: 300 }, box),
      'image.width',
    ],
    ['an empty id', () => fillImageUrl({ id: '' }, box), 'image.id'],
    ['an id with spaces', () => fillImageUrl({ id: 'a b.jpg' }, box), 'image.id'],
    ['an id with a query', () => fillImageUrl({ id: 'a.jpg?x=1' }, box), 'image.id'],
    ['a missing id', () => fillImageUrl({} as never, box), 'image.id'],
    ['null image', () => fillImageUrl(null as never, box), 'image'],
    ['a bare id string', () => fillImageUrl(ID, box), 'image'],
    ['a malformed media string', () => fillImageUrl('wix:image://v1/', box), 'image'],
    [
      'zero device pixel ratio',
      () => fillImageUrl(image, { ...box, devicePixelRatio: 0 }),
      'options.devicePixelRatio',
    ],
    [
      'NaN focal point',
      () => fillImageUrl(image, { ...box, focalPoint: { x: Number.NaN, y: 1 } }),
      'options.focalPoint.x',
    ],
    [
      'focal point without y',
      () => fillImageUrl(image, { ...box, focalPoint: { x: 1 } as never }),
      'options.focalPoint.y',
    ],
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
    [
      'a crop outside the image',
      () => cropImageUrl(image, { crop: { x: 300, y: 0, width: 200, height: 10 } }),
      'options.crop',
    ],
    [
      'a crop of zero width',
      () => cropImageUrl(image, { crop: { x: 0, y: 0, width: 0, height: 10 } }),
      'options.crop.width',
    ],
    [
      'a crop with NaN',
      () => cropImageUrl(image, { crop: { x: Number.NaN, y: 0, width: 5, height: 10 }, ...box }),
      'options.crop.x',
    ],
    ['no crop', () => cropImageUrl(image, {} as never), 'options.crop'],
    [
      'crop with a bad box',
      () => cropImageUrl(image, { crop: { x: 0, y: 0, width: 5, height: 5 }, width: -1 }),
      'options.width',
    ],
  ]

  it.each(cases)('%s', (_name, call, argument) => {
    expect(call).toThrow(ImageArgumentError)
    expect(call).toThrow(expect.objectContaining({ argument }))
  })

  it('checks options even when the source is not transformed', () => {
    expect(() => fillImageUrl(jpg(10, 10, 'a.gif'), { width: 0, height: 1 })).toThrow(
      ImageArgumentError,
    )
    expect(() =>
      fillImageUrl({ id: 'https://example.com/a.jpg' }, { width: 1, height: Number.NaN }),
    ).toThrow(ImageArgumentError)
  })
})
