import { describe, expect, it } from 'vitest'
import { fillImageUrl } from '../src/index'
import { ID, jpg } from './support'

const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1)
const named = (name: string | undefined, id = ID) =>
  fileOf(fillImageUrl({ ...jpg(400, 300, id) }, { width: 100, height: 75, name }))

describe('file name at the end of the link', () => {
  it.each([
    ['My Pic.png', 'My%20Pic.jpg'], // a transformable extension is dropped; the id's is added
    ['a b?c.jpg', 'a%20b_c.jpg'],
    ['photo.final.jpeg', 'photo_final.jpg'], // remaining dots become _
    ['report.pdf', 'report_pdf.jpg'], // not a transformable extension: kept, dot replaced
    ['IMG_1.JPG', 'IMG_1_JPG.jpg'], // extensions are matched case-sensitively, like the vendor
    ['a/b\\c:d"e<f>g|h*i', 'a_b_c_d_e_f_g_h_i.jpg'],
    ['“quoted”', '_quoted%E2%80%9D.jpg'], // the left quote is refused, the right one kept encoded
    ['résumé', 'r%C3%A9sum%C3%A9.jpg'],
    ['100% #1 & co', '100%25%20%231%20%26%20co.jpg'],
    ["it's (ok)!", "it's%20(ok)!.jpg"],
  ])('name %j → %s', (name, file) => {
    expect(named(name)).toBe(file)
  })

  it.each([
    [undefined, ID],
    ['', ID],
  ])('name %j falls back to the id', (name, file) => {
    expect(named(name)).toBe(file)
  })

  it('a name that is only a transformable extension leaves an empty name, like the platform', () => {
    expect(named('.png')).toBe('.jpg')
  })

  it('uses the id from its first slash on, without its extension, plus the lower-cased extension', () => {
    expect(named(undefined, 'media/c5f4b2_x~mv2.JPG')).toBe('c5f4b2_x~mv2.jpg')
    const url = fillImageUrl(jpg(400, 300, 'media/a/b.png'), { width: 100, height: 75 })
    expect(url.slice(url.lastIndexOf(',enc_auto/') + 10)).toBe('a/b.png')
  })

  it('takes the image object’s name, then its filename, and the option over both', () => {
    const image = { ...jpg(400, 300), name: 'from name.jpg', filename: 'from filename.jpg' }
    const file = (options = {}) =>
      fileOf(fillImageUrl(image, { width: 10, height: 10, ...options }))
    expect(file()).toBe('from%20name.jpg')
    expect(
      fileOf(fillImageUrl({ ...jpg(400, 300), filename: 'f.jpg' }, { width: 10, height: 10 })),
    ).toBe('f.jpg')
    expect(file({ name: 'option.jpg' })).toBe('option.jpg')
  })

  it('takes the media string’s decoded name', () => {
    const media = `wix:image://v1/${ID}/Blue%20Shirt.jpg#originWidth=400&originHeight=300`
    expect(fileOf(fillImageUrl(media, { width: 10, height: 10 }))).toBe('Blue%20Shirt.jpg')
  })
})
