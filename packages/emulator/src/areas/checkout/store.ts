import type { Checkout } from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { selectDoc, upsertSql } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'
import { SETTINGS_MIGRATION } from '../../platform/settings'
import { TOTALS_KEY } from '../purchase/index'

/**
 * What a checkout was asked for that its wire form does not keep: codes (the wire shows a gift
 * card only obfuscated, and a coupon only while it applies), merchant discounts, the requested
 * shipping option and the override URL. Amounts are decimal strings.
 */
export interface CheckoutInputs {
  couponCode?: string
  giftCardCode?: string
  giftCardRedeemAmount?: string
  merchantDiscounts?: { amount: string; lineItemIds?: string[] }[]
  requestedShipping?: { code: string; carrierId?: string }
  overrideCheckoutUrl?: string
}

/** A stored checkout: the wire `Checkout` plus who owns it, its cart and its inputs. */
export interface CheckoutRecord {
  checkout: Checkout
  /** `visitor:<id>` or `member:<id>`; null for checkouts the owner (API key) created. */
  owner: string | null
  cartId: string | null
  inputs: CheckoutInputs
}

export const checkoutMigrations: Migration[] = [
  {
    area: 'checkout',
    version: 1,
    up: `${documentTable('checkouts', "owner TEXT, cart_id TEXT, inputs TEXT NOT NULL DEFAULT '{}'")}
      CREATE INDEX IF NOT EXISTS checkouts_owner ON checkouts (owner);
      CREATE INDEX IF NOT EXISTS checkouts_cart ON checkouts (cart_id);
      ${documentTable('commerce_settings')}`,
  },
  {
    // The totals setup moves to the emulator's one settings table (platform/settings.ts).
    area: 'checkout',
    version: 2,
    up: `${SETTINGS_MIGRATION}
      INSERT OR IGNORE INTO settings (key, value)
        SELECT '${TOTALS_KEY}', json(doc) FROM commerce_settings WHERE id = 'totals';
      DROP TABLE commerce_settings;`,
  },
]

interface Row {
  doc: string
  owner: string | null
  cart_id: string | null
  inputs: string
}

const toRecord = (row: Row | undefined): CheckoutRecord | undefined =>
  row && {
    checkout: JSON.parse(row.doc) as Checkout,
    owner: row.owner,
    cartId: row.cart_id,
    inputs: JSON.parse(row.inputs) as CheckoutInputs,
  }

/** Checkouts as wire JSON documents in the `checkouts` table (columns `owner`, `cart_id`, `inputs`). */
export function checkoutStore(db: Database) {
  const select = `SELECT ${selectDoc()}, owner, cart_id, inputs FROM checkouts`
  return {
    /** The wire checkout, whoever owns it. */
    get(id: string): Checkout | undefined {
      return this.record(id)?.checkout
    },
    record(id: string): CheckoutRecord | undefined {
      return toRecord(db.sql.prepare(`${select} WHERE id = ?`).get(id) as Row | undefined)
    },
    /** The newest checkout made from a cart. */
    byCartId(cartId: string): CheckoutRecord | undefined {
      return toRecord(
        db.sql
          .prepare(
            `${select} WHERE cart_id = ? ORDER BY json_extract(doc, '$.createdDate') DESC LIMIT 1`,
          )
          .get(cartId) as Row | undefined,
      )
    },
    put(record: CheckoutRecord): void {
      db.sql
        .prepare(upsertSql('checkouts', ['id', 'doc', 'owner', 'cart_id', 'inputs']))
        .run(
          record.checkout.id,
          JSON.stringify(record.checkout),
          record.owner,
          record.cartId,
          JSON.stringify(record.inputs),
        )
    },
    /** Hands every checkout of one identity to another (a visitor who signed in as a member). */
    transferOwner(from: string, to: string): void {
      db.sql.prepare('UPDATE checkouts SET owner = ? WHERE owner = ?').run(to, from)
    },
    delete(id: string): boolean {
      return Number(db.sql.prepare('DELETE FROM checkouts WHERE id = ?').run(id).changes) > 0
    },
  }
}

export type CheckoutStore = ReturnType<typeof checkoutStore>
