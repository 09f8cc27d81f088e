// Type tests: checked by `npm run typecheck`. Each @ts-expect-error must stay an error.
import type { CatalogMainMedia, Image, MediaItemUrlAndSize } from '@storefront-kit/wire'
import { expectTypeOf } from 'vitest'
import {
  backgroundImageUrl,
  createImageBuilder,
  cropImageUrl,
  fillImageUrl,
  fitImageUrl,
  type ImageArgumentError,
  type ImageBuilder,
  type ImageInput,
  type ImageMedia,
  imageSizes,
  imageSrcSet,
  type Media,
  type ParsedImageUrl,
  parseImageUrl,
  parseMedia,
  type ResponsiveImage,
  responsiveImage,
  type VideoResolution,
} from '../src/index'

declare const wireImage: Image
const media = 'wix:image://v1/a.jpg/a.jpg#originWidth=4000&originHeight=3000'
const box = { width: 400, height: 300 }

// Every builder returns a string and takes a media string, a wire Image or a parsed image.
expectTypeOf(fillImageUrl(media, box)).toEqualTypeOf<string>()
expectTypeOf(fillImageUrl(wireImage, box)).toEqualTypeOf<string>()
expectTypeOf(
  fitImageUrl({ id: 'a.jpg', width: 1, height: 1, name: 'a.jpg' }, box),
).toEqualTypeOf<string>()
fillImageUrl(
  { id: 'a.jpg', url: 'https://x/a.jpg', width: 1, height: 1, filename: 'a.jpg', altText: 'A' },
  box,
)
expectTypeOf<Image>().toMatchTypeOf<ImageInput>()
// The catalog's picture ({ url, width, height }: the id is on its parent) is taken as it is.
declare const mainMedia: CatalogMainMedia
expectTypeOf(fillImageUrl(mainMedia.image, box)).toEqualTypeOf<string>()
expectTypeOf<MediaItemUrlAndSize>().toMatchTypeOf<ImageInput>()
expectTypeOf<ImageMedia>().toMatchTypeOf<ImageInput>()
expectTypeOf(
  cropImageUrl(media, { crop: { x: 0, y: 0, width: 10, height: 10 } }),
).toEqualTypeOf<string>()
expectTypeOf(backgroundImageUrl(media)).toEqualTypeOf<string>()

// @ts-expect-error a fill needs a height
fillImageUrl(media, { width: 400 })
// @ts-expect-error sizes are numbers
fillImageUrl(media, { width: '400', height: 300 })
// @ts-expect-error no builder without options
fitImageUrl(media)
// @ts-expect-error a crop needs its rectangle
cropImageUrl(media, { width: 10, height: 10 })
// @ts-expect-error the rectangle needs all four numbers
cropImageUrl(media, { crop: { x: 0, y: 0, width: 10 } })
// @ts-expect-error a fit keeps the whole image: no focal point
fitImageUrl(media, { ...box, focalPoint: { x: 1, y: 2 } })
// @ts-expect-error alignment names are spelled out
fillImageUrl(media, { ...box, alignment: 'c' })
// @ts-expect-error encodings are AVIF or PAVIF
fillImageUrl(media, { ...box, encoding: 'webp' })
// @ts-expect-error upscale methods are auto, classic or super
fillImageUrl(media, { ...box, upscaleMethod: 'ai' })
// @ts-expect-error the unsharp mask needs radius, amount and threshold
fillImageUrl(media, { ...box, unsharpMask: { radius: 1 } })
// @ts-expect-error filters are numbers
fillImageUrl(media, { ...box, filters: { blur: 'soft' } })
// @ts-expect-error the base host is a string
fillImageUrl(media, { ...box, baseUrl: new URL('http://localhost:4010') })
// @ts-expect-error an image object needs an id or a url
fillImageUrl({ width: 1, height: 1 }, box)
// @ts-expect-error a crop takes no focal point (the platform ignores it there)
cropImageUrl(media, { crop: { x: 0, y: 0, width: 10, height: 10 }, focalPoint: { x: 1, y: 2 } })
// @ts-expect-error strict is a boolean
fillImageUrl(media, { ...box, strict: 'yes' })
// @ts-expect-error numbers are not images
fillImageUrl(42, box)

// Responsive helpers.
const img = responsiveImage(media, { layout: 'constrained', width: 600, aspectRatio: 4 / 3 })
expectTypeOf(img).toEqualTypeOf<ResponsiveImage>()
expectTypeOf(img).toEqualTypeOf<{
  src: string
  srcSet: string
  sizes: string
  width: number
  height: number
}>()
expectTypeOf(imageSrcSet(media, { layout: 'full-width' })).toEqualTypeOf<string>()
expectTypeOf(imageSizes({ layout: 'fixed', width: 100 })).toEqualTypeOf<string>()
// @ts-expect-error layouts are fixed, constrained or full-width
responsiveImage(media, { layout: 'fluid' })
// @ts-expect-error the browser picks the pixel ratio from the srcset
responsiveImage(media, { devicePixelRatio: 2 })
// @ts-expect-error widths are numbers
responsiveImage(media, { widths: ['100'] })

// The builder binds defaults and keeps each builder's types.
const images = createImageBuilder({ baseUrl: 'http://localhost:4010', quality: 70 })
expectTypeOf(images).toEqualTypeOf<ImageBuilder>()
expectTypeOf(images.fill(media, box)).toEqualTypeOf<string>()
expectTypeOf(images.responsive(media, {})).toEqualTypeOf<ResponsiveImage>()
// @ts-expect-error defaults hold no target size
createImageBuilder({ width: 100 })
// @ts-expect-error the builder's fill still needs a height
images.fill(media, { width: 1 })

// Parsers.
const parsed = parseMedia(media)
expectTypeOf(parsed).toEqualTypeOf<Media>()
if (parsed.type === 'image') expectTypeOf(parsed.width).toEqualTypeOf<number>()
if (parsed.type === 'video') {
  expectTypeOf(parsed.urls).toEqualTypeOf<Record<VideoResolution, string>>()
  expectTypeOf(parsed.poster).toEqualTypeOf<ImageMedia | undefined>()
}
if (parsed.type === 'audio') expectTypeOf(parsed.duration).toEqualTypeOf<number | undefined>()
// @ts-expect-error narrow on type first: only images have a width
void parsed.width
expectTypeOf(parseImageUrl('x')).toEqualTypeOf<ParsedImageUrl | undefined>()
expectTypeOf<ImageArgumentError['argument']>().toEqualTypeOf<string>()
expectTypeOf<ImageArgumentError>().toMatchTypeOf<TypeError>()
