import { describe, expect, it, vi } from 'vitest'
import {
  createImageBuilder,
  fillImageUrl,
  ImageArgumentError,
  PLATFORM_MEDIA_HOST,
} from '../src/index'
import { ID, jpg } from './support'

const link = (baseUrl: string | undefined, id = ID) =>
  fillImageUrl(jpg(400, 300, id), { width: 40, height: 30, baseUrl, devicePixelRatio: 1 })
const rest = `/v1/fill/w_40,h_30,al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${ID}`

describe('base host', () => {
  it('defaults to the platform static media host', () => {
    expect(PLATFORM_MEDIA_HOST).toBe('https://static.wixstatic.com')
    expect(link(undefined)).toBe(`https://static.wixstatic.com/media/${ID}${rest}`)
  })

  it.each([
    ['http://localhost:4010', 'http://localhost:4010/media/'],
    ['http://localhost:4010/', 'http://localhost:4010/media/'],
    ['http://localhost:4010/media', 'http://localhost:4010/media/'],
    ['http://127.0.0.1:9000/media/', 'http://127.0.0.1:9000/media/'],
    ['https://cdn.example.com/shop', 'https://cdn.example.com/shop/media/'],
    ['/img', '/img/media/'],
  ])('%s → %s<id>', (baseUrl, prefix) => {
    expect(link(baseUrl)).toBe(`${prefix}${ID}${rest}`)
  })

  it('ids starting with media/ keep their folder on any host', () => {
    expect(link(undefined, `media/${ID}`)).toBe(`https://static.wixstatic.com/media/${ID}${rest}`)
    expect(link('http://localhost:4010', `media/${ID}`)).toBe(
      `http://localhost:4010/media/${ID}${rest}`,
    )
  })

  it('is used for originals of non-transformable images too, but never for external URLs', () => {
    expect(link('http://localhost:4010', 'a.gif')).toBe('http://localhost:4010/media/a.gif')
    expect(
      fillImageUrl(
        { id: 'https://example.com/x.jpg' },
        { width: 10, height: 10, baseUrl: 'http://localhost:4010' },
      ),
    ).toBe('https://example.com/x.jpg')
  })

  it.each(['http://local host', 'http://x\n'])('refuses %j', (baseUrl) => {
    expect(() => link(baseUrl)).toThrow(ImageArgumentError)
    expect(() => link(baseUrl)).toThrow(/^options\.baseUrl /)
  })
})

describe('createImageBuilder', () => {
  const images = createImageBuilder({
    baseUrl: 'http://localhost:4010',
    devicePixelRatio: 1,
    quality: 60,
  })

  it('applies its defaults to every builder', () => {
    const image = jpg(4000, 3000)
    expect(images.fill(image, { width: 400, height: 300 })).toBe(
      `http://localhost:4010/media/${ID}/v1/fill/w_400,h_300,al_c,q_60,usm_0.66_1.00_0.01,enc_auto/${ID}`,
    )
    expect(images.fit(image, { width: 400, height: 400 })).toMatch(
      /^http:\/\/localhost:4010\/media\/.+\/fill\/w_400,h_300,al_c,q_60,/,
    )
    expect(images.crop(image, { crop: { x: 0, y: 0, width: 100, height: 100 } })).toMatch(
      /^http:\/\/localhost:4010\/media\/.+\/crop\/x_0,y_0,w_100,h_100\/fill\/w_100,h_100,al_c,q_60,/,
    )
    expect(images.background(image, { width: 400, height: 300, viewportWidth: 1200 })).toMatch(
      /^http:\/\/localhost:4010\/media\/.+\/fill\/w_400,h_300,al_c,q_60,/,
    )
    expect(images.responsive(image, { width: 400, height: 300 }).src).toBe(
      images.fill(image, { width: 400, height: 300 }),
    )
  })

  it('lets each call override a default, and ignores options left undefined', () => {
    const image = jpg(4000, 3000)
    expect(images.fill(image, { width: 40, height: 30, quality: 70 })).toMatch(',q_70,')
    expect(images.fill(image, { width: 40, height: 30, quality: undefined })).toMatch(',q_60,')
    expect(images.fill(image, { width: 40, height: 30, baseUrl: 'http://other' })).toMatch(
      /^http:\/\/other\/media\//,
    )
  })

  it('without defaults behaves like the plain builders', () => {
    vi.stubGlobal('devicePixelRatio', undefined)
    expect(createImageBuilder().fill(jpg(400, 300), { width: 40, height: 30 })).toBe(
      link(undefined),
    )
    vi.unstubAllGlobals()
  })

  it('checks the base host when created', () => {
    expect(() => createImageBuilder({ baseUrl: 'not a url' })).toThrow(ImageArgumentError)
  })
})
