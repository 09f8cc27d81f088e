import { randomUUID } from 'node:crypto'
import type { EmulatorClock } from '../../clock'
import type { Database } from '../../db/database'
import type { EventLog, LoggedEvent, RecordedEvent } from '../events'
import { subscribes, type WebhookEndpoint } from './endpoints'
import { nextAttemptAt } from './schedule'

/** Where a delivery stands: waiting (first try or a retry), done, given up, or its endpoint removed. */
export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED' | 'CANCELED'

/** One POST to the receiver. */
export interface DeliveryAttempt {
  attemptedDate: string
  /** The receiver's HTTP status; 0 when it did not answer in time or could not be reached. */
  status: number
  latencyMs: number
  /** Why an attempt without an answer failed (`timeout`, `ECONNREFUSED`, …). */
  error?: string
}

/** One event on its way to one endpoint, with its attempts: the delivery log's entry. */
export interface WebhookDelivery {
  id: string
  webhookId: string
  url: string
  eventId: string
  eventType: string
  entityId: string
  status: DeliveryStatus
  attempts: DeliveryAttempt[]
  /** When the next attempt is due (emulated time), while the delivery is pending. */
  nextAttemptDate?: string
  createdDate: string
  /** Made by a replay, not by the event itself. */
  replay: boolean
}

/** A pending delivery whose attempt is due: where to, and the event to sign. */
export interface DueDelivery {
  id: string
  url: string
  event: RecordedEvent
}

/** How an attempt ended, to be written to the log. */
export interface AttemptOutcome {
  id: string
  attempt: DeliveryAttempt
  /** Emulated epoch ms at which the attempt ended (retries count from there). */
  endedAt: number
}

interface Row {
  id: string
  endpoint_id: string
  url: string
  event_id: string
  event_type: string
  entity_id: string
  status: DeliveryStatus
  due_at: number | null
  attempts: string
  created_date: string
  replay: number
}

const CURSOR_KEY = 'webhooks.cursor'

const toDelivery = (row: Row): WebhookDelivery => ({
  id: row.id,
  webhookId: row.endpoint_id,
  url: row.url,
  eventId: row.event_id,
  eventType: row.event_type,
  entityId: row.entity_id,
  status: row.status,
  attempts: JSON.parse(row.attempts),
  ...(row.status === 'PENDING' &&
    row.due_at !== null && { nextAttemptDate: new Date(Number(row.due_at)).toISOString() }),
  createdDate: row.created_date,
  replay: row.replay === 1,
})

/** The deliveries table: made from the event log, attempted when due, kept as the delivery log. */
export function deliveryStore(db: Database, events: EventLog, clock: EmulatorClock) {
  const cursor = () =>
    Number(
      (
        db.sql.prepare('SELECT value FROM meta WHERE key = ?').get(CURSOR_KEY) as
          | { value: string }
          | undefined
      )?.value ?? 0,
    )
  const setCursor = (seq: number) =>
    db.sql
      .prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)')
      .run(CURSOR_KEY, String(seq))
  const insert = db.sql.prepare(
    `INSERT INTO webhook_deliveries (id, endpoint_id, url, event_seq, event_id, event_type,
       entity_id, status, due_at, attempts, created_date, replay)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, '[]', ?, ?)`,
  )
  const byId = db.sql.prepare('SELECT * FROM webhook_deliveries WHERE id = ?')

  /** Deliveries of `logged` to each endpoint subscribed to its type, due now; answers their ids. */
  const enqueue = (
    endpoints: readonly WebhookEndpoint[],
    logged: readonly LoggedEvent[],
    replay: boolean,
  ): string[] => {
    const made: string[] = []
    for (const { seq, event } of logged)
      for (const endpoint of endpoints) {
        const m = event.metadata
        if (!subscribes(endpoint, m.eventType)) continue
        const id = randomUUID()
        insert.run(
          id,
          endpoint.id,
          endpoint.url,
          seq,
          m.id,
          m.eventType,
          m.entityId,
          clock.now(),
          clock.iso(),
          replay ? 1 : 0,
        )
        made.push(id)
      }
    return made
  }

  return {
    /** Deliveries of events sent again (a replay), due now, as the log shows them. */
    replay(endpoints: readonly WebhookEndpoint[], logged: readonly LoggedEvent[]) {
      return enqueue(endpoints, logged, true).map((id) =>
        toDelivery(byId.get(id) as unknown as Row),
      )
    },
    /**
     * Makes the deliveries of up to `limit` events recorded after the cursor, and moves it past
     * them. Answers whether more events wait.
     */
    fanOut(endpoints: readonly WebhookEndpoint[], limit: number): boolean {
      if (endpoints.length === 0) return false
      const logged = events.after(cursor(), limit)
      const last = logged.at(-1)
      if (!last) return false
      enqueue(endpoints, logged, false)
      setCursor(last.seq)
      return logged.length === limit
    },
    /** Moves the cursor to the newest event: endpoints registered now get what happens next. */
    skipToNow: () => setCursor(events.lastSeq()),
    /** Pending deliveries due at `now`, oldest first, except those in `busy` (being attempted). */
    due(now: number, limit: number, busy: ReadonlySet<string>): DueDelivery[] {
      if (limit <= 0) return []
      const rows = db.sql
        .prepare(
          `SELECT d.id AS id, d.url AS url, e.seq AS seq, e.body AS body FROM webhook_deliveries d
           JOIN events e ON e.seq = d.event_seq
           WHERE d.status = 'PENDING' AND d.due_at <= ? ORDER BY d.due_at, d.seq LIMIT ?`,
        )
        .all(now, limit + busy.size) as { id: string; url: string; seq: number; body: string }[]
      // An event due for several endpoints is read once.
      const events = new Map<number, RecordedEvent>()
      const read = (seq: number, body: string) =>
        events.get(seq) ?? (events.set(seq, JSON.parse(body)).get(seq) as RecordedEvent)
      return rows
        .filter((row) => !busy.has(row.id))
        .slice(0, limit)
        .map((row) => ({ id: row.id, url: row.url, event: read(row.seq, row.body) }))
    },
    /** When the next pending delivery not in `busy` is due (emulated epoch ms). */
    nextDueAt(busy: ReadonlySet<string>): number | undefined {
      const rows = db.sql
        .prepare(
          `SELECT id, due_at FROM webhook_deliveries WHERE status = 'PENDING'
           ORDER BY due_at LIMIT ?`,
        )
        .all(busy.size + 1) as { id: string; due_at: number }[]
      const next = rows.find((row) => !busy.has(row.id))
      return next ? Number(next.due_at) : undefined
    },
    /** Writes attempts: delivered on a 200, else the next retry or, after the last, failed. */
    settle(outcomes: readonly AttemptOutcome[]): void {
      const read = db.sql.prepare('SELECT attempts, status FROM webhook_deliveries WHERE id = ?')
      const write = db.sql.prepare(
        'UPDATE webhook_deliveries SET status = ?, due_at = ?, attempts = ? WHERE id = ?',
      )
      for (const outcome of outcomes) {
        const row = read.get(outcome.id) as { attempts: string; status: DeliveryStatus } | undefined
        if (row?.status !== 'PENDING') continue
        const attempts: DeliveryAttempt[] = [...JSON.parse(row.attempts), outcome.attempt]
        const delivered = outcome.attempt.status === 200
        const retryAt = delivered ? undefined : nextAttemptAt(attempts.length, outcome.endedAt)
        const status = delivered ? 'DELIVERED' : retryAt === undefined ? 'FAILED' : 'PENDING'
        write.run(status, retryAt ?? null, JSON.stringify(attempts), outcome.id)
      }
    },
    /** Pending deliveries to a removed endpoint are not attempted any more. */
    cancelFor(endpointId: string): void {
      db.sql
        .prepare(
          "UPDATE webhook_deliveries SET status = 'CANCELED', due_at = NULL WHERE endpoint_id = ? AND status = 'PENDING'",
        )
        .run(endpointId)
    },
    /** The delivery log, newest first. */
    list(
      filter: { webhookId?: string; eventId?: string; status?: DeliveryStatus },
      limit: number,
    ): WebhookDelivery[] {
      const rows = db.sql
        .prepare(
          `SELECT * FROM webhook_deliveries WHERE (?1 IS NULL OR endpoint_id = ?1)
           AND (?2 IS NULL OR event_id = ?2) AND (?3 IS NULL OR status = ?3)
           ORDER BY seq DESC LIMIT ?4`,
        )
        .all(filter.webhookId ?? null, filter.eventId ?? null, filter.status ?? null, limit)
      return (rows as unknown as Row[]).map(toDelivery)
    },
  }
}

export type DeliveryStore = ReturnType<typeof deliveryStore>
