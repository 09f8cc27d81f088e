import { spawn } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { GenerateVideoStreamingUrlRequest } from '@storefront-kit/wire'
import { applicationError } from '../../http/api-error'
import type { MediaContext } from './context'
import { DOWNLOAD_PATH, signedUrl } from './downloads'
import { findFile } from './files'

/** Where stream links are served: `/stream/v1/<signed grant>/<hls|dash>/<file>`. */
export const STREAM_PATH = '/stream/v1'

/** The playlist each format starts from. */
export const PLAYLISTS = { hls: 'index.m3u8', dash: 'manifest.mpd' } as const
export type StreamKind = keyof typeof PLAYLISTS

/**
 * `POST /files/generate-video-stream-url`: a signed, expiring link to an HLS (default) or DASH
 * stream of a READY video. @throws 400 FILE_IS_NOT_A_VIDEO, 428 FILE_NOT_READY.
 */
export function generateVideoStreamUrl(
  ctx: MediaContext,
  request: GenerateVideoStreamingUrlRequest,
) {
  const { file } = findFile(ctx, request.fileId)
  if (file.mediaType !== 'VIDEO')
    throw applicationError(400, 'FILE_IS_NOT_A_VIDEO', `File ${file.id} is not a video`, {
      fileId: file.id,
    })
  if (file.operationStatus !== 'READY')
    throw applicationError(428, 'FILE_NOT_READY', `File ${file.id} is still being processed`, {
      fileId: file.id,
    })
  const kind: StreamKind = request.format === 'DASH' ? 'dash' : 'hls'
  const minutes = request.expirationInMinutes ?? 60
  const base = signedUrl(ctx, {
    files: [file.id],
    expires: Math.floor(ctx.clock.now() / 1000) + minutes * 60,
    disposition: 'inline',
  }).replace(DOWNLOAD_PATH, STREAM_PATH)
  return { downloadUrl: { url: `${base}/${kind}/${PLAYLISTS[kind]}`, assetKey: kind } }
}

let ffmpegPath: Promise<string | undefined> | undefined

/** The ffmpeg that `@ffmpeg-installer/ffmpeg` ships for this platform; undefined without one. */
function ffmpeg(): Promise<string | undefined> {
  ffmpegPath ??= import('@ffmpeg-installer/ffmpeg')
    .then((module) => {
      const { path } =
        (module as { default?: { path: string } }).default ??
        (module as unknown as { path: string })
      // Installs that skip package scripts leave the binary without its execute bit.
      try {
        chmodSync(path, 0o755)
      } catch {}
      return path
    })
    .catch(() => undefined)
  return ffmpegPath
}

function run(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    child.stderr.on('data', (chunk) => {
      errors = (errors + String(chunk)).slice(-2000)
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}: ${errors}`)),
    )
  })
}

/** The ffmpeg arguments that remux (no re-encoding) `input` into `dir` as `kind`. */
function remuxArgs(kind: StreamKind, input: string, dir: string): string[] {
  const common = ['-hide_banner', '-loglevel', 'error', '-y', '-i', input, '-c', 'copy']
  return kind === 'hls'
    ? [
        ...common,
        ...['-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod'],
        ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
        ...['-hls_segment_filename', join(dir, 'segment%03d.m4s'), join(dir, PLAYLISTS.hls)],
      ]
    : [
        ...common,
        ...['-f', 'dash', '-seg_duration', '2', '-use_template', '1', '-use_timeline', '1'],
        join(dir, PLAYLISTS.dash),
      ]
}

const making = new Map<string, Promise<string>>()

/**
 * The directory holding a video's stream of `kind`, made on first request by remuxing the MP4
 * into fragmented MP4 segments (kept under `<storage>/streams/<id>/<kind>`; concurrent first
 * requests share one run). @throws 503 when no ffmpeg is installed.
 */
export function streamDir(ctx: MediaContext, id: string, kind: StreamKind): Promise<string> {
  const dir = join(ctx.storage.dir, 'streams', id, kind)
  if (existsSync(join(dir, PLAYLISTS[kind]))) return Promise.resolve(dir)
  const key = `${dir}`
  const pending =
    making.get(key) ??
    (async () => {
      const binary = await ffmpeg()
      if (!binary)
        throw applicationError(
          503,
          'STREAMING_UNAVAILABLE',
          'No ffmpeg is installed for this platform',
        )
      const tmp = `${dir}.${process.pid}.tmp`
      rmSync(tmp, { recursive: true, force: true })
      mkdirSync(tmp, { recursive: true })
      try {
        await run(binary, remuxArgs(kind, ctx.storage.pathOf(id), tmp))
        rmSync(dir, { recursive: true, force: true })
        renameSync(tmp, dir)
      } catch (error) {
        rmSync(tmp, { recursive: true, force: true })
        throw error
      }
      return dir
    })().finally(() => making.delete(key))
  making.set(key, pending)
  return pending
}

/** Removes a file's streams (permanent deletion). */
export const removeStreams = (ctx: MediaContext, id: string) =>
  rmSync(join(ctx.storage.dir, 'streams', id), { recursive: true, force: true })
