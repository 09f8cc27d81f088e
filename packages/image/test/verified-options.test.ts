// Section 3 of wire/images-verified.md, continued: focal points, quality, filters, sharpening,
// encoding, file names, ids, hosts and device pixel ratios, every example character for
// character.
import { describe, expect, it } from 'vitest'
import { at, check, fillUrl, jpg, P, png, USM } from './platform'

const H = 'https://static.wixstatic.com/'
/** `fill(jpg, 4000, 3000, 400, 300, opts)`, the call most examples vary. */
const small = (opts: Record<string, unknown>) => fillUrl(jpg, 4000, 3000, 400, 300, opts)

describe('focal point, per mode', () => {
  const square = (focalPoint: unknown) => fillUrl(jpg, 4000, 3000, 400, 400, { focalPoint })
  check([
    [
      '{x: 1.5, y: 28.5}',
      () => square({ x: 1.5, y: 28.5 }),
      at(jpg, `fill/w_400,h_400,fp_0.01_0.28,q_80,${USM},enc_auto`),
    ],
    [
      '{x: -20, y: 130}',
      () => square({ x: -20, y: 130 }),
      at(jpg, `fill/w_400,h_400,fp_0.00_1.00,q_80,${USM},enc_auto`),
    ],
    [
      '{x: "50", y: 50}',
      () => square({ x: '50', y: 50 }),
      at(jpg, `fill/w_400,h_400,al_c,q_80,${USM},enc_auto`),
    ],
    ['{x: 50}', () => square({ x: 50 }), at(jpg, `fill/w_400,h_400,al_c,q_80,${USM},enc_auto`)],
  ])
})

describe('quality', () => {
  check([
    [
      'fill(png, 4000, 3000, 400, 300, {quality: 90})',
      () => fillUrl(png, 4000, 3000, 400, 300, { quality: 90 }),
      at(png, `fill/w_400,h_300,al_c,q_95,${USM},enc_auto`),
    ],
    [
      'fill(png, 4000, 3000, 400, 300, {quality: 50.5})',
      () => fillUrl(png, 4000, 3000, 400, 300, { quality: 50.5 }),
      at(png, `fill/w_400,h_300,al_c,q_55.5,${USM},enc_auto`),
    ],
    [
      '{quality: 91, autoEncode: false}',
      () => small({ quality: 91, autoEncode: false }),
      at(jpg, `fill/w_400,h_300,al_c,q_80,${USM}`),
    ],
    [
      'fill(jpg, 4000, 3000, 601, 600)',
      () => fillUrl(jpg, 4000, 3000, 601, 600),
      at(jpg, `fill/w_601,h_600,al_c,q_85,${USM},enc_auto`),
    ],
    [
      'fill(jpg, 4000, 3000, 600.4, 600)',
      () => fillUrl(jpg, 4000, 3000, 600.4, 600),
      at(jpg, `fill/w_600,h_600,al_c,q_80,${USM},enc_auto`),
    ],
  ])
})

describe('blur, filters and sharpening', () => {
  check([
    [
      '{filters: {blur: 2.5, hue: -180, contrast: 12.5, brightness: 0, saturation: 101}}',
      () =>
        small({
          filters: { blur: 2.5, hue: -180, contrast: 12.5, brightness: 0, saturation: 101 },
        }),
      at(jpg, `fill/w_400,h_300,al_c,q_80,${USM},con_12.5,hue_-180,blur_2.5,enc_auto`),
    ],
    [
      '{filters: {blur: 100.5, contrast: -100}}',
      () => small({ filters: { blur: 100.5, contrast: -100 } }),
      at(jpg, `fill/w_400,h_300,al_c,q_80,${USM},con_-100,enc_auto`),
    ],
    [
      '{filters: {blur: 1e-7}}',
      () => small({ filters: { blur: 1e-7 } }),
      at(jpg, `fill/w_400,h_300,al_c,q_80,${USM},blur_1e-7,enc_auto`),
    ],
    [
      '{unsharpMask: {radius: 1.005, amount: 2.675, threshold: 0.125}}',
      () => small({ unsharpMask: { radius: 1.005, amount: 2.675, threshold: 0.125 } }),
      at(jpg, 'fill/w_400,h_300,al_c,q_80,usm_1.00_2.67_0.13,enc_auto'),
    ],
    [
      '{unsharpMask: {radius: 0, amount: 0, threshold: 0}}',
      () => small({ unsharpMask: { radius: 0, amount: 0, threshold: 0 } }),
      at(jpg, 'fill/w_400,h_300,al_c,q_80,enc_auto'),
    ],
    [
      '{unsharpMask: {radius: 0, amount: 1, threshold: 0}}',
      () => small({ unsharpMask: { radius: 0, amount: 1, threshold: 0 } }),
      at(jpg, `fill/w_400,h_300,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'fill(jpg, 500, 500, 1000, 1000, {unsharpMask: {radius: 2, amount: 1, threshold: 0}})',
      () =>
        fillUrl(jpg, 500, 500, 1000, 1000, { unsharpMask: { radius: 2, amount: 1, threshold: 0 } }),
      at(jpg, 'fill/w_600,h_600,al_c,lg_1,q_80,usm_2.00_1.00_0.00,enc_auto'),
    ],
  ])
})

describe('encoding part', () => {
  check([
    [
      '{encoding: "PAVIF", autoEncode: false}',
      () => small({ encoding: 'PAVIF', autoEncode: false }),
      at(jpg, `fill/w_400,h_300,al_c,q_80,${USM},enc_pavif,quality_auto`),
    ],
    [
      '{encoding: "avif"}',
      () => small({ encoding: 'avif' }),
      at(jpg, `fill/w_400,h_300,al_c,q_80,${USM},enc_auto`),
    ],
    [
      '{autoEncode: 0}',
      () => small({ autoEncode: 0 }),
      at(jpg, `fill/w_400,h_300,al_c,q_80,${USM}`),
    ],
  ])
})

describe('file name', () => {
  it.each([
    ['My Pic.png', 'My%20Pic.jpg'],
    ['a/b?c#d.jpg', 'a_b_c%23d.jpg'],
    ['dots.in.name.jpeg', 'dots_in_name.jpg'],
    ["quote's & amp (1)!~.png", "quote's%20%26%20amp%20(1)!~.jpg"],
    ['UPPER.JPG', 'UPPER_JPG.jpg'],
    ['a+b=c,d;e@f$g', 'a%2Bb%3Dc%2Cd%3Be%40f%24g.jpg'],
    ['x%20y.gif', 'x%2520y_gif.jpg'],
    ['日本語 画像.jpg', '%E6%97%A5%E6%9C%AC%E8%AA%9E%20%E7%94%BB%E5%83%8F.jpg'],
    ['abc.', 'abc_.jpg'],
    ['a*b:c"d<e>f|g\\h“i', 'a_b_c_d_e_f_g_h_i.jpg'],
    ['.jpg', '.jpg'],
    ['', 'c5f4b2_abc~mv2.jpg'],
  ])('name %j ends the URL in %s', (name, end) => {
    expect(small({ name })).toBe(`${P}${jpg}/v1/fill/w_400,h_300,al_c,q_80,${USM},enc_auto/${end}`)
  })
})

describe('ids, hosts, device pixel ratio', () => {
  check([
    [
      'fill("media/f/g/h.png", 4000, 3000, 400, 300)',
      () => fillUrl('media/f/g/h.png', 4000, 3000, 400, 300),
      `${H}media/f/g/h.png/v1/fill/w_400,h_300,al_c,q_85,${USM},enc_auto/f/g/h.png`,
    ],
    [
      'fill("media/c5f4b2_abc~mv2.jpg", …, {baseHostURL: "http://127.0.0.1:9000/media/"})',
      () =>
        fillUrl('media/c5f4b2_abc~mv2.jpg', 4000, 3000, 400, 300, {
          baseHostURL: 'http://127.0.0.1:9000/media/',
        }),
      `http://127.0.0.1:9000/media/media/c5f4b2_abc~mv2.jpg/v1/fill/w_400,h_300,al_c,q_80,${USM},enc_auto/c5f4b2_abc~mv2.jpg`,
    ],
    [
      'fill("c5f4b2 abc~mv2.jpg", 4000, 3000, 400, 300)',
      () => fillUrl('c5f4b2 abc~mv2.jpg', 4000, 3000, 400, 300),
      at('c5f4b2 abc~mv2.jpg', `fill/w_400,h_300,al_c,q_80,${USM},enc_auto`),
    ],
    [
      'fill("database.jpg", 4000, 3000, 400, 300)',
      () => fillUrl('database.jpg', 4000, 3000, 400, 300),
      `${P}database.jpg`,
    ],
    [
      'fill("None", 4000, 3000, 400, 300)',
      () => fillUrl('None', 4000, 3000, 400, 300),
      `${H}media/`,
    ],
    [
      'fill("HTTPS://example.com/x.jpg", 4000, 3000, 400, 300)',
      () => fillUrl('HTTPS://example.com/x.jpg', 4000, 3000, 400, 300),
      `${P}HTTPS://example.com/x.jpg/v1/fill/w_400,h_300,al_c,q_80,${USM},enc_auto//example.com/x.jpg`,
    ],
    [
      '{devicePixelRatio: 3}',
      () => small({ devicePixelRatio: 3 }),
      at(jpg, `fill/w_800,h_600,al_c,q_85,${USM},enc_auto`),
    ],
    [
      '{devicePixelRatio: 0}',
      () => small({ devicePixelRatio: 0 }),
      at(jpg, `fill/w_400,h_300,al_c,q_80,${USM},enc_auto`),
    ],
    [
      '{devicePixelRatio: -1}',
      () => small({ devicePixelRatio: -1 }),
      at(jpg, `fill/w_-400,h_-300,al_c,q_80,${USM},enc_auto`),
    ],
  ])

  it('an empty or blank id gives the bare host; NaN counts as 1, 0.5 is kept, a bot gets 1', () => {
    for (const id of ['', '  ', 'none', 'NONE'])
      expect(fillUrl(id, 4000, 3000, 400, 300)).toBe(`${H}media/`)
    expect(small({ devicePixelRatio: Number.NaN })).toBe(small({}))
    expect(small({ devicePixelRatio: 0.5 })).toMatch('/fill/w_200,h_150,')
    expect(small({ devicePixelRatio: 2, isSEOBot: true })).toBe(small({}))
  })
})
