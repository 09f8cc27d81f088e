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
