import type SharpLib from 'sharp'
import type { Sharp } from 'sharp'
import type { OutputFormat } from './output-format'
import { planRender } from './render-plan'
import type { MediaTransform } from './transform'

/**
 * Everything the media service does with sharp. Other files never import sharp, so the image
 * library could be swapped here alone.
 */

let loading: Promise<typeof SharpLib> | undefined
/**
 * sharp, loaded on the first picture: libvips took half a second of every start, and most runs
 * of the emulator (a test, an API session) never draw one.
 */
const sharpLib = () =>
  (loading ??= import('sharp').then((module) => module.default as unknown as typeof SharpLib))

/** What an uploaded file is, once sharp has decoded all of it. */
export interface ImageInfo {
  format: OutputFormat
  /** Upright size (EXIF orientation applied). */
  width: number
  height: number
}

const READABLE: Record<string, OutputFormat> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  // sharp reports AVIF as HEIF; the prebuilt libvips decodes only its AV1 flavour.
  heif: 'avif',
}

/**
 * Reads an image's format and size, decoding every pixel so that a truncated or corrupt file is
 * refused now rather than failing later renders. Undefined for anything that is not a readable
 * JPEG, PNG, WebP, AVIF or GIF.
 */
export async function inspectImage(bytes: Uint8Array): Promise<ImageInfo | undefined> {
  try {
    const sharp = await sharpLib()
    const image = sharp(bytes, { autoOrient: true, failOn: 'error' })
    const meta = await image.metadata()
    const format = READABLE[meta.format ?? '']
    if (!format || (meta.format === 'heif' && meta.compression !== 'av1')) return undefined
    await image.resize(8, 8, { fit: 'fill' }).raw().toBuffer()
    const { width, height } = meta.autoOrient ?? meta
    return width && height ? { format, width, height } : undefined
  } catch {
    return undefined
  }
}

/** Draws an SVG recipe (seed pictures) as the JPEG original. */
export async function renderSvg(svg: string): Promise<Uint8Array> {
  const sharp = await sharpLib()
  return sharp(Buffer.from(svg)).jpeg({ quality: 90, progressive: true }).toBuffer()
}

/** Contrast about mid-grey, brightness, saturation and hue, then blur and sharpening. */
function applyFilters(image: Sharp, t: MediaTransform): Sharp {
  const { contrast, brightness, saturation, hue, blur } = t.filters
  if (contrast !== undefined) {
    const slope = 1 + contrast / 100
    image.linear(slope, 128 * (1 - slope))
  }
  if (brightness !== undefined || saturation !== undefined || hue !== undefined)
    image.modulate({
      ...(brightness !== undefined && { brightness: 1 + brightness / 100 }),
      ...(saturation !== undefined && { saturation: 1 + saturation / 100 }),
      ...(hue !== undefined && { hue: Math.round(hue) }),
    })
  // blur_ runs 0..100; half of it as a Gaussian sigma blurs a thumbnail to a placeholder.
  if (blur !== undefined) image.blur(Math.max(0.3, blur / 2))
  const usm = t.unsharpMask
  if (usm && usm.amount > 0)
    // sharp's own radius→sigma rule; below the threshold (0..255 → 0..100 L*) nothing sharpens.
    image.sharpen({
      sigma: 1 + usm.radius / 2,
      m1: 0,
      m2: usm.amount * 2,
      x1: (usm.threshold * 100) / 255,
    })
  return image
}

function encode(image: Sharp, format: OutputFormat, quality: number, progressive: boolean) {
  switch (format) {
    case 'jpeg':
      return image.flatten({ background: '#ffffff' }).jpeg({ quality, progressive })
    case 'png':
      return image.png()
    case 'webp':
      return image.webp({ quality })
    // AVIF's scale runs lower than JPEG's for the same look (its default 50 ≈ JPEG 80).
    case 'avif':
      return image.avif({ quality: Math.max(1, quality - 30), effort: 2 })
    case 'gif':
      return image.gif()
  }
}

/**
 * Renders a transform of `source` in `format`: crop and cut (extract), scale to the planned size,
 * filters, sharpening, encoding. Animated sources render their first frame.
 */
export async function renderVariant(
  source: Uint8Array,
  t: MediaTransform,
  format: OutputFormat,
): Promise<Uint8Array> {
  const sharp = await sharpLib()
  const image = sharp(source, { autoOrient: true, failOn: 'none' })
  const meta = await image.metadata()
  const { width = 1, height = 1 } = meta.autoOrient ?? meta
  const plan = planRender(t, width, height)
  const { region } = plan
  if (region.width !== width || region.height !== height) image.extract(region)
  image.resize(plan.width, plan.height, { fit: 'fill' })
  return encode(applyFilters(image, t), format, plan.quality, t.progressive).toBuffer()
}
