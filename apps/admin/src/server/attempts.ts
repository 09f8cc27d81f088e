/** Failed sign-ins allowed per address in one window, and the window. */
export const MAX_FAILURES = 10
export const FAILURE_WINDOW_MS = 15 * 60 * 1000

/** Counts failed sign-ins per client address, so a password cannot be guessed at speed. */
export class FailedAttempts {
  readonly #failures = new Map<string, { count: number; until: number }>()
  readonly #now: () => number

  constructor(now: () => number = Date.now) {
    this.#now = now
  }

  /** Whether `address` has used up its attempts for now. */
  blocked(address: string): boolean {
    const entry = this.#failures.get(address)
    if (!entry) return false
    if (entry.until < this.#now()) {
      this.#failures.delete(address)
      return false
    }
    return entry.count >= MAX_FAILURES
  }

  fail(address: string): void {
    const entry = this.#failures.get(address)
    if (!entry || entry.until < this.#now())
      this.#failures.set(address, { count: 1, until: this.#now() + FAILURE_WINDOW_MS })
    else entry.count += 1
  }

  succeed(address: string): void {
    this.#failures.delete(address)
  }
}
