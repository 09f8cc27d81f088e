import { afterEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../db/database'
import { upsertSql } from '../db/document-store'
import { documentTable } from '../db/migrations'
import { rememberCounts } from './remember'
import { runQuery } from './run-query'
import { DOCS, SPEC } from './test-fixtures'

let db: Database
afterEach(() => db.close())

/** The emulator's database with the fixtures' documents, and the counts its queries ran. */
function counted() {
  db = openDatabase()
  db.sql.exec(documentTable('items'))
  const insert = db.sql.prepare(upsertSql('items', ['id', 'doc']))
  for (const doc of DOCS) insert.run(doc.id, JSON.stringify(doc))
  const prepare = db.sql.prepare.bind(db.sql)
  const counts: string[] = []
  db.sql.prepare = ((text: string) => {
    if (text.includes('COUNT(*)')) counts.push(text)
    return prepare(text)
  }) as typeof db.sql.prepare
  const count = rememberCounts(db, ['items'])
  const page = (cursor?: string) =>
    runQuery<{ id: string }>(
      db.sql,
      SPEC,
      cursor ? { cursorPaging: { cursor } } : { cursorPaging: { limit: 2 } },
      { table: 'items', count },
      'cursor',
    )
  return { page, counts, insert }
}

describe('rememberCounts', () => {
  it("counts a query once for all its pages, and again after the table's next write", () => {
    const { page, counts, insert } = counted()
    const first = page()
    const second = page(first.cursors.next)
    expect([first.total, second.total]).toEqual([DOCS.length, DOCS.length])
    expect(second.items.map((doc) => doc.id)).not.toEqual(first.items.map((doc) => doc.id))
    expect(counts).toHaveLength(1)
    insert.run('z', JSON.stringify({ id: 'z', createdDate: '2020-01-01T00:00:00.000Z' }))
    expect(page(second.cursors.next).total).toBe(DOCS.length + 1)
    expect(counts).toHaveLength(2)
  })
})
