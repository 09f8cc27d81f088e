// (c) How fast image links are built: URLs per second of each builder, as a ratio to plain
// string concatenation of a link of the same shape in the same run. Inputs vary per call so no
// result can be cached or folded away.
import { cropImageUrl, fillImageUrl, fitImageUrl, responsiveImage } from '@storefront-kit/image'
import { compareSync, report } from './lib.mjs'

const id = 'c5f4b2_abc~mv2.jpg'
const image = { id, width: 4000, height: 3000 }
const media = `wix:image://v1/${id}/Blue%20Shirt.jpg#originWidth=4000&originHeight=3000`
const base = 'https://static.wixstatic.com/media/'
const widthOf = (i) => 100 + (i % 900)

const ns = compareSync({
  concatenation: (i) =>
    `${base}${id}/v1/fill/w_${widthOf(i)},h_${widthOf(i) >> 1},al_c,q_80,usm_0.66_1.00_0.01,enc_auto/${id}`,
  fill: (i) =>
    fillImageUrl(image, { width: widthOf(i), height: widthOf(i) >> 1, devicePixelRatio: 1 }),
  fillFromMediaString: (i) =>
    fillImageUrl(media, { width: widthOf(i), height: widthOf(i) >> 1, devicePixelRatio: 1 }),
  fit: (i) => fitImageUrl(image, { width: widthOf(i), height: widthOf(i), devicePixelRatio: 1 }),
  crop: (i) =>
    cropImageUrl(image, {
      crop: { x: i % 100, y: 0, width: 1000, height: 800 },
      width: 250,
      height: 200,
      devicePixelRatio: 1,
    }),
  responsive: (i) =>
    responsiveImage(image, { layout: 'constrained', width: widthOf(i), aspectRatio: 4 / 3 }).srcSet,
})

const perSecond = (n) => Math.round(1e9 / n)
const ratio = (key) => Number((ns.concatenation / ns[key]).toFixed(3))
const builder = (name, key) => [
  { name: `${name} (URLs/s)`, value: perSecond(ns[key]), unit: 'ops/s' },
  { name: `${name} / concatenation`, value: ratio(key), unit: 'ratio' },
]

report('image-urls', [
  { name: 'concatenation baseline (URLs/s)', value: perSecond(ns.concatenation), unit: 'ops/s' },
  ...builder('fillImageUrl', 'fill'),
  ...builder('fillImageUrl from media string', 'fillFromMediaString'),
  ...builder('fitImageUrl', 'fit'),
  ...builder('cropImageUrl', 'crop'),
  // One call builds the src and every srcset candidate: about 8 links.
  {
    name: 'responsiveImage (calls/s, ~8 links each)',
    value: perSecond(ns.responsive),
    unit: 'ops/s',
  },
  { name: 'responsiveImage call / one concatenation', value: ratio('responsive'), unit: 'ratio' },
])
