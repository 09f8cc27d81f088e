import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type {
  DownloadUrl,
  FileDescriptor,
  GenerateFileDownloadUrlRequest,
} from '@storefront-kit/wire'
import { applicationError, validationError, violation } from '../../http/api-error'
import type { MediaContext } from './context'
import { findFile } from './files'
import { descendants, getFolder } from './folders'
import { formatOfMime } from './formats'
import type { ZipEntry } from './zip'

/** Where download links are served. */
export const DOWNLOAD_PATH = '/download/v1'

/** A link's lifetime when none is asked for, and the most archived files (folders.md). */
const DEFAULT_MINUTES = 60
const MAX_ARCHIVE_FILES = 1000

/** What a signed link carries. */
export interface DownloadGrant {
  /** One file, or the files of an archive. */
  files: string[]
  /** Seconds since the epoch. */
  expires: number
  /** Name the browser saves it as. */
  name?: string
  disposition: 'attachment' | 'inline'
  redirect?: string
  /** Names inside the archive, by file id (a folder's paths). */
  paths?: Record<string, string>
}

/** The HMAC key: derived from the site's signing key, so links survive restarts and resets. */
const keyOf = (ctx: MediaContext) =>
  createHash('sha256')
    .update(`media-download:${JSON.stringify(ctx.site.signingKey)}`)
    .digest()

const sign = (ctx: MediaContext, payload: string) =>
  createHmac('sha256', keyOf(ctx)).update(payload).digest('base64url')

/** A link carrying `grant`, signed with HMAC-SHA256 (`<payload>.<signature>` in the path). */
export function signedUrl(ctx: MediaContext, grant: DownloadGrant): string {
  const payload = Buffer.from(JSON.stringify(grant)).toString('base64url')
  return `${ctx.publicUrl()}${DOWNLOAD_PATH}/${payload}.${sign(ctx, payload)}`
}

/** The grant of a link; undefined when it was not signed here or was changed. */
export function readGrant(ctx: MediaContext, token: string): DownloadGrant | undefined {
  const [payload = '', signature = ''] = token.split('.')
  const expected = Buffer.from(sign(ctx, payload))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as DownloadGrant
  } catch {
    return undefined
  }
}

const expiresIn = (ctx: MediaContext, minutes = DEFAULT_MINUTES) =>
  Math.floor(ctx.clock.now() / 1000) + minutes * 60

/** The extension a download name gets when the caller's has none (`terms` → `terms.pdf`). */
function withExtension(name: string, file: FileDescriptor): string {
  const ext = formatOfMime(file.mimeType ?? '')?.extensions[0]
  return ext && !/\.[a-z0-9]{1,5}$/i.test(name) ? `${name}.${ext}` : name
}

/**
 * `POST /files/generate-file-download-url`: one signed link per asset (only `src`, the original,
 * here), honouring `downloadFileName`, `contentDisposition` (default attachment),
 * `expirationInMinutes` (default 60) and `expirationRedirectUrl`. Private files too: this is how
 * they are read. @throws 400 INVALID_ASSET_KEY; 404 for an unknown file.
 */
export function generateFileDownloadUrl(
  ctx: MediaContext,
  request: GenerateFileDownloadUrlRequest,
): { downloadUrls: DownloadUrl[] } {
  const { file } = findFile(ctx, request.fileId)
  const keys = request.assetKeys?.length ? request.assetKeys : ['src']
  const bad = keys.filter((key) => key !== 'src')
  if (bad.length)
    throw validationError(
      bad.map((key) =>
        violation(
          'assetKeys',
          'OTHER',
          `no asset "${key}" (this file has: src)`,
          { key },
          'INVALID_ASSET_KEY',
        ),
      ),
    )
  const url = signedUrl(ctx, {
    files: [file.id],
    expires: expiresIn(ctx, request.expirationInMinutes),
    name: withExtension(request.downloadFileName ?? file.displayName, file),
    disposition: request.contentDisposition === 'INLINE' ? 'inline' : 'attachment',
    ...(request.expirationRedirectUrl && { redirect: request.expirationRedirectUrl }),
  })
  return { downloadUrls: keys.map((assetKey) => ({ url, assetKey })) }
}

/** `POST /files/generate-download-url`: one link to a zip archive of the files. */
export function generateFilesDownloadUrl(ctx: MediaContext, fileIds: readonly string[]) {
  const files = fileIds.map((id) => findFile(ctx, id).file.id)
  return {
    downloadUrl: signedUrl(ctx, {
      files,
      expires: expiresIn(ctx),
      name: 'files.zip',
      disposition: 'attachment',
    }),
  }
}

/**
 * `POST /folders/{id}/generate-download-url`: a zip of the folder's files, sub-folders included
 * as paths inside the archive, at most 1000 files.
 */
export function generateFolderDownloadUrl(ctx: MediaContext, folderId: string) {
  const top = getFolder(ctx, folderId)
  const folders = [top, ...descendants(ctx, top.id, 'OK')]
  const pathOf = new Map<string, string>([[top.id, '']])
  for (const folder of folders.slice(1))
    pathOf.set(folder.id, `${pathOf.get(folder.parentFolderId) ?? ''}${folder.displayName}/`)
  const files = ctx.store.filesIn(
    folders.map((f) => f.id),
    'OK',
  )
  if (files.length > MAX_ARCHIVE_FILES)
    throw applicationError(
      400,
      'TOO_MANY_FILES',
      `A folder archive holds at most ${MAX_ARCHIVE_FILES} files`,
      {
        threshold: MAX_ARCHIVE_FILES,
      },
    )
  const paths = Object.fromEntries(
    files.map(({ file }) => [
      file.id,
      `${pathOf.get(file.parentFolderId ?? '') ?? ''}${withExtension(file.displayName, file)}`,
    ]),
  )
  return {
    downloadUrl: signedUrl(ctx, {
      files: files.map(({ file }) => file.id),
      expires: expiresIn(ctx),
      name: `${top.displayName}.zip`,
      disposition: 'attachment',
      paths,
    }),
  }
}

/** `attachment; filename="…"; filename*=UTF-8''…` (the plain name for old clients, ASCII only). */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`
}

/**
 * A file's bytes: from the library's storage, or for the demo pictures (which the image host
 * keeps and draws on first use) from the image host. Undefined when there are none.
 */
export async function bytesOf(
  ctx: MediaContext,
  id: string,
): Promise<
  | { size: number; body: ReadableStream<Uint8Array> }
  | { size: number; bytes: Uint8Array }
  | undefined
> {
  const found = ctx.storage.stream(id)
  if (found) return found
  const bytes = await ctx.images.originalBytes(id)
  return bytes && { size: bytes.byteLength, bytes }
}

/** Entries of an archive: unique names (a second `a.png` becomes `a (2).png`). */
export async function archiveEntries(
  ctx: MediaContext,
  grant: DownloadGrant,
  files: FileDescriptor[],
): Promise<ZipEntry[]> {
  const used = new Map<string, number>()
  const entries: ZipEntry[] = []
  for (const file of files) {
    let name = grant.paths?.[file.id] ?? withExtension(file.displayName, file)
    const seen = used.get(name) ?? 0
    used.set(name, seen + 1)
    if (seen) name = name.replace(/(\.[^./]+)?$/, (ext) => ` (${seen + 1})${ext}`)
    const size = await ctx.storage.size(file.id)
    if (size !== undefined) entries.push({ name, path: ctx.storage.pathOf(file.id), size })
    else {
      const bytes = await ctx.images.originalBytes(file.id)
      if (bytes) entries.push({ name, bytes, size: bytes.byteLength })
    }
  }
  return entries
}
