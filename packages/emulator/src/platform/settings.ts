import type { Database } from '../db/database'
import { untilWrite } from '../db/until-write'

/**
 * Settings changed through the control API (payments, reviews, identity policies, redirect URIs,
 * the clock, the totals setup): one JSON value per key. The table lives in the database, so the
 * settings survive a restart with `--data-dir`; a reset empties it like every other table.
 */
export const SETTINGS_MIGRATION =
  'CREATE TABLE IF NOT EXISTS settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);'

/** The emulator's settings: stored values, and the values given at start (kept in memory). */
export interface Settings {
  /** The stored value of `key`, if one was set. */
  get<T>(key: string): T | undefined
  /** Stores `value` (JSON) as the value of `key`. */
  set(key: string, value: unknown): void
  delete(key: string): void
  /**
   * Values given at start (`createEmulator` options, CLI flags), by key. Never stored: a restart
   * takes the new start's values, and a reset (which empties the stored ones) returns to them.
   */
  readonly startup: Map<string, unknown>
}

/** Freezes a parsed JSON value all the way down: a remembered setting is shared by every reader. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) frozen(inner)
    Object.freeze(value)
  }
  return value
}

/**
 * The settings of a database. A value read is remembered (frozen: readers share it) until the
 * settings table is next written; a request that rolls back never leaves a value behind that the
 * database does not have (see `untilWrite`). Every request that prices a cart reads the totals
 * setup, so this saves a statement and a JSON parse per call.
 *
 * @example
 * ```ts
 * const settings = createSettings(db)
 * settings.set('reviews.settings', { autoApprove: true })
 * settings.get<{ autoApprove: boolean }>('reviews.settings') // { autoApprove: true }
 * ```
 */
export function createSettings(db: Database): Settings {
  const select = db.sql.prepare('SELECT value FROM settings WHERE key = ?')
  const upsert = db.sql.prepare('INSERT OR REPLACE INTO settings (key, value) VALUES (?, ?)')
  const remove = db.sql.prepare('DELETE FROM settings WHERE key = ?')
  const read = untilWrite(
    db,
    (key: string) => {
      const row = select.get(key) as { value: string } | undefined
      return row ? frozen(JSON.parse(row.value) as unknown) : undefined
    },
    { tables: ['settings'], max: 200 },
  )
  return {
    get: <T>(key: string) => read(key) as T | undefined,
    set: (key, value) => {
      upsert.run(key, JSON.stringify(value))
    },
    delete: (key) => {
      remove.run(key)
    },
    startup: new Map(),
  }
}

/** A setting made of independent fields (switches, policies), read and changed field by field. */
export interface FieldSetting<T extends object> {
  /** The value in force: the defaults, under the start values, under the stored changes. */
  read(settings: Settings): T
  /** Stores a change of some fields (only those: a later start may set the others). */
  update(settings: Settings, change: Partial<T>): T
  /**
   * Applies values given at start. They win over changes stored by an earlier run for the same
   * fields (the flag just typed is what the developer wants), and are what a reset returns to.
   */
  start(settings: Settings, values: Partial<T>): void
}

/**
 * Defines a field setting stored under `key`.
 *
 * @example
 * ```ts
 * const REVIEWS = fieldSetting('reviews.settings', { autoApprove: false })
 * REVIEWS.update(ctx.settings, { autoApprove: true })
 * REVIEWS.read(ctx.settings) // { autoApprove: true }
 * ```
 */
export function fieldSetting<T extends object>(key: string, defaults: T): FieldSetting<T> {
  const read = (settings: Settings): T => ({
    ...defaults,
    ...(settings.startup.get(key) as Partial<T> | undefined),
    ...settings.get<Partial<T>>(key),
  })
  return {
    read,
    update: (settings, change) => {
      settings.set(key, { ...settings.get<Partial<T>>(key), ...change })
      return read(settings)
    },
    start: (settings, values) => {
      const given = Object.fromEntries(
        Object.entries(values).filter(([, value]) => value !== undefined),
      )
      settings.startup.set(key, { ...(settings.startup.get(key) as object), ...given })
      const stored = settings.get<Record<string, unknown>>(key)
      if (!stored) return
      const kept = Object.fromEntries(Object.entries(stored).filter(([name]) => !(name in given)))
      if (Object.keys(kept).length) settings.set(key, kept)
      else settings.delete(key)
    },
  }
}
