import type { DatabaseSync } from 'node:sqlite'

/**
 * Case folding for `$startsWith`, `$endsWith` and `$contains`. SQLite's own `lower()` folds ASCII
 * only, so SQL calls this same function (registered as {@link FOLD_FUNCTION}) and both engines
 * fold identically, accents included.
 * @example
 * ```ts
 * foldCase('ÉCLAIR') // 'éclair'
 * ```
 */
export function foldCase(text: string): string {
  return text.toLowerCase()
}

/** Name of the SQL function that applies {@link foldCase}; NULL for anything but text. */
export const FOLD_FUNCTION = 'sfk_fold'

const registered = new WeakSet<DatabaseSync>()

/**
 * Registers the SQL functions the compiled filters call. Idempotent per connection; runQuery
 * calls it, so only callers that run {@link filterToSql} output themselves need it.
 * @example
 * ```ts
 * registerQueryFunctions(db)
 * db.prepare(`SELECT id FROM t WHERE ${where.sql}`).all(...where.params)
 * ```
 */
export function registerQueryFunctions(db: DatabaseSync): void {
  if (registered.has(db)) return
  db.function(FOLD_FUNCTION, { deterministic: true }, (value) =>
    typeof value === 'string' ? foldCase(value) : null,
  )
  registered.add(db)
}

// UTF-16 order differs from code point order (SQLite's BINARY order on UTF-8) only where
// surrogates meet U+E000..U+FFFF; rotating those ranges aligns the two.
const rotate = (unit: number): number =>
  unit >= 0xd800 ? (unit >= 0xe000 ? unit - 0x800 : unit + 0x2000) : unit

/**
 * Compares strings in code point order, which is how SQLite compares UTF-8 text.
 * @returns negative, zero or positive.
 * @example
 * ```ts
 * compareText('ｚ', '😀') < 0 // true, although '😀' < 'ｚ' in UTF-16
 * ```
 */
export function compareText(a: string, b: string): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i)
    const y = b.charCodeAt(i)
    if (x !== y) return rotate(x) - rotate(y)
  }
  return a.length - b.length
}
