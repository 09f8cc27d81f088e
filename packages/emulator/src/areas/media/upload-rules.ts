import type { FieldViolation } from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import { fieldSetting } from '../../platform/settings'
import type { MediaContext } from './context'
import {
  compatible,
  type FileFormat,
  formatOfMime,
  formatOfName,
  GENERIC_MIME_TYPES,
  SIZE_LIMITS,
  sniffFormat,
} from './formats'

/** The media library's emulator settings: an optional site quota (none by default). */
export const MEDIA_LIBRARY_SETTINGS = fieldSetting<{ quotaBytes: number | null }>(
  'media-library.settings',
  { quotaBytes: null },
)

const rule = (field: string, ruleName: string, description: string, data = {}) =>
  violation(field, 'OTHER', description, data, ruleName)

/** The largest file any format may be (a body is cut off there before its type is known). */
export const MAX_FILE_BYTES = Math.max(...Object.values(SIZE_LIMITS))

export const limitOf = (format: FileFormat | undefined) =>
  format ? (SIZE_LIMITS[format.mediaType] ?? MAX_FILE_BYTES) : MAX_FILE_BYTES

/**
 * The format an upload declares: its MIME type, or for `application/octet-stream` the file
 * name's extension (undefined then: the content decides). Violations for a MIME type the
 * library does not take, or a name whose extension says another kind of file.
 */
export function declaredFormat(
  mimeType: string,
  fileName: string | undefined,
  problems: FieldViolation[],
): FileFormat | undefined {
  const byName = formatOfName(fileName)
  if (GENERIC_MIME_TYPES.has(mimeType.trim().toLowerCase())) return byName
  const format = formatOfMime(mimeType)
  if (!format) {
    problems.push(
      rule('mimeType', 'UNSUPPORTED_FILE_FORMAT', `${mimeType} files are not supported`, {
        mimeType,
      }),
    )
    return undefined
  }
  if (byName && byName.mediaType !== format.mediaType)
    problems.push(
      rule(
        'mimeType',
        'MISMATCH_MIME_TYPE',
        `${mimeType} does not match the file name ${fileName}`,
        { mimeType, fileName },
      ),
    )
  return format
}

/** Size rules: a declared or actual size of 0, over the type's limit, over the site quota. */
export function checkSize(
  ctx: MediaContext,
  size: number,
  format: FileFormat | undefined,
  problems: FieldViolation[],
): void {
  if (size === 0) problems.push(rule('sizeInBytes', 'ZERO_FILE_SIZE', 'the file is empty'))
  const limit = limitOf(format)
  if (size > limit)
    problems.push(
      rule('sizeInBytes', 'FILE_SIZE_OVER_LIMIT', `the file is larger than ${limit} bytes`, {
        threshold: limit,
      }),
    )
  const { quotaBytes } = MEDIA_LIBRARY_SETTINGS.read(ctx.settings)
  if (quotaBytes !== null && ctx.store.usedBytes() + size > quotaBytes)
    problems.push(
      rule(
        'sizeInBytes',
        'SITE_QUOTA_EXCEEDED',
        `the site's ${quotaBytes} bytes of storage are used up`,
        {
          threshold: quotaBytes,
        },
      ),
    )
}

/** Every rule of a generate-upload-url request. @throws 400 listing every violation. */
export function checkUploadRequest(
  ctx: MediaContext,
  request: { mimeType: string; fileName?: string; sizeInBytes?: string },
): void {
  const problems: FieldViolation[] = []
  const format = declaredFormat(request.mimeType, request.fileName, problems)
  if (request.sizeInBytes !== undefined)
    checkSize(ctx, Number(request.sizeInBytes), format, problems)
  if (problems.length) throw validationError(problems)
}

/**
 * The format of received bytes: the declared one when the content agrees (the content's own
 * when it is more exact, a PNG sent as image/jpeg), the content's when nothing was declared.
 * @throws 400 MISMATCH_MIME_TYPE, UNSUPPORTED_FILE_FORMAT, ZERO_FILE_SIZE, FILE_SIZE_OVER_LIMIT,
 * SITE_QUOTA_EXCEEDED.
 */
export function receivedFormat(
  ctx: MediaContext,
  declared: { mimeType: string; fileName?: string },
  received: { size: number; head: Uint8Array },
): FileFormat {
  const problems: FieldViolation[] = []
  const stated = declaredFormat(declared.mimeType, declared.fileName, problems)
  const sniffed = received.size ? sniffFormat(received.head) : undefined
  let format = stated ?? sniffed
  if (stated && !compatible(stated, sniffed))
    problems.push(
      rule(
        'mimeType',
        'MISMATCH_MIME_TYPE',
        `the content is ${sniffed?.mimeType}, not ${stated.mimeType}`,
        { mimeType: stated.mimeType, detected: sniffed?.mimeType },
      ),
    )
  else if (stated && sniffed && sniffed.mediaType === stated.mediaType) format = sniffed
  if (!format && received.size && !problems.length)
    problems.push(
      rule('mimeType', 'UNSUPPORTED_FILE_FORMAT', 'the file type could not be recognised', {
        mimeType: declared.mimeType,
      }),
    )
  checkSize(ctx, received.size, format, problems)
  if (problems.length || !format) throw validationError(problems)
  return format
}
