import { afterEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database'
import { untilWrite } from '../src/db/until-write'

let db: Database
afterEach(() => db.close())

function itemsTable() {
  db = openDatabase()
  db.sql.exec('CREATE TABLE items (id TEXT PRIMARY KEY, shelf TEXT NOT NULL)')
  db.sql.prepare("INSERT INTO items VALUES ('a', 'top'), ('b', 'top'), ('c', 'low')").run()
  let walks = 0
  const count = untilWrite(db, (shelf: string) => {
    walks++
    const row = db.sql.prepare('SELECT COUNT(*) AS n FROM items WHERE shelf = ?').get(shelf)
    return Number((row as { n: number }).n)
  })
  return { count, walks: () => walks }
}

describe('untilWrite: an answer kept until the next write', () => {
  it('walks once between writes, per key, and again after any write', () => {
    const { count, walks } = itemsTable()
    expect([count('top'), count('top'), count('low')]).toEqual([2, 2, 1])
    expect(walks()).toBe(2)
    db.sql.prepare("INSERT INTO items VALUES ('d', 'top')").run()
    expect(count('top')).toBe(3)
    db.sql.prepare("UPDATE items SET shelf = 'low' WHERE id = 'a'").run()
    expect([count('top'), count('low')]).toEqual([2, 2])
  })

  it('keeps nothing seen inside a transaction that rolls back', () => {
    const { count } = itemsTable()
    expect(count('top')).toBe(2)
    expect(() =>
      db.transaction(() => {
        db.sql.prepare("INSERT INTO items VALUES ('d', 'top')").run()
        expect(count('top')).toBe(3)
        throw new Error('roll back')
      }),
    ).toThrow('roll back')
    expect(count('top')).toBe(2)
  })
})
