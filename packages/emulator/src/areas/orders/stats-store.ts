import type { Database } from '../../db/database'
import {
  type ResolvedField,
  registerQueryFunctions,
  type SqlFragment,
  valueSql,
} from '../../query/index'
import { SEARCHABLE } from './query-spec'

/** How often an item was bought: units over all orders, and in how many orders. */
export interface ItemSales {
  catalogItemId: string
  appId: string
  units: number
  orders: number
}

// Line items of every order that was not canceled, one row per line.
const LINES = `SELECT t.id AS order_id,
    json_extract(li.value, '$.catalogReference.catalogItemId') AS item,
    json_extract(li.value, '$.catalogReference.appId') AS app,
    json_extract(li.value, '$.quantity') AS quantity
  FROM orders AS t, json_each(t.doc, '$.lineItems') AS li
  WHERE json_extract(t.doc, '$.status') <> 'CANCELED'`

const marks = (values: readonly string[]) => values.map(() => '?').join(', ')

/** A field an aggregate groups by; a date field may group by its UTC day (`YYYY-MM-DD`). */
export interface AggregateGroup {
  field: ResolvedField
  day: boolean
}

/** One group of an aggregate: the grouped values in order, and the count or sum. */
export interface AggregateRow {
  groups: (string | number | null)[]
  /** The count; a sum of a number field; a sum of a money field in cents. */
  value: number
}

/** SQL of the figure: a count, or a sum (money summed in whole cents, so it adds up exactly). */
function figureSql(sum: ResolvedField | undefined): string {
  if (!sum) return 'COUNT(*)'
  const value = valueSql(sum)
  return sum.scalar === 'decimal'
    ? `IFNULL(SUM(CAST(ROUND(CAST(${value} AS REAL) * 100) AS INTEGER)), 0)`
    : `IFNULL(SUM(${value}), 0)`
}

/** Sales figures over stored orders, for recommendations and AggregateOrders. */
export function orderStatsStore(db: Database) {
  return {
    /**
     * Counts or sums over the searchable orders `where` matches, grouped by `groups` (one row
     * without groups), in the order of the grouped values.
     */
    aggregate(
      where: SqlFragment,
      groups: readonly AggregateGroup[],
      sum?: ResolvedField,
    ): AggregateRow[] {
      registerQueryFunctions(db.sql)
      const columns = groups.map(({ field, day }, index) => {
        const value = valueSql(field)
        return `${day ? `substr(${value}, 1, 10)` : value} AS g${index}`
      })
      const names = groups.map((_, index) => `g${index}`).join(', ')
      const grouped = groups.length ? ` GROUP BY ${names} ORDER BY ${names}` : ''
      const rows = db.sql
        .prepare(
          `SELECT ${[...columns, `${figureSql(sum)} AS v`].join(', ')} FROM orders AS t
           WHERE (${SEARCHABLE}) AND ${where.sql}${grouped}`,
        )
        .all(...where.params)
      return rows.map((row) => ({
        groups: groups.map((_, index) => row[`g${index}`] as string | number | null),
        value: Number(row.v),
      }))
    },
    /** Items by units sold, most first (ties: more orders, then item id). */
    bestSellers(limit: number): ItemSales[] {
      const rows = db.sql
        .prepare(
          `WITH lines AS (${LINES})
           SELECT item, app, SUM(quantity) AS units, COUNT(DISTINCT order_id) AS orders
           FROM lines WHERE item IS NOT NULL GROUP BY item, app
           ORDER BY units DESC, orders DESC, item LIMIT ?`,
        )
        .all(limit)
      return rows.map((row) => ({
        catalogItemId: String(row.item),
        appId: String(row.app),
        units: Number(row.units),
        orders: Number(row.orders),
      }))
    },
    /**
     * Items bought in the same orders as any of `itemIds` (of catalog `appId`), by how many such
     * orders they share, most first; the given items themselves are left out.
     */
    boughtWith(appId: string, itemIds: readonly string[], limit: number): ItemSales[] {
      if (!itemIds.length) return []
      const rows = db.sql
        .prepare(
          `WITH lines AS (${LINES}),
             baskets AS (SELECT DISTINCT order_id FROM lines WHERE app = ? AND item IN (${marks(itemIds)}))
           SELECT l.item AS item, l.app AS app, SUM(l.quantity) AS units,
             COUNT(DISTINCT l.order_id) AS orders
           FROM lines AS l JOIN baskets AS b ON b.order_id = l.order_id
           WHERE l.item IS NOT NULL AND NOT (l.app = ? AND l.item IN (${marks(itemIds)}))
           GROUP BY l.item, l.app ORDER BY orders DESC, units DESC, l.item LIMIT ?`,
        )
        .all(appId, ...itemIds, appId, ...itemIds, limit)
      return rows.map((row) => ({
        catalogItemId: String(row.item),
        appId: String(row.app),
        units: Number(row.units),
        orders: Number(row.orders),
      }))
    },
  }
}

export type OrderStatsStore = ReturnType<typeof orderStatsStore>
