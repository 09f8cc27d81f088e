import { settleBy } from './settle-by'

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
  sleep: (ms, signal) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const wait = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms)
    })
    return settleBy(wait, signal).finally(() => clearTimeout(timer))
  },
}
