import type { Database } from '../../db/database'

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

/** Sales figures over stored orders, for recommendations. */
export function orderStatsStore(db: Database) {
  return {
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
