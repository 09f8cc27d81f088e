// Shared fixtures of the image tests.
import { fillImageUrl } from '../src/index'

export const ID = 'c5f4b2_abc~mv2.jpg'
export const PREFIX = 'https://static.wixstatic.com/media/'
export const USM = 'usm_0.66_1.00_0.01'

/** A JPEG image object of the given size. */
export const jpg = (width: number, height: number, id = ID) => ({ id, width, height })

/** The transform and options of a link: what lies between `/v1/` and the file name. */
export function transformOf(url: string): string {
  const start = url.indexOf('/v1/')
  return start < 0 ? '' : url.slice(start + 4, url.lastIndexOf('/'))
}

/** The transform of a fill at DPR 1. */
export const fill = (
  image: Parameters<typeof fillImageUrl>[0],
  options: Omit<Parameters<typeof fillImageUrl>[1], 'devicePixelRatio'> & {
    devicePixelRatio?: number
  },
) => transformOf(fillImageUrl(image, { devicePixelRatio: 1, ...options }))
