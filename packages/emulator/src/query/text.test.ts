import { DatabaseSync } from 'node:sqlite'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compareText, FOLD_FUNCTION, foldCase, registerQueryFunctions } from './text'

describe('compareText', () => {
  it('orders by code point, as SQLite orders UTF-8', () => {
    expect(compareText('ｚ', '😀')).toBeLessThan(0)
    expect(compareText('a', 'b')).toBeLessThan(0)
    expect(compareText('ab', 'a')).toBeGreaterThan(0)
    expect(compareText('é', 'é')).toBe(0)
  })

  it('agrees with SQLite on random text', () => {
    const db = new DatabaseSync(':memory:')
    const sqlite = db.prepare('SELECT (? > ?) - (? < ?) AS order_')
    const unit = fc.constantFrom('a', 'Z', 'é', '\u{FFFD}', 'ｚ', '😀', '\u{10FFFF}', '\u0000')
    fc.assert(
      fc.property(fc.string({ unit }), fc.string({ unit }), (a, b) => {
        const row = sqlite.get(a, b, a, b)
        expect(Math.sign(compareText(a, b))).toBe(row?.order_)
      }),
    )
    db.close()
  })
})

describe('case folding in SQL', () => {
  it('folds beyond ASCII, the same way as foldCase', () => {
    const db = new DatabaseSync(':memory:')
    registerQueryFunctions(db)
    registerQueryFunctions(db)
    const row = db
      .prepare(`SELECT ${FOLD_FUNCTION}(?) AS folded, ${FOLD_FUNCTION}(3) AS other`)
      .get('ÉCLAIR Ａ')
    expect(row).toEqual({ folded: foldCase('ÉCLAIR Ａ'), other: null })
    expect(row?.folded).toBe('éclair ａ')
    db.close()
  })
})
