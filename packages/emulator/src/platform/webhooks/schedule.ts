/**
 * The platform's resend policy (wire/webhooks.md §2): after a failed delivery, up to 12 more
 * attempts, each this many seconds after the previous failure. Emulated time: moving the
 * emulator's clock forward (`POST /_emulator/clock`) brings the next attempt forward.
 */
export const RETRY_DELAYS_SECONDS = [
  60, 600, 3600, 7200, 7200, 7200, 14400, 14400, 14400, 28800, 28800, 43200,
] as const

/** Milliseconds a receiver has to answer before the attempt counts as failed. */
export const RECEIVER_DEADLINE_MS = 1250

/**
 * When to try again after the `failures`-th failed attempt (emulated epoch ms), or undefined
 * when the attempts are used up.
 *
 * @example
 * ```ts
 * nextAttemptAt(1, now) // now + 60 s
 * nextAttemptAt(13, now) // undefined: given up
 * ```
 */
export function nextAttemptAt(failures: number, failedAt: number): number | undefined {
  const delay: number | undefined = RETRY_DELAYS_SECONDS[failures - 1]
  return delay === undefined ? undefined : failedAt + delay * 1000
}
