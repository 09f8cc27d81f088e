import { randomUUID } from 'node:crypto'
import type { EmulatorClock } from '../clock'
import type { Database } from '../db/database'
import type { Caller } from '../http/caller'

/** One state change, shaped as the platform's event envelope (wire/README.md §7). */
export interface RecordedEvent {
  metadata: {
    id: string
    entityFqdn: string
    slug: string
    entityId: string
    eventTime: string
    triggeredByAnonymizeRequest: boolean
    originatedFrom: string
    entityEventSequence: string
    instanceId: string
    eventType: string
    identity: {
      identityType: 'UNKNOWN' | 'ANONYMOUS_VISITOR' | 'MEMBER' | 'WIX_USER' | 'APP'
      anonymousVisitorId?: string
      memberId?: string
      appId?: string
    }
    accountInfo: { siteId: string }
  }
  /** Created and updated events: the full entity. */
  entity?: unknown
  /** Action events: the typed payload. */
  data?: unknown
  modifiedFields?: string[]
}

/** What a service says when something changed. */
export interface EventInput {
  entityFqdn: string
  slug: string
  entityId: string
  caller: Caller
  entity?: unknown
  data?: unknown
  modifiedFields?: string[]
  /** Default: `<entityFqdn>_<slug>`. */
  eventType?: string
}

/** An event with its position in the log (increasing; never reused, also across a reset). */
export interface LoggedEvent {
  seq: number
  event: RecordedEvent
}

/** The record of every state change, readable at `/_emulator/events`. */
export interface EventLog {
  record(event: EventInput): RecordedEvent
  list(filter?: { entityFqdn?: string; slug?: string; entityId?: string }): RecordedEvent[]
  /** Events after position `seq`, oldest first, at most `limit`. */
  after(seq: number, limit: number): LoggedEvent[]
  /** Position of the newest event (0 when none was ever recorded). */
  lastSeq(): number
  /** Events by id, or whose `eventTime` is within `[from, to]` (ISO-8601), oldest first. */
  find(query: { id: string } | { from: string; to: string }, limit: number): LoggedEvent[]
  /**
   * Calls `listener` after each `record`, inside the recording transaction (which may still roll
   * back: a listener reads committed events later, under the request lock). Answers unsubscribe.
   */
  onRecord(listener: () => void): () => void
}

export const EVENTS_MIGRATION = `CREATE TABLE IF NOT EXISTS events (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, entity_fqdn TEXT NOT NULL, slug TEXT NOT NULL,
  entity_id TEXT NOT NULL, body TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS events_entity ON events (entity_fqdn, entity_id);`

function identityOf(caller: Caller): RecordedEvent['metadata']['identity'] {
  switch (caller.kind) {
    case 'visitor':
      return { identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: caller.id }
    case 'member':
      return { identityType: 'MEMBER', memberId: caller.id }
    case 'owner':
      return { identityType: 'APP', appId: 'storefront-emulator' }
    default:
      return { identityType: 'UNKNOWN' }
  }
}

const toLogged = (rows: unknown[]) =>
  (rows as { seq: number; body: string }[]).map((row) => ({
    seq: Number(row.seq),
    event: JSON.parse(row.body) as RecordedEvent,
  }))

export function createEventLog(db: Database, clock: EmulatorClock, siteId: string): EventLog {
  const listeners = new Set<() => void>()
  return {
    record(input) {
      // The entity's last event holds its count so far: one step down the index, where counting
      // its events walked all of them (a cart busy for a while has thousands).
      const last = db.sql
        .prepare(
          `SELECT body ->> '$.metadata.entityEventSequence' AS n FROM events
           WHERE entity_fqdn = ? AND entity_id = ? ORDER BY seq DESC LIMIT 1`,
        )
        .get(input.entityFqdn, input.entityId) as { n: string } | undefined
      const event: RecordedEvent = {
        metadata: {
          id: randomUUID(),
          entityFqdn: input.entityFqdn,
          slug: input.slug,
          entityId: input.entityId,
          eventTime: clock.iso(),
          triggeredByAnonymizeRequest: false,
          originatedFrom: '',
          entityEventSequence: String(Number(last?.n ?? 0) + 1),
          instanceId: siteId,
          eventType: input.eventType ?? `${input.entityFqdn}_${input.slug}`,
          identity: identityOf(input.caller),
          accountInfo: { siteId },
        },
        ...(input.entity !== undefined && { entity: input.entity }),
        ...(input.data !== undefined && { data: input.data }),
        ...(input.modifiedFields && { modifiedFields: input.modifiedFields }),
      }
      db.sql
        .prepare('INSERT INTO events (entity_fqdn, slug, entity_id, body) VALUES (?, ?, ?, ?)')
        .run(input.entityFqdn, input.slug, input.entityId, JSON.stringify(event))
      for (const listener of listeners) listener()
      return event
    },
    list(filter = {}) {
      const clauses: string[] = []
      const params: string[] = []
      for (const [column, value] of [
        ['entity_fqdn', filter.entityFqdn],
        ['slug', filter.slug],
        ['entity_id', filter.entityId],
      ] as const) {
        if (value) {
          clauses.push(`${column} = ?`)
          params.push(value)
        }
      }
      const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''
      const rows = db.sql
        .prepare(`SELECT body FROM events ${where} ORDER BY seq`)
        .all(...params) as { body: string }[]
      return rows.map((row) => JSON.parse(row.body) as RecordedEvent)
    },
    after(seq, limit) {
      return toLogged(
        db.sql
          .prepare('SELECT seq, body FROM events WHERE seq > ? ORDER BY seq LIMIT ?')
          .all(seq, limit),
      )
    },
    lastSeq() {
      // sqlite_sequence keeps counting after a reset empties the table, so positions never repeat.
      const row = db.sql.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'events'").get() as
        | { seq: number }
        | undefined
      return Number(row?.seq ?? 0)
    },
    find(query, limit) {
      const rows =
        'id' in query
          ? db.sql
              .prepare("SELECT seq, body FROM events WHERE body ->> '$.metadata.id' = ? LIMIT ?")
              .all(query.id, limit)
          : db.sql
              .prepare(
                `SELECT seq, body FROM events WHERE body ->> '$.metadata.eventTime' BETWEEN ? AND ?
                 ORDER BY seq LIMIT ?`,
              )
              .all(query.from, query.to, limit)
      return toLogged(rows)
    },
    onRecord(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
