/** The emulator's time: real time plus an offset tests can move forward (`/_emulator/clock`). */
export interface EmulatorClock {
  /** Milliseconds since the epoch, emulated. */
  now(): number
  /** The emulated time as an ISO-8601 string. */
  iso(): string
  /** Seconds since the epoch, emulated. */
  seconds(): number
  /** Moves emulated time forward (or back) by `seconds`. */
  advance(seconds: number): void
  /** Current offset from real time, in seconds. */
  offsetSeconds(): number
}

/** A clock starting at real time with no offset. */
export function createClock(): EmulatorClock {
  let offsetMs = 0
  const now = () => Date.now() + offsetMs
  return {
    now,
    iso: () => new Date(now()).toISOString(),
    seconds: () => Math.floor(now() / 1000),
    advance: (seconds) => {
      offsetMs += seconds * 1000
    },
    offsetSeconds: () => offsetMs / 1000,
  }
}
