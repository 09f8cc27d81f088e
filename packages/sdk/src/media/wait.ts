import type { CallOptions, Client } from '../core/client'
import { systemClock } from '../core/clock'
import type { FileDescriptor } from '../wire'
import { getFileDescriptor } from './files'

/** How {@link waitForFile} polls. */
export interface WaitForFileOptions extends CallOptions {
  /** Milliseconds between reads. Default 500. */
  interval?: number
}

/**
 * Reads a file's descriptor until its processing ends: resolves with it READY or FAILED (check
 * `operationStatus`). Stop waiting with `signal`.
 *
 * @example
 * ```ts
 * const uploaded = await uploadFile(admin, blob, { mimeType: 'image/png' })
 * const file = await waitForFile(admin, uploaded.id, { signal: AbortSignal.timeout(60_000) })
 * if (file.operationStatus === 'READY') show(file.media?.image?.image?.width)
 * ```
 */
export async function waitForFile(
  client: Client,
  fileId: string,
  options: WaitForFileOptions = {},
): Promise<FileDescriptor> {
  const { interval = 500, ...call } = options
  for (;;) {
    const { file } = await getFileDescriptor(client, fileId, call)
    if (file.operationStatus !== 'PENDING') return file
    await systemClock.sleep(interval, call.signal)
  }
}
