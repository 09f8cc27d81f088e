import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ffmpeg from '@ffmpeg-installer/ffmpeg'

/**
 * A real H.264 MP4 (`width` × `height`, `seconds` long, a moving test pattern), made with the
 * ffmpeg the emulator ships with.
 */
export function testMp4(seconds = 3, width = 320, height = 240): Uint8Array<ArrayBuffer> {
  const dir = mkdtempSync(join(tmpdir(), 'test-video-'))
  const out = join(dir, 'clip.mp4')
  try {
    const run = spawnSync(ffmpeg.path, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', `testsrc=duration=${seconds}:size=${width}x${height}:rate=25`],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-profile:v', 'baseline', out],
    ])
    if (run.status !== 0) throw new Error(`ffmpeg failed: ${run.stderr}`)
    return new Uint8Array(readFileSync(out))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
