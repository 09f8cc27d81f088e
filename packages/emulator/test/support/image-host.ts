import sharp from 'sharp'
import type { testEmulator } from './emulator'

type TestEmulator = ReturnType<typeof testEmulator>
type Rgb = [number, number, number]

export const RED: Rgb = [255, 0, 0]
export const GREEN: Rgb = [0, 255, 0]
export const BLUE: Rgb = [0, 0, 255]
export const YELLOW: Rgb = [255, 255, 0]

/**
 * A `width` × `height` PNG in four flat quadrants: red top left, green top right, blue bottom
 * left, yellow bottom right, so every cut and crop can be checked by its colours.
 */
export async function quadrantsPng(width = 400, height = 300): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3)
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const top = y < height / 2
      const left = x < width / 2
      const colour = top ? (left ? RED : GREEN) : left ? BLUE : YELLOW
      pixels.set(colour, (y * width + x) * 3)
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
}

/** A noisy JPEG: quality settings change its size a lot, unlike flat colours. */
export async function noiseJpeg(width = 400, height = 300): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
      background: '#808080',
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer()
}

/** Stores an image through the owner-only control endpoint; returns the wire image. */
export async function upload(t: TestEmulator, bytes: Uint8Array, filename = 'test.png') {
  const res = await t.emulator.request(
    `/_emulator/media?filename=${encodeURIComponent(filename)}`,
    {
      method: 'POST',
      headers: { ...t.owner, 'content-type': 'application/octet-stream' },
      // Test bytes never live in a SharedArrayBuffer.
      body: bytes as Uint8Array<ArrayBuffer>,
    },
  )
  if (res.status !== 200) throw new Error(`upload failed: ${res.status} ${await res.text()}`)
  const { image } = (await res.json()) as {
    image: { id: string; url: string; width: number; height: number; filename: string }
  }
  return image
}

/** GETs a path and decodes the answer when it is an image. */
export async function fetchImage(
  t: TestEmulator,
  path: string,
  headers: Record<string, string> = {},
) {
  const res = await t.emulator.request(path, { headers })
  const bytes = Buffer.from(await res.arrayBuffer())
  const isImage = res.headers.get('content-type')?.startsWith('image/') ?? false
  const meta = isImage ? await sharp(bytes).metadata() : undefined
  return { res, bytes, meta, text: isImage ? '' : bytes.toString('utf8') }
}

/** The colour at (x, y) of an encoded image. */
export async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const i = (y * info.width + x) * info.channels
  return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1]
}

/** Whether two colours are within `tolerance` on every channel (lossy encodings shift them). */
export const near = (a: Rgb, b: Rgb, tolerance = 40) =>
  a.every((v, i) => Math.abs(v - (b[i] ?? 0)) <= tolerance)
