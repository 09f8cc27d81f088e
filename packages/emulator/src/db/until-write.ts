import type { Database } from './database'

/**
 * Remembers what `compute(key)` answered until the database is next written. Reads that walk a
 * whole table (a collection's product count goes through every product's collections) then pay
 * once between writes instead of on every call. A write is any change this connection made
 * (`total_changes()`), so no answer outlives one; inside a transaction nothing is kept, as the
 * transaction may still roll back what the answer saw.
 *
 * @example
 * ```ts
 * const counts = untilWrite(db, (visibleOnly: boolean) => countProducts(db, visibleOnly))
 * counts(true).get(collectionId)
 * ```
 */
export function untilWrite<K, V>(db: Database, compute: (key: K) => V): (key: K) => V {
  const kept = new Map<K, { at: number; value: V }>()
  return (key) => {
    if (db.sql.isTransaction) return compute(key)
    const at = Number((db.sql.prepare('SELECT total_changes() AS n').get() as { n: number }).n)
    const hit = kept.get(key)
    if (hit?.at === at) return hit.value
    const value = compute(key)
    kept.set(key, { at, value })
    return value
  }
}
