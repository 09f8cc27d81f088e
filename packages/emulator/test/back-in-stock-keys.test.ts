import { catalogReferenceKey } from '@storefront-kit/wire'
import { afterEach, describe, expect, it } from 'vitest'
import { backInStockMigrations, backInStockStore } from '../src/areas/back-in-stock/store'
import { type Database, openDatabase } from '../src/db/database'
import { migrate } from '../src/db/migrations'

let db: Database
afterEach(() => db?.close())

const ref = {
  appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e',
  catalogItemId: 'p1',
  options: { customTextFields: { Größe: 'M', Name: 'José' } },
}

describe('back-in-stock reference keys in a data dir', () => {
  it('are rewritten to the wire key, so requests stored before still count and match', () => {
    db = openDatabase()
    migrate(
      db,
      backInStockMigrations.filter((m) => m.version < 3),
    )
    // A request as the emulator stored it before: its key in the old `app|item|options` form.
    const request = { id: 'r1', catalogReference: ref, email: 'ann@example.com', status: 'PENDING' }
    db.sql
      .prepare(
        `INSERT INTO back_in_stock_requests (id, doc, ref_key, email, status, item_details, created_date)
         VALUES (?, jsonb(?), ?, ?, ?, '{}', '')`,
      )
      .run(
        'r1',
        JSON.stringify(request),
        `${ref.appId}|${ref.catalogItemId}|{"customTextFields":{"Größe":"M","Name":"José"}}`,
        'ann@example.com',
        'PENDING',
      )
    migrate(db, backInStockMigrations)
    const row = db.sql.prepare('SELECT ref_key FROM back_in_stock_requests').get()
    expect(row?.ref_key).toBe(catalogReferenceKey(ref))
    const store = backInStockStore(db)
    const reordered = { ...ref, options: { customTextFields: { Name: 'José', Größe: 'M' } } }
    expect(store.count(reordered)).toBe(1)
    expect(store.find(reordered, 'ann@example.com')?.id).toBe('r1')
  })
})
