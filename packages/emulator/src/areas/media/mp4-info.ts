import { open } from 'node:fs/promises'

/** What a video's container says: the first video track's size and the duration in seconds. */
export interface VideoInfo {
  width: number
  height: number
  duration: number
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl'])

/**
 * Reads an MP4 / QuickTime file's `moov` box (wherever it is: before or after the media data)
 * for the movie's duration (`mvhd`) and the first track with a picture's size (`tkhd`), reading
 * only box headers and those boxes, so a large file is never loaded whole. Undefined when the file
 * is not such a video.
 *
 * @example
 * ```ts
 * await videoInfo('/data/media-library/files/a_b~mv2.mp4') // { width: 320, height: 240, duration: 2 }
 * ```
 */
export async function videoInfo(path: string): Promise<VideoInfo | undefined> {
  const file = await open(path, 'r')
  try {
    const { size } = await file.stat()
    const read = async (at: number, length: number) => {
      const buffer = Buffer.alloc(length)
      const { bytesRead } = await file.read(buffer, 0, length, at)
      return buffer.subarray(0, bytesRead)
    }
    let duration: number | undefined
    let width = 0
    let height = 0
    const walk = async (start: number, end: number, depth: number): Promise<void> => {
      let at = start
      while (at + 8 <= end && depth < 8) {
        const header = await read(at, 16)
        if (header.length < 8) return
        let boxSize = header.readUInt32BE(0)
        const type = header.toString('latin1', 4, 8)
        let headerSize = 8
        if (boxSize === 1) {
          boxSize = Number(header.readBigUInt64BE(8))
          headerSize = 16
        } else if (boxSize === 0) boxSize = end - at
        if (boxSize < headerSize || at + boxSize > end) return
        const body = at + headerSize
        if (CONTAINERS.has(type)) await walk(body, at + boxSize, depth + 1)
        else if (type === 'mvhd') {
          const box = await read(body, 32)
          const v1 = box[0] === 1
          const timescale = v1 ? box.readUInt32BE(20) : box.readUInt32BE(12)
          const units = v1 ? Number(box.readBigUInt64BE(24)) : box.readUInt32BE(16)
          if (timescale > 0) duration = units / timescale
        } else if (type === 'tkhd' && !width) {
          const box = await read(body, Math.min(boxSize - headerSize, 104))
          // Width and height are the last 8 bytes, 16.16 fixed point.
          const w = box.readUInt32BE(box.length - 8) / 65536
          const h = box.readUInt32BE(box.length - 4) / 65536
          if (w > 0 && h > 0) [width, height] = [Math.round(w), Math.round(h)]
        }
        at += boxSize
      }
    }
    await walk(0, size, 0)
    return duration !== undefined && width > 0 ? { width, height, duration } : undefined
  } catch {
    return undefined
  } finally {
    await file.close()
  }
}
