// (d) Bytes a storefront ships for image links: one builder imported from the built package,
// bundled and minified for the browser, then gzipped. The budget holds for a single builder:
// 2,500 bytes until the builder followed every rule of the platform's own (WebP/AVIF, file
// names, external ids, device pixel ratios, the strict option), which took about 350 more.
import { bundleBytes, report } from './lib.mjs'

const fill = await bundleBytes(`
  import { fillImageUrl } from '@storefront-kit/image'
  export const src = (image) => fillImageUrl(image, { width: 400, height: 300 })
`)
const responsive = await bundleBytes(`
  import { responsiveImage } from '@storefront-kit/image'
  export const img = (image) => responsiveImage(image, { layout: 'constrained', width: 600 })
`)
const everything = await bundleBytes(`export * from '@storefront-kit/image'`)

report('image-bundle-size', [
  { name: 'fillImageUrl only (min)', value: fill.min, unit: 'bytes' },
  { name: 'fillImageUrl only (min+gzip)', value: fill.gzip, unit: 'bytes', budget: 3000 },
  { name: 'responsiveImage only (min+gzip)', value: responsive.gzip, unit: 'bytes' },
  { name: 'whole package (min+gzip)', value: everything.gzip, unit: 'bytes' },
])
