import type { MediaType } from '@storefront-kit/wire'

/** A file format the library accepts: its MIME type, media type, extensions and size limit. */
export interface FileFormat {
  mimeType: string
  mediaType: MediaType
  /** The first is the one ids and download names get. */
  extensions: readonly string[]
  /** Whether sharp reads it (the image host serves and transforms it). */
  raster?: boolean
}

const MB = 1024 * 1024

/**
 * Largest file per media type, as the platform's Media Manager states them (images 25 MB, video
 * and audio 1 GB here rather than the platform's 4 GB, documents and the rest 1 GB).
 */
export const SIZE_LIMITS: Readonly<Record<string, number>> = {
  IMAGE: 25 * MB,
  VECTOR: 25 * MB,
  VIDEO: 1024 * MB,
  AUDIO: 1024 * MB,
  DOCUMENT: 1024 * MB,
  ARCHIVE: 1024 * MB,
  MODEL3D: 1024 * MB,
  OTHER: 1024 * MB,
}

const F = (
  mimeType: string,
  mediaType: MediaType,
  extensions: string[],
  raster?: boolean,
): FileFormat => ({ mimeType, mediaType, extensions, ...(raster && { raster }) })

/** Every format the library accepts. Anything else is `UNSUPPORTED_FILE_FORMAT`. */
export const FORMATS: readonly FileFormat[] = [
  F('image/jpeg', 'IMAGE', ['jpg', 'jpeg', 'jpe'], true),
  F('image/png', 'IMAGE', ['png'], true),
  F('image/gif', 'IMAGE', ['gif'], true),
  F('image/webp', 'IMAGE', ['webp'], true),
  F('image/avif', 'IMAGE', ['avif'], true),
  F('image/tiff', 'IMAGE', ['tiff', 'tif']),
  F('image/svg+xml', 'VECTOR', ['svg']),
  F('video/mp4', 'VIDEO', ['mp4', 'm4v']),
  F('video/quicktime', 'VIDEO', ['mov']),
  F('video/webm', 'VIDEO', ['webm']),
  F('audio/mpeg', 'AUDIO', ['mp3']),
  F('audio/wav', 'AUDIO', ['wav']),
  F('audio/ogg', 'AUDIO', ['ogg', 'oga']),
  F('audio/mp4', 'AUDIO', ['m4a']),
  F('audio/aac', 'AUDIO', ['aac']),
  F('application/pdf', 'DOCUMENT', ['pdf']),
  F('text/plain', 'DOCUMENT', ['txt']),
  F('text/csv', 'DOCUMENT', ['csv']),
  F('application/msword', 'DOCUMENT', ['doc']),
  F('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'DOCUMENT', [
    'docx',
  ]),
  F('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'DOCUMENT', ['xlsx']),
  F('application/vnd.openxmlformats-officedocument.presentationml.presentation', 'DOCUMENT', [
    'pptx',
  ]),
  F('application/zip', 'ARCHIVE', ['zip']),
  F('application/gzip', 'ARCHIVE', ['gz']),
  F('model/gltf-binary', 'MODEL3D', ['glb']),
  F('model/gltf+json', 'MODEL3D', ['gltf']),
]

/** MIME types that say nothing: the extension or the content decides. */
export const GENERIC_MIME_TYPES = new Set(['application/octet-stream', 'binary/octet-stream', ''])

const byMime = new Map(FORMATS.map((f) => [f.mimeType, f]))
const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'audio/mp3': 'audio/mpeg',
  'audio/x-wav': 'audio/wav',
  'audio/wave': 'audio/wav',
  'application/x-zip-compressed': 'application/zip',
  'application/x-gzip': 'application/gzip',
}
const byExtension = new Map(FORMATS.flatMap((f) => f.extensions.map((e) => [e, f] as const)))

/** The format of a MIME type (parameters and case ignored); undefined when not accepted. */
export function formatOfMime(mimeType: string): FileFormat | undefined {
  const bare = mimeType.split(';')[0]?.trim().toLowerCase() ?? ''
  return byMime.get(ALIASES[bare] ?? bare)
}

/** The format a file name's extension names; undefined without a known extension. */
export function formatOfName(name: string | undefined): FileFormat | undefined {
  const dot = name?.lastIndexOf('.') ?? -1
  if (!name || dot < 0) return undefined
  return byExtension.get(name.slice(dot + 1).toLowerCase())
}

const ascii = (bytes: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => bytes[at + i] === ch.charCodeAt(0))
const startsWith = (bytes: Uint8Array, sig: number[]) => sig.every((b, i) => bytes[i] === b)

/** The ISO-BMFF brand (`ftyp` box) of an MP4, MOV, M4A or AVIF file. */
function brandOf(bytes: Uint8Array): string | undefined {
  if (!ascii(bytes, 4, 'ftyp')) return undefined
  return String.fromCharCode(...bytes.subarray(8, 12))
}

/**
 * The format the content itself shows (magic numbers of the first bytes); undefined when the
 * bytes say nothing certain (plain text, CSV, unknown binaries).
 */
export function sniffFormat(head: Uint8Array): FileFormat | undefined {
  const mime = (type: string) => byMime.get(type)
  if (startsWith(head, [0xff, 0xd8, 0xff])) return mime('image/jpeg')
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47])) return mime('image/png')
  if (ascii(head, 0, 'GIF8')) return mime('image/gif')
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return mime('image/webp')
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return mime('audio/wav')
  if (startsWith(head, [0x49, 0x49, 0x2a, 0]) || startsWith(head, [0x4d, 0x4d, 0, 0x2a]))
    return mime('image/tiff')
  const brand = brandOf(head)
  if (brand === 'avif' || brand === 'avis') return mime('image/avif')
  if (brand === 'qt  ') return mime('video/quicktime')
  if (brand === 'M4A ') return mime('audio/mp4')
  if (brand) return mime('video/mp4')
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return mime('video/webm')
  if (ascii(head, 0, 'ID3') || startsWith(head, [0xff, 0xfb])) return mime('audio/mpeg')
  if (ascii(head, 0, 'OggS')) return mime('audio/ogg')
  if (ascii(head, 0, '%PDF')) return mime('application/pdf')
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return mime('application/zip')
  if (startsWith(head, [0x1f, 0x8b])) return mime('application/gzip')
  if (ascii(head, 0, 'glTF')) return mime('model/gltf-binary')
  const text = new TextDecoder().decode(head.subarray(0, 1024)).trimStart().toLowerCase()
  if (text.startsWith('<svg') || (text.startsWith('<?xml') && text.includes('<svg')))
    return mime('image/svg+xml')
  return undefined
}

/**
 * Whether content sniffed as `found` may be stored as `declared`: the same media type (a PNG
 * sent as JPEG is still an image), or an Office document, which is a zip inside.
 */
export function compatible(declared: FileFormat, found: FileFormat | undefined): boolean {
  if (!found) return true
  if (found.mediaType === declared.mediaType) return true
  return found.mimeType === 'application/zip' && declared.extensions.some((e) => e.endsWith('x'))
}
