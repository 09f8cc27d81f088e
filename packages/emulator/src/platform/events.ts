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
  /**
   * JSON texts already made of documents the event carries (as `entity`, or as a value of
   * `data`), spliced into the stored body instead of serializing them again: a placed order is in
   * four events. Each text must be `JSON.stringify` of its document as it is now.
   */
  known?: KnownJson
}

/** Documents with their JSON text (see {@link EventInput.known}). */
export type KnownJson = ReadonlyMap<object, string>

/** `JSON.stringify(value)`, with the texts of `known` documents spliced in one level down. */
function jsonWith(value: unknown, known: KnownJson | undefined, depth = 0): string | undefined {
  if (!known || typeof value !== 'object' || value === null) return JSON.stringify(value)
  const text = known.get(value)
  if (text !== undefined) return text
  const plain = Object.getPrototypeOf(value) === Object.prototype && !('toJSON' in value)
  if (depth > 1 || !plain) return JSON.stringify(value)
  const fields: string[] = []
  for (const [key, field] of Object.entries(value)) {
    const json = jsonWith(field, known, depth + 1)
    if (json !== undefined) fields.push(`${JSON.stringify(key)}:${json}`)
  }
  return `{${fields.join(',')}}`
}

/**
 * The event's stored text: `JSON.stringify(event)`, with the texts of `known` documents spliced in
 * where the event carries them (as its entity, or as a value of its data). The metadata the log
 * made itself holds none and is serialized in one call, where splicing walked its fields one by
 * one (twelve fields and their names: 120 of the 143 JSON.stringify calls of a PlaceOrder). The
 * fields follow the order in which `record` builds the event.
 */
function eventJson(event: RecordedEvent, known: KnownJson | undefined): string {
  if (!known) return JSON.stringify(event)
  let text = `{"metadata":${JSON.stringify(event.metadata)}`
  for (const key of ['entity', 'data', 'modifiedFields'] as const) {
    const json = event[key] === undefined ? undefined : jsonWith(event[key], known, 1)
    if (json !== undefined) text += `,"${key}":${json}`
  }
  return `${text}}`
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
  /**
   * Forgets each entity's last position and count: call it when the events table was written
   * other than through `record` (a state import puts its own rows at their own positions).
   */
  forget(): void
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

/** Entities whose last event's position and count {@link createEventLog} keeps at most. */
const COUNTS_KEPT = 10_000

export function createEventLog(db: Database, clock: EmulatorClock, siteId: string): EventLog {
  const listeners = new Set<() => void>()
  // Each entity's last event recorded here: its position, the entity's count of events so far,
  // and the database's rollbacks then. While no rollback has run since, that row is still the
  // entity's newest (every event is written here; a state import calls forget), so the count
  // needs no read at all: a placed order's second to fourth events and its cart's event each
  // read the index for it before. After a rollback the newest position is read from the index,
  // and trusted when it is still the one kept; otherwise the count is in the event's body, which
  // SQLite parses whole to find it (a placed order's five events paid that each, before any
  // count was kept). AUTOINCREMENT never gives a position out twice except after a rollback.
  const counts = new Map<string, { seq: number; n: number; rollbacks: number }>()
  const countOf = (entityFqdn: string, entityId: string, key: string): number => {
    const known = counts.get(key)
    if (known?.rollbacks === db.rollbacks) return known.n
    const newest = db.sql
      .prepare(
        'SELECT seq FROM events WHERE entity_fqdn = ? AND entity_id = ? ORDER BY seq DESC LIMIT 1',
      )
      .get(entityFqdn, entityId) as { seq: number } | undefined
    if (!newest) return 0
    const seq = Number(newest.seq)
    if (known?.seq === seq) return known.n
    const row = db.sql
      .prepare("SELECT body ->> '$.metadata.entityEventSequence' AS n FROM events WHERE seq = ?")
      .get(seq) as { n: string }
    return Number(row.n)
  }
  return {
    record(input) {
      const key = `${input.entityFqdn}\0${input.entityId}`
      const n = countOf(input.entityFqdn, input.entityId, key) + 1
      const event: RecordedEvent = {
        metadata: {
          id: randomUUID(),
          entityFqdn: input.entityFqdn,
          slug: input.slug,
          entityId: input.entityId,
          eventTime: clock.iso(),
          triggeredByAnonymizeRequest: false,
          originatedFrom: '',
          entityEventSequence: String(n),
          instanceId: siteId,
          eventType: input.eventType ?? `${input.entityFqdn}_${input.slug}`,
          identity: identityOf(input.caller),
          accountInfo: { siteId },
        },
        ...(input.entity !== undefined && { entity: input.entity }),
        ...(input.data !== undefined && { data: input.data }),
        ...(input.modifiedFields && { modifiedFields: input.modifiedFields }),
      }
      const { lastInsertRowid } = db.sql
        .prepare('INSERT INTO events (entity_fqdn, slug, entity_id, body) VALUES (?, ?, ?, ?)')
        .run(input.entityFqdn, input.slug, input.entityId, eventJson(event, input.known))
      counts.delete(key)
      counts.set(key, { seq: Number(lastInsertRowid), n, rollbacks: db.rollbacks })
      if (counts.size > COUNTS_KEPT) counts.delete(counts.keys().next().value as string)
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
    forget() {
      counts.clear()
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
