import type { CartLineItem, CartV2, FormSubmission } from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { DOC_VALUE, selectDoc } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'

/**
 * What a V2 cart keeps beside its wire form: the codes it applies (the wire shows a gift card
 * only masked), and the form submissions linked to it.
 */
export interface CartV2Inputs {
  coupon?: { id: string; code: string }
  giftCard?: { id: string; code: string; redeemAmount?: string }
  formSubmissions?: FormSubmission[]
}

/**
 * A stored V2 cart: the wire `CartV2` as last answered, its lines in the purchase engine's form
 * (ids shared with the wire lines), its owner and whether it is the owner's current cart.
 */
export interface CartV2Record {
  cart: CartV2
  /** `visitor:<id>`, `member:<id>`, `owner` (the API key's own), or null: no owner yet. */
  owner: string | null
  current: boolean
  lines: CartLineItem[]
  inputs: CartV2Inputs
}

export const cartV2Migrations: Migration[] = [
  {
    area: 'cart-v2',
    version: 1,
    up: `${documentTable('carts_v2', "owner TEXT, current INTEGER NOT NULL DEFAULT 0, engine TEXT NOT NULL DEFAULT '{}'")}
      CREATE INDEX IF NOT EXISTS carts_v2_owner ON carts_v2 (owner, current);`,
  },
]

interface Row {
  doc: string
  owner: string | null
  current: number
  engine: string
}

const toRecord = (row: Row | undefined): CartV2Record | undefined => {
  if (!row) return undefined
  const engine = JSON.parse(row.engine) as Pick<CartV2Record, 'lines' | 'inputs'>
  return {
    cart: JSON.parse(row.doc) as CartV2,
    owner: row.owner,
    current: row.current === 1,
    lines: engine.lines ?? [],
    inputs: engine.inputs ?? {},
  }
}

/**
 * A cart is written over its own row: INSERT OR REPLACE deleted the row and inserted it again at
 * a new rowid, which rewrote its id's and owner's index entries and two table pages besides its
 * own (about three of the 37 pages a PlaceOrder's commit writes). `id` is the table's only
 * unique key, so the outcome is the same row.
 */
const UPSERT = `INSERT INTO carts_v2 (id, doc, owner, current, engine) VALUES (?, ${DOC_VALUE}, ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, owner = excluded.owner,
    current = excluded.current, engine = excluded.engine`

/** V2 carts in the `carts_v2` table: the wire document, owner, current flag, engine lines. */
export function cartV2Store(db: Database) {
  const select = `SELECT ${selectDoc()}, owner, current, engine FROM carts_v2`
  return {
    get(id: string): CartV2Record | undefined {
      return toRecord(db.sql.prepare(`${select} WHERE id = ?`).get(id) as Row | undefined)
    },
    /** The owner's current cart. */
    currentOf(owner: string): CartV2Record | undefined {
      return toRecord(
        db.sql.prepare(`${select} WHERE owner = ? AND current = 1`).get(owner) as Row | undefined,
      )
    },
    /** Stores the record; `json` is the cart's JSON text when the caller made it already. */
    put(record: CartV2Record, json = JSON.stringify(record.cart)): void {
      db.sql
        .prepare(UPSERT)
        .run(
          record.cart.id,
          json,
          record.owner,
          record.current ? 1 : 0,
          JSON.stringify({ lines: record.lines, inputs: record.inputs }),
        )
    },
    delete(id: string): boolean {
      return Number(db.sql.prepare('DELETE FROM carts_v2 WHERE id = ?').run(id).changes) > 0
    },
  }
}

export type CartV2Store = ReturnType<typeof cartV2Store>
