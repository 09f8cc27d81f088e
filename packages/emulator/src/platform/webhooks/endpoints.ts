import type { Database } from '../../db/database'

/** A registered webhook endpoint: where events of the listed types are POSTed. */
export interface WebhookEndpoint {
  id: string
  url: string
  /** Event types, or `['*']` for every type. */
  events: string[]
}

/** Every event type. */
export const ALL_EVENTS = '*'

/** Whether an endpoint subscribed to an event type. */
export const subscribes = (endpoint: WebhookEndpoint, eventType: string) =>
  endpoint.events.includes(ALL_EVENTS) || endpoint.events.includes(eventType)

/** The registered endpoints, read from the database once and kept in memory after each change. */
export interface EndpointStore {
  list(): readonly WebhookEndpoint[]
  get(id: string): WebhookEndpoint | undefined
  /** Adds an endpoint; with an id that exists already it changes nothing and answers false. */
  add(endpoint: WebhookEndpoint): boolean
  remove(id: string): boolean
  /** Reads the table again (after a reset emptied it). */
  reload(): void
}

export function endpointStore(db: Database): EndpointStore {
  let cache: WebhookEndpoint[] = []
  const reload = () => {
    const rows = db.sql
      .prepare('SELECT id, url, events FROM webhook_endpoints ORDER BY created_seq, id')
      .all() as { id: string; url: string; events: string }[]
    cache = rows.map((row) => ({ id: row.id, url: row.url, events: JSON.parse(row.events) }))
  }
  reload()
  return {
    list: () => cache,
    get: (id) => cache.find((endpoint) => endpoint.id === id),
    add(endpoint) {
      const { changes } = db.sql
        .prepare(
          `INSERT OR IGNORE INTO webhook_endpoints (id, url, events, created_seq)
           VALUES (?, ?, ?, (SELECT COALESCE(MAX(created_seq), 0) + 1 FROM webhook_endpoints))`,
        )
        .run(endpoint.id, endpoint.url, JSON.stringify(endpoint.events))
      reload()
      return Number(changes) > 0
    },
    remove(id) {
      const { changes } = db.sql.prepare('DELETE FROM webhook_endpoints WHERE id = ?').run(id)
      reload()
      return Number(changes) > 0
    },
    reload,
  }
}
