import { describe, expect, it } from 'vitest'
import { fillImageUrl, ImageArgumentError, parseMedia } from '../src/index'

describe('parseMedia', () => {
  it('parses an image: id, size (never swapped) and decoded name', () => {
    expect(
      parseMedia(
        'wix:image://v1/c5f4b2_abc~mv2.jpg/My%20Shirt%20(blue).jpg#originWidth=4000&originHeight=3000',
      ),
    ).toEqual({
      type: 'image',
      id: 'c5f4b2_abc~mv2.jpg',
      url: 'https://static.wixstatic.com/media/c5f4b2_abc~mv2.jpg',
      width: 4000,
      height: 3000,
      name: 'My Shirt (blue).jpg',
    })
  })

  it('reads sizes by name, in either order', () => {
    const media = parseMedia('wix:image://v1/a.jpg/a.jpg#originHeight=300&originWidth=4000')
    expect(media).toMatchObject({ width: 4000, height: 300 })
  })

  it('allows an image without a file name', () => {
    expect(parseMedia('wix:image://v1/a.png#originWidth=10&originHeight=20')).toEqual({
      type: 'image',
      id: 'a.png',
      url: 'https://static.wixstatic.com/media/a.png',
      width: 10,
      height: 20,
    })
    expect(parseMedia('wix:image://v1/a.png/#originWidth=10&originHeight=20')).not.toHaveProperty(
      'name',
    )
  })

  it('parses a video with its poster and MP4 links per resolution', () => {
    const media = parseMedia(
      'wix:video://v1/11062b_vid/clip.mp4#posterUri=11062b_poster~mv2.jpg&posterWidth=1920&posterHeight=1080',
    )
    expect(media).toEqual({
      type: 'video',
      id: '11062b_vid',
      name: 'clip.mp4',
      poster: {
        type: 'image',
        id: '11062b_poster~mv2.jpg',
        url: 'https://static.wixstatic.com/media/11062b_poster~mv2.jpg',
        width: 1920,
        height: 1080,
      },
      urls: {
        '360p': 'https://video.wixstatic.com/video/11062b_vid/360p/mp4/file.mp4',
        '480p': 'https://video.wixstatic.com/video/11062b_vid/480p/mp4/file.mp4',
        '720p': 'https://video.wixstatic.com/video/11062b_vid/720p/mp4/file.mp4',
        '1080p': 'https://video.wixstatic.com/video/11062b_vid/1080p/mp4/file.mp4',
      },
    })
  })

  it('a video poster can be passed straight to a builder', () => {
    const media = parseMedia(
      'wix:video://v1/v/c.mp4#posterUri=p.jpg&posterWidth=1920&posterHeight=1080',
    )
    if (media.type !== 'video' || !media.poster) throw new Error('expected a video with a poster')
    expect(fillImageUrl(media.poster, { width: 192, height: 108, devicePixelRatio: 1 })).toMatch(
      'https://static.wixstatic.com/media/p.jpg/v1/fill/w_192,h_108,',
    )
  })

  it('parses audio with its duration', () => {
    expect(parseMedia('wix:audio://v1/c5f4b2_song.mp3/Song%201.mp3#duration=215')).toEqual({
      type: 'audio',
      id: 'c5f4b2_song.mp3',
      name: 'Song 1.mp3',
      duration: 215,
      url: 'https://static.wixstatic.com/mp3/c5f4b2_song.mp3',
    })
    expect(parseMedia('wix:audio://v1/s.mp3/s.mp3')).not.toHaveProperty('duration')
  })

  it('parses a document: the id is the segment before the file name', () => {
    expect(parseMedia('wix:document://v1/ugd/c5f4b2_doc.pdf/Price%20list.pdf')).toEqual({
      type: 'document',
      id: 'c5f4b2_doc.pdf',
      name: 'Price list.pdf',
      url: 'https://d945e594-8657-47e2-9cd9-e9033c3d8da0.usrfiles.com/ugd/c5f4b2_doc.pdf',
    })
    expect(parseMedia('wix:document://v1/c5f4b2_doc.pdf')).toMatchObject({ id: 'c5f4b2_doc.pdf' })
  })

  it.each([
    ['not a media string', 'hello'],
    ['an unknown kind', 'wix:shape://v1/a.svg'],
    ['another version', 'wix:image://v2/a.jpg/a.jpg#originWidth=1&originHeight=1'],
    ['no id', 'wix:image://v1/#originWidth=1&originHeight=1'],
    ['an empty segment', 'wix:image://v1//a.jpg#originWidth=1&originHeight=1'],
    ['spaces in the id', 'wix:image://v1/a b.jpg/a.jpg#originWidth=1&originHeight=1'],
    ['no size', 'wix:image://v1/a.jpg/a.jpg'],
    ['no height', 'wix:image://v1/a.jpg/a.jpg#originWidth=10'],
    ['a zero size', 'wix:image://v1/a.jpg/a.jpg#originWidth=0&originHeight=10'],
    ['a negative size', 'wix:image://v1/a.jpg/a.jpg#originWidth=-5&originHeight=10'],
    ['a non-numeric size', 'wix:image://v1/a.jpg/a.jpg#originWidth=abc&originHeight=10'],
    ['a fractional size', 'wix:image://v1/a.jpg/a.jpg#originWidth=1.5&originHeight=10'],
    ['too many segments', 'wix:image://v1/a.jpg/b/c.jpg#originWidth=1&originHeight=1'],
    ['a bad escape in the name', 'wix:image://v1/a.jpg/%E0%A4%A.jpg#originWidth=1&originHeight=1'],
    ['a poster without a size', 'wix:video://v1/v/c.mp4#posterUri=p.jpg'],
    ['a negative duration', 'wix:audio://v1/s.mp3/s.mp3#duration=-1'],
    ['a non-numeric duration', 'wix:audio://v1/s.mp3/s.mp3#duration=long'],
  ])('refuses %s', (_name, value) => {
    expect(() => parseMedia(value)).toThrow(ImageArgumentError)
    expect(() => parseMedia(value)).toThrow(/^value /)
  })

  it('names the builder argument when a builder gets a malformed string', () => {
    expect(() => fillImageUrl('wix:image://v1/a.jpg/a.jpg', { width: 1, height: 1 })).toThrow(
      /^image must be a wix:image:\/\/v1\/<id>\/<name>#originWidth=<w>&originHeight=<h> string, got "wix:image:/,
    )
    expect(() => fillImageUrl('wix:video://v1/v/c.mp4', { width: 1, height: 1 })).toThrow(
      /^image must be a wix:image:\/\/v1\/<id>/,
    )
    expect(() => fillImageUrl('c5f4b2_abc~mv2.jpg', { width: 1, height: 1 })).toThrow(
      /^image must be a wix:image:\/\/v1\/<id>/,
    )
  })
})
