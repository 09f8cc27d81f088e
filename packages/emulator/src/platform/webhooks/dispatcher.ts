import type { EmulatorClock } from '../../clock'
import type { Database } from '../../db/database'
import type { Lock } from '../../http/lock'
import type { RecordedEvent } from '../events'
import type { AttemptOutcome, DeliveryStore, DueDelivery } from './deliveries'
import type { EndpointStore } from './endpoints'
import { createPoster } from './poster'

/** Attempts running at once, over every endpoint. */
const MAX_IN_FLIGHT = 32
/** Events made into deliveries per turn, so one turn never holds the lock for long. */
const FAN_OUT_BATCH = 200
/** Longest sleep between turns: a timer that far ahead is re-armed rather than trusted. */
const MAX_SLEEP_MS = 60_000
/**
 * How long the outcomes of finished attempts wait to be written: ten endpoints finish ten
 * attempts per event, and one turn for all of them holds the lock once instead of ten times.
 */
const SETTLE_DELAY_MS = 20

/** What the dispatcher works with. */
export interface DispatcherDeps {
  db: Database
  clock: EmulatorClock
  lock: Lock
  endpoints: EndpointStore
  deliveries: DeliveryStore
  /** Makes sure the signing key exists; called under the lock (its first use stores it). */
  loadKey(): void
  /** The signed body of an event. */
  sign(event: RecordedEvent): Promise<string>
  log(line: string): void
}

/** The background worker that delivers webhooks. */
export interface Dispatcher {
  /** Asks for a turn soon (after the current request, whose writes it must see committed). */
  kick(): void
  /** Stops for good: no more turns, attempts in flight are aborted (retried after a restart). */
  stop(): void
}

/**
 * Delivers webhooks outside the requests that caused them. A turn runs under the request lock, in
 * one short transaction: it writes the outcomes of finished attempts, makes deliveries of newly
 * recorded events, and picks those due. The POSTs themselves run after the turn, concurrently, so
 * neither a slow receiver nor a retry ever holds up an API call or another delivery; a timer (on
 * emulated time, woken when the clock jumps) brings the next retry.
 *
 * @example
 * ```ts
 * const dispatcher = createDispatcher({ db, clock, lock, endpoints, deliveries, privateKey, log })
 * events.onRecord(dispatcher.kick)
 * ```
 */
export function createDispatcher(deps: DispatcherDeps): Dispatcher {
  const { db, clock, lock, endpoints, deliveries } = deps
  const busy = new Set<string>()
  const finished: AttemptOutcome[] = []
  const stopping = new AbortController()
  const poster = createPoster()
  let pending = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let settleTimer: ReturnType<typeof setTimeout> | undefined

  const kick = () => {
    if (pending || stopping.signal.aborted) return
    pending = true
    clearTimeout(settleTimer)
    settleTimer = undefined
    setImmediate(() => {
      pending = false
      turn().catch((error: Error) => deps.log(`webhook delivery failed: ${error.message}`))
    })
  }
  const settleSoon = () => {
    if (pending || settleTimer || stopping.signal.aborted) return
    settleTimer = setTimeout(kick, SETTLE_DELAY_MS)
  }

  const attempt = async (delivery: DueDelivery, body: Promise<string>) => {
    const result = await body.then(
      (signed) => poster.post(delivery.url, signed),
      (error: Error) => ({ status: 0, latencyMs: 0, error: `not signed: ${error.message}` }),
    )
    if (stopping.signal.aborted) return
    const { status, latencyMs, error } = result
    // One reading of the clock: the log's date and the retry's start must not differ by a tick.
    const endedAt = clock.now()
    finished.push({
      id: delivery.id,
      attempt: {
        attemptedDate: new Date(endedAt).toISOString(),
        status,
        latencyMs,
        ...(error && { error }),
      },
      endedAt,
    })
  }

  const sleepUntil = (dueAt: number | undefined) => {
    clearTimeout(timer)
    if (dueAt === undefined || stopping.signal.aborted) return
    timer = setTimeout(kick, Math.min(Math.max(dueAt - clock.now(), 0), MAX_SLEEP_MS))
    // Waiting for a retry must not keep a script or a test process alive.
    timer.unref()
  }

  async function turn() {
    // Without endpoints nothing can be pending (removing one cancels its deliveries): the API
    // calls of an emulator nobody subscribed to pay nothing for their events.
    if (endpoints.list().length === 0 && finished.length === 0 && busy.size === 0) return
    const work = await lock(() => {
      if (stopping.signal.aborted) return undefined
      return db.transaction(() => {
        deliveries.settle(finished.splice(0))
        const more = deliveries.fanOut(endpoints.list(), FAN_OUT_BATCH)
        const due = deliveries.due(clock.now(), MAX_IN_FLIGHT - busy.size, busy)
        for (const delivery of due) busy.add(delivery.id)
        // Loaded under the lock: the first use stores the new key, which must not join a request.
        if (due.length) deps.loadKey()
        const later = deliveries.nextDueAt(busy)
        return { more, due, later }
      })
    })
    if (!work) return
    if (work.more) kick()
    // At capacity, the attempts' ends bring the next turn; a timer would only spin.
    sleepUntil(busy.size < MAX_IN_FLIGHT ? work.later : undefined)
    for (const delivery of work.due)
      attempt(delivery, deps.sign(delivery.event)).finally(() => {
        busy.delete(delivery.id)
        settleSoon()
      })
  }

  return {
    kick,
    stop() {
      stopping.abort()
      clearTimeout(timer)
      clearTimeout(settleTimer)
      poster.close()
    },
  }
}
