import { DatabaseSync } from 'node:sqlite'
import type { FieldViolation } from '@storefront-kit/wire'
import { expect } from 'vitest'
import { upsertSql } from '../db/document-store'
import { documentTable } from '../db/migrations'
import { ApiError } from '../http/api-error'
import { filterToSql } from './compile-filter'
import { evaluateFilter } from './evaluate-filter'
import { parseFilter } from './parse-filter'
import { registerQueryFunctions } from './text'
import type { QuerySpec } from './types'

// Test support only: imported by the query engine's tests, never by the emulator.

/** A fresh in-memory database with one document table (`id`, `doc` as JSONB) holding `docs`. */
export function memoryTable<D extends { id: string }>(
  docs: readonly D[],
  table = 'items',
): DatabaseSync {
  const db = new DatabaseSync(':memory:')
  // Stored as the emulator stores documents (JSONB), so the engine's SQL is tested on that form.
  db.exec(documentTable(table))
  const insert = db.prepare(upsertSql(table, ['id', 'doc']))
  for (const doc of docs) insert.run(doc.id, JSON.stringify(doc))
  return db
}

/** Ids the compiled SQL selects, sorted. */
export function sqlIds(db: DatabaseSync, spec: QuerySpec, filter: unknown, table = 'items') {
  const { node, violations } = parseFilter(spec, filter, 'filter')
  expect(violations).toEqual([])
  registerQueryFunctions(db)
  const where = filterToSql(node)
  const rows = db.prepare(`SELECT id FROM ${table} AS t WHERE ${where.sql}`).all(...where.params)
  return rows.map((row) => String(row.id)).sort()
}

/** Ids the reference evaluator keeps, sorted. */
export function evaluatedIds(spec: QuerySpec, filter: unknown, docs: readonly { id: string }[]) {
  const { node, violations } = parseFilter(spec, filter, 'filter')
  expect(violations).toEqual([])
  return docs
    .filter((doc) => evaluateFilter(node, doc))
    .map((doc) => doc.id)
    .sort()
}

/** The violations of the validation error `run` throws (fails when it throws anything else). */
export function violationsOf(run: () => unknown): FieldViolation[] {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    const apiError = error as ApiError
    expect(apiError.status).toBe(400)
    return apiError.body.details.validationError?.fieldViolations ?? []
  }
  throw new Error('expected a validation error')
}

/** `[field, violatedRule]` of each violation, for compact assertions. */
export function rulesOf(run: () => unknown): [string, string][] {
  return violationsOf(run).map((v) => [v.field, v.violatedRule])
}
