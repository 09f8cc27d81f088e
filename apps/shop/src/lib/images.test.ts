import { describe, expect, it } from 'vitest'
import { pictureAttributes } from './images'

const ID = 'c5f4b2_abc~mv2.jpg'
const options = { layout: 'fixed' as const, width: 88, aspectRatio: 1 }

describe('pictureAttributes', () => {
  it('takes the catalog picture as it is: the media id comes from its url', () => {
    const picture = { url: `http://127.0.0.1:4010/media/${ID}`, width: 1000, height: 1000 }
    const attributes = pictureAttributes(picture, 'http://127.0.0.1:4010', options)
    expect(attributes?.src).toMatch(`http://127.0.0.1:4010/media/${ID}/v1/fill/w_88,h_88,`)
    expect(attributes?.srcSet).toMatch(/\/fill\/w_176,h_176,.* 176w$/)
  })

  it('takes a cart line picture ({ id, url, width, height }) on the platform host by default', () => {
    const picture = {
      id: ID,
      url: `https://static.wixstatic.com/media/${ID}`,
      width: 500,
      height: 400,
    }
    expect(pictureAttributes(picture, undefined, options)?.src).toMatch(
      `https://static.wixstatic.com/media/${ID}/v1/fill/w_88,h_88,`,
    )
  })

  it('a picture of unknown or one-sided size still gets a link', () => {
    const attributes = pictureAttributes({ id: ID, width: 400 }, undefined, options)
    expect(attributes).toMatchObject({ width: 88, height: 88 })
    expect(attributes?.src).toMatch('/v1/fill/w_88,h_88,')
  })

  it('no picture, or one with neither id nor url, gives nothing (the placeholder shows)', () => {
    expect(pictureAttributes(undefined, undefined, options)).toBeUndefined()
    expect(pictureAttributes({ id: '' }, undefined, options)).toBeUndefined()
  })
})
