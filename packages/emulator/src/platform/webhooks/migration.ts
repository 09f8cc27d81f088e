/**
 * Tables of webhook delivery. The event log (`events`) is the durable source: deliveries are made
 * from it after the request that recorded an event has committed, from the position kept in
 * `meta` (`webhooks.cursor`), so an event recorded just before a stop is delivered after the start.
 */
export const WEBHOOKS_MIGRATION = `CREATE TABLE IF NOT EXISTS webhook_endpoints (
  id TEXT PRIMARY KEY, url TEXT NOT NULL, events TEXT NOT NULL, created_seq INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, endpoint_id TEXT NOT NULL,
  url TEXT NOT NULL, event_seq INTEGER NOT NULL, event_id TEXT NOT NULL, event_type TEXT NOT NULL,
  entity_id TEXT NOT NULL, status TEXT NOT NULL, due_at INTEGER, attempts TEXT NOT NULL,
  created_date TEXT NOT NULL, replay INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries (status, due_at);
CREATE INDEX IF NOT EXISTS webhook_deliveries_event ON webhook_deliveries (event_id);`
