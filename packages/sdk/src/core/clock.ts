/** Time source of a client: replaceable in tests and simulations. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Resolves after `ms` milliseconds; rejects with the signal's reason when it aborts first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  /** A number in [0, 1) for backoff jitter. Default: `Math.random`. */
  random?(): number
}

/** The real clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      const abort = () => {
        clearTimeout(timer)
        reject(signal?.reason)
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', abort)
        resolve()
      }, ms)
      signal?.aborted ? abort() : signal?.addEventListener('abort', abort)
    }),
}
