import type { Settings } from './platform/settings'

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
  /** Reads the offset from the settings again (after a reset emptied them: real time). */
  reload(): void
  /** Calls `listener` whenever the emulated time jumps (`advance`, `reload`). Answers unsubscribe. */
  onJump(listener: () => void): () => void
}

/** `Settings` key of the clock's offset from real time, in seconds. */
export const CLOCK_KEY = 'platform.clock'

/**
 * A clock at real time plus the offset kept in `settings` (none: no offset). The offset is read
 * once and kept in memory: time is asked for many times per request, and only `advance` changes it.
 *
 * @example
 * ```ts
 * const clock = createClock(settings)
 * clock.advance(3600) // an hour later, also after a restart with the same database
 * ```
 */
export function createClock(settings?: Settings): EmulatorClock {
  const stored = () =>
    (settings?.get<{ offsetSeconds: number }>(CLOCK_KEY)?.offsetSeconds ?? 0) * 1000
  let offsetMs = stored()
  const now = () => Date.now() + offsetMs
  // Work due at an emulated time (webhook retries) waits on real timers: a jump must wake it.
  const listeners = new Set<() => void>()
  const jumped = () => {
    for (const listener of listeners) listener()
  }
  return {
    now,
    iso: () => new Date(now()).toISOString(),
    seconds: () => Math.floor(now() / 1000),
    advance: (seconds) => {
      offsetMs += seconds * 1000
      settings?.set(CLOCK_KEY, { offsetSeconds: offsetMs / 1000 })
      jumped()
    },
    offsetSeconds: () => offsetMs / 1000,
    reload: () => {
      offsetMs = stored()
      jumped()
    },
    onJump: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
