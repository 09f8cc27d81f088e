import type { EmulatorClock } from './clock'
import type { Database } from './db/database'
import type { Lock } from './http/lock'
import type { SiteConfig } from './platform/config'
import type { EventLog } from './platform/events'
import type { Outbox } from './platform/outbox'
import type { Settings } from './platform/settings'
import type { TokenSigner } from './tokens/signer'

/** Everything an area's routes and services may use. One per emulator instance. */
export interface EmulatorContext {
  db: Database
  clock: EmulatorClock
  site: SiteConfig
  signer: TokenSigner
  events: EventLog
  outbox: Outbox
  /** Serializes request handling (see `http/lock.ts`). */
  lock: Lock
  /** Public base URL of the emulator (`http://127.0.0.1:4010`), once it is served. */
  publicUrl(): string
  /** Writes a log line (never a token, password or key). */
  log(line: string): void
  /** A new GUID. */
  newId(): string
  /**
   * Settings (identity policies, redirect URIs, totals setup, switches, the clock's offset): kept
   * in the database, so they survive restarts with `--data-dir`. Areas define theirs with
   * `fieldSetting` or read and write a key directly.
   */
  settings: Settings
  /** Objects an area keeps for the life of this instance and never stores (caches). */
  memory: Map<string, unknown>
}
