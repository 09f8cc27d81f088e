/** A pending deadline: `expire` runs once the epoch milliseconds `at` have passed. */
interface Pending {
  at: number
  expire: () => void
}

const pending = new Set<Pending>()
let timer: ReturnType<typeof setTimeout> | undefined
let wakeAt = Number.POSITIVE_INFINITY

/** Runs the deadlines that have passed, and sleeps until the next one. */
function sweep() {
  wakeAt = Number.POSITIVE_INFINITY
  const now = Date.now()
  for (const entry of pending)
    if (entry.at > now) wakeUpAt(entry.at)
    else {
      pending.delete(entry)
      entry.expire()
    }
}

function wakeUpAt(at: number) {
  // A wake-up already overdue is rearmed too: its timer may have been lost (fake timers in tests).
  if (at >= wakeAt && wakeAt > Date.now()) return
  clearTimeout(timer)
  wakeAt = at
  timer = setTimeout(sweep, at - Date.now())
  // Like AbortSignal.timeout's, this timer alone never keeps a Node process running.
  ;(timer as { unref?: () => void }).unref?.()
}

/**
 * Runs `expire` in `ms` milliseconds unless the returned function cancels it first. One timer
 * serves every pending deadline: with a timer of its own, arming and clearing it cost a call
 * through an instant `fetch` a quarter of its time.
 *
 * @example
 * ```ts
 * const cancel = deadline(30_000, () => controller.abort())
 * await work
 * cancel()
 * ```
 */
export function deadline(ms: number, expire: () => void): () => void {
  const entry = { at: Date.now() + ms, expire }
  pending.add(entry)
  wakeUpAt(entry.at)
  return () => pending.delete(entry)
}
