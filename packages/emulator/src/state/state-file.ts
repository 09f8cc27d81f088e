import { lazySchema } from '@storefront-kit/wire'
import { z } from 'zod'

/** The `format` of a state file; a file of another format is refused. */
export const STATE_FORMAT = 'storefront-emulator-state'
/** Bumped when the file's layout changes (not when an area's tables do: see `schema`). */
export const STATE_VERSION = 1

/**
 * A SQLite value as JSON: numbers and text as themselves, an integer beyond 2^53 as
 * `{ int: "…" }`, bytes as `{ base64: "…" }`. So an export reads back to the same values.
 */
export type StateValue = null | number | string | { int: string } | { base64: string }

/** One table's rows, column by column, in primary key order (so equal data gives equal text). */
export interface StateTable {
  columns: string[]
  rows: StateValue[][]
}

/** A file an area keeps beside the database (media bytes), by its path inside the area. */
export interface StateFileEntry {
  path: string
  base64: string
}

/**
 * A whole site's state in one portable JSON file: every table of the areas and the platform
 * (catalog, carts, orders, members, events, outbox, settings and the clock's offset), and the
 * files areas keep outside the database. The site's identity (client id, API key, site id,
 * signing key) is not part of it: it stays the importing emulator's, as after a reset.
 */
export interface EmulatorState {
  format: typeof STATE_FORMAT
  version: typeof STATE_VERSION
  /** The emulator that wrote it (for people; not checked). */
  emulator: string
  /** `area → latest migration version` of the tables below; an import needs the same. */
  schema: Record<string, number>
  tables: Record<string, StateTable>
  /** Files by area (an area that keeps none is absent). */
  files: Record<string, StateFileEntry[]>
}

const value = lazySchema(() =>
  z.union([
    z.null(),
    z.number(),
    z.string(),
    z.object({ int: z.string().regex(/^-?\d+$/) }).strict(),
    z.object({ base64: z.string() }).strict(),
  ]),
)

/** Checks a state file's shape (the import route's input, the CLI's file). */
export const stateSchema = lazySchema(() =>
  z.object({
    format: z.literal(STATE_FORMAT),
    version: z.literal(STATE_VERSION),
    emulator: z.string(),
    schema: z.record(z.string(), z.number().int()),
    tables: z.record(
      z.string().regex(/^[a-z_][a-z0-9_]*$/i),
      z.object({
        columns: z.array(z.string().regex(/^[a-z_][a-z0-9_]*$/i)).min(1),
        rows: z.array(z.array(value)),
      }),
    ),
    files: z.record(z.string(), z.array(z.object({ path: z.string().min(1), base64: z.string() }))),
  }),
)

/** A value read from SQLite (with big integers on), as the file keeps it. */
export function encodeValue(raw: unknown): StateValue {
  if (raw === null || raw === undefined) return null
  if (typeof raw === 'bigint')
    return raw >= BigInt(Number.MIN_SAFE_INTEGER) && raw <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(raw)
      : { int: raw.toString() }
  if (raw instanceof Uint8Array) return { base64: Buffer.from(raw).toString('base64') }
  if (typeof raw === 'number' || typeof raw === 'string') return raw
  throw new TypeError(`Unexpected SQLite value of type ${typeof raw}`)
}

/** A file's value, as SQLite takes it. */
export function decodeValue(stored: StateValue): null | number | bigint | string | Uint8Array {
  if (stored === null || typeof stored === 'number' || typeof stored === 'string') return stored
  if ('int' in stored) return BigInt(stored.int)
  return new Uint8Array(Buffer.from(stored.base64, 'base64'))
}
