import { afterEach, describe, expect, it } from 'vitest'
import { createClock } from '../clock'
import { type Database, openDatabase } from '../db/database'
import { createEventLog, EVENTS_MIGRATION } from './events'

let db: Database
afterEach(() => db.close())

const owner = { kind: 'owner' } as const

/** An event log on a new database, and a recorder of one entity's events. */
function log() {
  db = openDatabase()
  db.sql.exec(EVENTS_MIGRATION)
  const events = createEventLog(db, createClock(), 'site')
  const record = (entityId: string) =>
    events.record({ entityFqdn: 'wix.test.thing', slug: 'updated', entityId, caller: owner })
      .metadata.entityEventSequence
  return { events, record }
}

describe('the event log', () => {
  it('counts from the rows themselves after they were replaced at the same positions (a state import)', () => {
    const { events, record } = log()
    expect([record('a'), record('a'), record('a')]).toEqual(['1', '2', '3'])
    // An imported state where a's newest event, at the same position, is its first.
    const rows = db.sql.prepare('SELECT seq, body FROM events ORDER BY seq').all() as {
      seq: number
      body: string
    }[]
    const last = rows.at(-1) as { seq: number; body: string }
    const first = JSON.parse(last.body)
    first.metadata.entityEventSequence = '1'
    db.sql.exec('DELETE FROM events')
    db.sql
      .prepare(
        'INSERT INTO events (seq, entity_fqdn, slug, entity_id, body) VALUES (?, ?, ?, ?, ?)',
      )
      .run(last.seq, 'wix.test.thing', 'updated', 'a', JSON.stringify(first))
    events.forget()
    expect(record('a')).toBe('2')
  })

  it("counts each entity's events, also when a rolled-back event's position is given out again", () => {
    const { record } = log()
    expect([record('a'), record('a'), record('b')]).toEqual(['1', '2', '1'])
    // The third event of a is rolled back; b's next event takes its position.
    expect(() =>
      db.transaction(() => {
        expect(record('a')).toBe('3')
        throw new Error('declined')
      }),
    ).toThrow('declined')
    expect(record('b')).toBe('2')
    expect(record('a')).toBe('3')
    // a's third event again at a position of its own, rolled back, then given to a itself.
    expect(() =>
      db.transaction(() => {
        record('a')
        throw new Error('declined')
      }),
    ).toThrow('declined')
    expect([record('a'), record('a'), record('b')]).toEqual(['4', '5', '3'])
  })

  it('counts from the rows again after a rollback to a savepoint took back an event', () => {
    const { record } = log()
    expect(record('a')).toBe('1')
    db.transaction(() => {
      db.sql.exec('SAVEPOINT item')
      expect(record('a')).toBe('2')
      db.sql.exec('ROLLBACK TO item; RELEASE item')
      expect(record('a')).toBe('2')
    })
    expect(record('a')).toBe('3')
  })

  it('counts on from the events already in the database (a restart)', () => {
    const { record } = log()
    record('a')
    record('a')
    const again = createEventLog(db, createClock(), 'site')
    const next = again.record({
      entityFqdn: 'wix.test.thing',
      slug: 'updated',
      entityId: 'a',
      caller: owner,
    })
    expect(next.metadata.entityEventSequence).toBe('3')
  })

  it('stores an event that splices known JSON texts exactly as JSON.stringify writes it', () => {
    const { events } = log()
    const order = { id: 'o1', lines: [{ n: 1, note: undefined }], paid: false, total: '1.50' }
    const other = { id: 'o2', when: new Date(0) }
    const known = new Map<object, string>([
      [order, JSON.stringify(order)],
      [other, JSON.stringify(other)],
    ])
    const body = (seq: number) =>
      (db.sql.prepare('SELECT body FROM events WHERE seq = ?').get(seq) as { body: string }).body
    const recorded = [
      events.record({
        entityFqdn: 'f',
        slug: 'created',
        entityId: 'o1',
        caller: owner,
        entity: order,
        known,
      }),
      events.record({
        entityFqdn: 'f',
        slug: 'paid',
        entityId: 'o1',
        caller: owner,
        data: {
          order,
          previous: 'NOT_PAID',
          skipped: undefined,
          at: new Date(0),
          other,
          list: [order],
          custom: { toJSON: () => 'as text' },
        },
        modifiedFields: ['paid'],
        known,
      }),
    ]
    expect([body(1), body(2)]).toEqual(recorded.map((event) => JSON.stringify(event)))
  })
})
