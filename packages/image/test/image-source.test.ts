// What the builders take as the image: the catalog's own picture ({ url, width, height }, the
// id on its parent) has its id read from the url, so it needs no rewriting.
import { describe, expect, it } from 'vitest'
import { fillImageUrl, ImageArgumentError, responsiveImage } from '../src/index'
import { ID, USM } from './support'

const box = { width: 400, height: 300 }
const expected = (host = 'https://static.wixstatic.com') =>
  `${host}/media/${ID}/v1/fill/w_400,h_300,al_c,q_80,${USM},enc_auto/${ID}`

describe('an image object with a url and no id', () => {
  it.each([
    ['the original on the platform', `https://static.wixstatic.com/media/${ID}`],
    [
      'a transformed link',
      `https://static.wixstatic.com/media/${ID}/v1/fit/w_500,h_500,q_90/file.jpg`,
    ],
    ['the emulator’s original', `http://127.0.0.1:4010/media/${ID}`],
    ['a link with a query and a fragment', `https://static.wixstatic.com/media/${ID}?v=2#top`],
  ])('takes the id from %s', (_name, url) => {
    expect(fillImageUrl({ url, width: 4000, height: 3000 }, box)).toBe(expected())
  })

  it('builds on the host the options name, like any image', () => {
    const url = `http://127.0.0.1:4010/media/${ID}`
    expect(
      fillImageUrl(
        { url, width: 4000, height: 3000 },
        { ...box, baseUrl: 'http://127.0.0.1:4010' },
      ),
    ).toBe(expected('http://127.0.0.1:4010'))
  })

  it('an id wins over the url; an empty id counts as none', () => {
    const url = 'https://static.wixstatic.com/media/other~mv2.jpg'
    expect(fillImageUrl({ id: ID, url, width: 4000, height: 3000 }, box)).toBe(expected())
    expect(
      fillImageUrl(
        { id: '', url: `https://static.wixstatic.com/media/${ID}`, width: 4000, height: 3000 },
        box,
      ),
    ).toBe(expected())
  })

  it('a url without /media/ is an external picture, linked unchanged', () => {
    const url = 'https://example.com/pictures/a.jpg'
    expect(fillImageUrl({ url, width: 4000, height: 3000 }, box)).toBe(url)
    expect(responsiveImage({ url }, { width: 300, aspectRatio: 1 })).toMatchObject({
      src: url,
      srcSet: '',
    })
  })

  it('needs an id or a url', () => {
    expect(() => fillImageUrl({ width: 1, height: 1 } as never, box)).toThrow(ImageArgumentError)
    expect(() => fillImageUrl({ url: 42 } as never, box)).toThrow(
      expect.objectContaining({ argument: 'image.id' }),
    )
  })
})
