import type { Cart } from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { selectDoc, upsertSql } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'

/** What the cart was given that its wire form does not keep (merchant discounts' lines). */
export interface CartInputs {
  merchantDiscounts?: { amount: string; lineItemIds?: string[] }[]
}

/** A stored cart: the wire `Cart`, its owner identity and its inputs. */
export interface CartRecord {
  cart: Cart
  /** `visitor:<id>`, `member:<id>`, or `owner` for the API key's own current cart. */
  owner: string
  inputs: CartInputs
}

export const cartMigrations: Migration[] = [
  {
    area: 'cart',
    version: 1,
    up: documentTable('carts', "owner TEXT UNIQUE, inputs TEXT NOT NULL DEFAULT '{}'"),
  },
]

interface Row {
  doc: string
  owner: string
  inputs: string
}

const toRecord = (row: Row | undefined): CartRecord | undefined =>
  row && {
    cart: JSON.parse(row.doc) as Cart,
    owner: row.owner,
    inputs: JSON.parse(row.inputs) as CartInputs,
  }

/** Carts as wire JSON documents in the `carts` table; one per owner identity. */
export function cartStore(db: Database) {
  const select = `SELECT ${selectDoc()}, owner, inputs FROM carts`
  return {
    byOwner(owner: string): CartRecord | undefined {
      return toRecord(db.sql.prepare(`${select} WHERE owner = ?`).get(owner) as Row | undefined)
    },
    byId(id: string): CartRecord | undefined {
      return toRecord(db.sql.prepare(`${select} WHERE id = ?`).get(id) as Row | undefined)
    },
    put(record: CartRecord): void {
      db.sql
        .prepare(upsertSql('carts', ['id', 'doc', 'owner', 'inputs']))
        .run(
          record.cart.id,
          JSON.stringify(record.cart),
          record.owner,
          JSON.stringify(record.inputs),
        )
    },
    deleteByOwner(owner: string): CartRecord | undefined {
      const record = this.byOwner(owner)
      if (record) db.sql.prepare('DELETE FROM carts WHERE owner = ?').run(owner)
      return record
    },
  }
}

export type CartStore = ReturnType<typeof cartStore>
