import { afterEach, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../src/db/database'
import { settleWrites, untilWrite } from '../src/db/until-write'

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

/** Counts the times the database is asked for its schema version from now on. */
function schemaReadings(): { count: number } {
  const readings = { count: 0 }
  const prepare = db.sql.prepare.bind(db.sql)
  db.sql.prepare = ((text: string) => {
    if (text.includes('schema_version')) readings.count++
    return prepare(text)
  }) as typeof db.sql.prepare
  return readings
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

function shelvesTable() {
  db = openDatabase()
  db.sql.exec('CREATE TABLE items (id TEXT PRIMARY KEY, shelf TEXT NOT NULL)')
  db.sql.exec('CREATE TABLE other (id TEXT PRIMARY KEY)')
  db.sql.prepare("INSERT INTO items VALUES ('a', 'top'), ('b', 'top'), ('c', 'low')").run()
  let walks = 0
  const count = untilWrite(
    db,
    (shelf: string) => {
      walks++
      const row = db.sql.prepare('SELECT COUNT(*) AS n FROM items WHERE shelf = ?').get(shelf)
      return Number((row as { n: number }).n)
    },
    { tables: ['items'] },
  )
  return { count, walks: () => walks }
}

describe('untilWrite with tables: kept until one of its tables is written', () => {
  it('a write elsewhere keeps the answer; an insert, update or delete of its table does not', () => {
    const { count, walks } = shelvesTable()
    expect(count('top')).toBe(2)
    db.sql.prepare("INSERT INTO other VALUES ('x')").run()
    expect(count('top')).toBe(2)
    expect(walks()).toBe(1)
    db.sql.prepare("INSERT INTO items VALUES ('d', 'top')").run()
    expect(count('top')).toBe(3)
    db.sql.prepare("UPDATE items SET shelf = 'low' WHERE id = 'a'").run()
    expect(count('top')).toBe(2)
    db.sql.prepare("DELETE FROM items WHERE id = 'b'").run()
    expect(count('top')).toBe(1)
    expect(walks()).toBe(4)
  })

  it('keeps answers inside a transaction until it writes the table, and nothing it saw after', () => {
    const { count, walks } = shelvesTable()
    expect(count('low')).toBe(1)
    expect(() =>
      db.transaction(() => {
        db.sql.prepare("INSERT INTO other VALUES ('x')").run()
        expect([count('top'), count('top'), count('low')]).toEqual([2, 2, 1])
        expect(walks()).toBe(2)
        db.sql.prepare("INSERT INTO items VALUES ('d', 'top')").run()
        expect([count('top'), count('top')]).toEqual([3, 3])
        expect(walks()).toBe(4)
        throw new Error('roll back')
      }),
    ).toThrow('roll back')
    expect(count('top')).toBe(2)
    expect(count('top')).toBe(2)
    expect(walks()).toBe(5)
  })

  it('an answer seen inside a rolled-back write is not served after the next transaction starts', () => {
    const { count } = shelvesTable()
    expect(count('top')).toBe(2)
    expect(() =>
      db.transaction(() => {
        db.sql.prepare("INSERT INTO items VALUES ('d', 'top')").run()
        expect(count('top')).toBe(3)
        throw new Error('roll back')
      }),
    ).toThrow('roll back')
    settleWrites(db)
    db.transaction(() => {
      expect(count('top')).toBe(2)
    })
  })

  it('keeps an answer only ever asked for inside writes, from the next write on', () => {
    const { count, walks } = shelvesTable()
    const write = () => {
      settleWrites(db)
      return db.transaction(() => {
        db.sql.prepare("INSERT OR REPLACE INTO other VALUES ('x')").run()
        return [count('top'), count('top')]
      })
    }
    expect(write()).toEqual([2, 2])
    expect(walks()).toBe(2)
    expect(write()).toEqual([2, 2])
    expect(walks()).toBe(3)
    expect(write()).toEqual([2, 2])
    expect(walks()).toBe(3)
    settleWrites(db)
    db.transaction(() => db.sql.prepare("INSERT INTO items VALUES ('d', 'top')").run())
    expect(write()).toEqual([3, 3])
    expect(walks()).toBe(4)
  })

  it('forgets everything when a table is dropped and made again (its triggers went with it)', () => {
    const { count } = shelvesTable()
    expect(count('top')).toBe(2)
    db.sql.exec('DROP TABLE items; CREATE TABLE items (id TEXT PRIMARY KEY, shelf TEXT NOT NULL)')
    expect(count('top')).toBe(0)
    db.sql.prepare("INSERT INTO items VALUES ('a', 'top')").run()
    expect(count('top')).toBe(1)
  })

  it('sees a table dropped and made again through prepared statements too', () => {
    const { count } = shelvesTable()
    expect(count('top')).toBe(2)
    db.sql.prepare('DROP TABLE items').run()
    db.sql.prepare('CREATE TABLE items (id TEXT PRIMARY KEY, shelf TEXT NOT NULL)').run()
    expect(count('top')).toBe(0)
    db.sql.prepare("INSERT INTO items VALUES ('a', 'top')").run()
    expect(count('top')).toBe(1)
  })

  it('asks SQLite for the schema version again only after something that may change it ran', () => {
    const { count } = shelvesTable()
    const readings = schemaReadings()
    count('top')
    const before = readings.count
    for (let i = 0; i < 5; i++) expect(count('top')).toBe(2)
    expect(readings.count).toBe(before)
    db.sql.exec("INSERT INTO items VALUES ('z', 'top')")
    expect(count('top')).toBe(3)
    expect(readings.count).toBe(before + 1)
  })

  it("reads the schema version again after a rollback, not after a transaction's BEGIN and COMMIT", () => {
    const { count } = shelvesTable()
    const readings = schemaReadings()
    count('top')
    const before = readings.count
    db.transaction(() => db.sql.prepare("INSERT INTO items VALUES ('y', 'low')").run())
    expect(count('top')).toBe(2)
    expect(readings.count).toBe(before)
    expect(() =>
      db.transaction(() => {
        db.sql.exec('DROP TABLE items')
        throw new Error('undone')
      }),
    ).toThrow('undone')
    expect(count('top')).toBe(2)
    expect(readings.count).toBe(before + 1)
  })

  it('keeps at most `max` answers', () => {
    db = openDatabase()
    db.sql.exec('CREATE TABLE items (id TEXT PRIMARY KEY)')
    let walks = 0
    const echo = untilWrite(db, (n: number) => ++walks && n, { tables: ['items'], max: 2 })
    echo(1)
    echo(2)
    echo(3)
    echo(3)
    expect(walks).toBe(3)
    echo(1)
    expect(walks).toBe(4)
  })
})

describe('untilWrite inside writes only, beside another watch', () => {
  it('keeps an answer first asked inside a transaction from the next write on, and forgets it on a write', () => {
    db = openDatabase()
    // Another watch made before the table existed: the schema changed since.
    untilWrite(db, () => 0, { tables: ['other'] })(undefined)
    db.sql.exec('CREATE TABLE items (id TEXT PRIMARY KEY, shelf TEXT NOT NULL)')
    db.sql.prepare("INSERT INTO items VALUES ('a', 'top')").run()
    let walks = 0
    const count = untilWrite(
      db,
      () => {
        walks++
        return Number((db.sql.prepare('SELECT COUNT(*) AS n FROM items').get() as { n: number }).n)
      },
      { tables: ['items'] },
    )
    const read = () => {
      settleWrites(db)
      return db.transaction(() => count(undefined))
    }
    // The first read starts the watch at the next settleWrites; the third is answered from it.
    expect([read(), read(), read()]).toEqual([1, 1, 1])
    expect(walks).toBe(2)
    db.transaction(() => db.sql.prepare("INSERT INTO items VALUES ('b', 'top')").run())
    expect(read()).toBe(2)
    expect(walks).toBe(3)
  })
})
