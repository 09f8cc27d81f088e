import { randomUUID } from 'node:crypto'
import type { EmulatorClock } from '../clock'
import type { Database } from '../db/database'

/** A message the platform would have sent (e-mail codes, recovery links, notifications). */
export interface OutboxMessage {
  id: string
  /** Recipient e-mail address. */
  to: string
  /** What it is: `verification-code`, `password-recovery`, `back-in-stock`, ... */
  kind: string
  subject: string
  text: string
  /** Machine-readable content (the code, the link), for tests and tools. */
  data: Record<string, unknown>
  createdDate: string
}

/** Messages the emulator "sends", readable at `/_emulator/outbox`. */
export interface Outbox {
  send(message: Omit<OutboxMessage, 'id' | 'createdDate'>): OutboxMessage
  list(filter?: { to?: string; kind?: string }): OutboxMessage[]
}

export const OUTBOX_MIGRATION = `CREATE TABLE IF NOT EXISTS outbox (
  seq INTEGER PRIMARY KEY AUTOINCREMENT, to_address TEXT NOT NULL, kind TEXT NOT NULL, body TEXT NOT NULL);`

export function createOutbox(db: Database, clock: EmulatorClock): Outbox {
  return {
    send(input) {
      const message: OutboxMessage = { id: randomUUID(), createdDate: clock.iso(), ...input }
      db.sql
        .prepare('INSERT INTO outbox (to_address, kind, body) VALUES (?, ?, ?)')
        .run(message.to.toLowerCase(), message.kind, JSON.stringify(message))
      return message
    },
    list(filter = {}) {
      const rows = db.sql
        .prepare(
          `SELECT body FROM outbox WHERE (? IS NULL OR to_address = ?) AND (? IS NULL OR kind = ?) ORDER BY seq`,
        )
        .all(
          filter.to?.toLowerCase() ?? null,
          filter.to?.toLowerCase() ?? null,
          filter.kind ?? null,
          filter.kind ?? null,
        ) as {
        body: string
      }[]
      return rows.map((row) => JSON.parse(row.body) as OutboxMessage)
    },
  }
}
