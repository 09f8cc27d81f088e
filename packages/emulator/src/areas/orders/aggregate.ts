import type { AggregateOrdersResponse, FieldViolation } from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import { toDecimal } from '../../platform/money'
import {
  filterToSql,
  parseFilter,
  type QuerySpec,
  type ResolvedField,
  resolveField,
} from '../../query/index'
import type { OrdersContext } from './context'
import { ORDER_SEARCH } from './query-spec'
import type { AggregateGroup, AggregateRow } from './stats-store'

/** The search's fields and filter language; violations are named from the request's root. */
const AGGREGATE: QuerySpec = { ...ORDER_SEARCH, fieldPrefix: '' }

/** Named figures at most one request computes (each is one GROUP BY query). */
const MAX_AGGREGATIONS = 20
/** Fields one figure may group by. */
const MAX_GROUP_FIELDS = 4

/** One named figure of a request, checked. */
interface Figure {
  name: string
  groups: AggregateGroup[]
  /** `$sum`: the field added up (a decimal field sums exactly, in cents). */
  sum?: ResolvedField
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A grouping field: a scalar search field, or `{ "$day": "<date field>" }` for its UTC day. */
function group(raw: unknown, at: string, violations: FieldViolation[]): AggregateGroup | undefined {
  const day = isObject(raw) && typeof raw.$day === 'string' && Object.keys(raw).length === 1
  const name = day ? (raw as { $day: string }).$day : raw
  const field = typeof name === 'string' ? resolveField(AGGREGATE, name) : undefined
  if (!field || field.isArray || (day && field.scalar !== 'date')) {
    const description = day
      ? 'must name a date field of the order search'
      : 'must name a field of the order search (one value per order), or be { "$day": "<date field>" }'
    violations.push(violation(at, 'FIELD_NOT_ALLOWED', description))
    return undefined
  }
  return { field, day }
}

function groups(raw: unknown, at: string, violations: FieldViolation[]): AggregateGroup[] {
  if (!Array.isArray(raw) || raw.length > MAX_GROUP_FIELDS) {
    const description = `must be an array of at most ${MAX_GROUP_FIELDS} grouping fields`
    violations.push(violation(at, 'FORMAT', description, { expected: 'array' }))
    return []
  }
  return raw.flatMap((entry, index) => group(entry, `${at}[${index}]`, violations) ?? [])
}

/**
 * One named figure: `{ "$count": [fields] }` counts orders per group; `{ "$sum": { "field": f,
 * "groupBy": [fields] } }` adds up a number or money field per group.
 */
function figure(name: string, raw: unknown, violations: FieldViolation[]): Figure | undefined {
  const at = `aggregation.${name}`
  const operators = isObject(raw) ? Object.keys(raw) : []
  if (
    !isObject(raw) ||
    operators.length !== 1 ||
    !['$count', '$sum'].includes(operators[0] ?? '')
  ) {
    violations.push(
      violation(
        at,
        'VALIDATION',
        'must be { "$count": [fields] } or { "$sum": { field, groupBy } }',
      ),
    )
    return undefined
  }
  if ('$count' in raw) return { name, groups: groups(raw.$count, `${at}.$count`, violations) }
  const sum = raw.$sum
  const field =
    isObject(sum) && typeof sum.field === 'string' ? resolveField(AGGREGATE, sum.field) : undefined
  if (!field || field.isArray || (field.scalar !== 'number' && field.scalar !== 'decimal'))
    violations.push(
      violation(`${at}.$sum.field`, 'FIELD_NOT_ALLOWED', 'must name a number or money field'),
    )
  const by = isObject(sum) ? (sum.groupBy ?? []) : []
  const checked = groups(by, `${at}.$sum.groupBy`, violations)
  return field ? { name, groups: checked, sum: field } : undefined
}

/** A grouped value as the key shows it (JSON booleans are stored as 0 and 1). */
function shown(value: string | number | null, group: AggregateGroup | undefined): string {
  if (value === null) return ''
  if (group?.field.scalar === 'boolean') return String(value === 1)
  return String(value)
}

const keyOf = (row: AggregateRow, by: AggregateGroup[], separator: string) =>
  `(${row.groups.map((value, index) => shown(value, by[index])).join(separator)})`

/**
 * `POST /ecom/v1/orders/aggregate`: figures over the orders the filter matches (the search's
 * language; INITIALIZED orders are left out, as in the search), each computed by the database
 * with one GROUP BY. Keys are the group's values in parentheses, joined by `|` (or
 * `hierarchySeparatorOverride`): `{ byStatus: { '(PAID)': 5 } }`. Sums of money fields are
 * decimal strings, exact to the cent.
 * @throws ApiError 400 listing every violation of the filter and the aggregations.
 */
export function aggregateOrders(
  ctx: OrdersContext,
  request: { filter?: unknown; aggregation: Json; hierarchySeparatorOverride?: string | undefined },
): AggregateOrdersResponse {
  ctx.payments.settleDue()
  const violations: FieldViolation[] = []
  const filter = parseFilter(AGGREGATE, request.filter, 'filter')
  violations.push(...filter.violations)
  const entries = Object.entries(request.aggregation)
  if (entries.length === 0 || entries.length > MAX_AGGREGATIONS)
    violations.push(
      violation('aggregation', 'VALIDATION', `must name 1 to ${MAX_AGGREGATIONS} figures`),
    )
  const figures = entries.flatMap(([name, raw]) => figure(name, raw, violations) ?? [])
  if (violations.length) throw validationError(violations)
  const where = filterToSql(filter.node)
  const separator = request.hierarchySeparatorOverride ?? '|'
  const aggregates: Record<string, Record<string, number | string>> = {}
  for (const { name, groups: by, sum } of figures) {
    const rows = ctx.stats.aggregate(where, by, sum)
    aggregates[name] = Object.fromEntries(
      rows.map((row) => [
        keyOf(row, by, separator),
        sum?.scalar === 'decimal' ? toDecimal(BigInt(row.value)) : row.value,
      ]),
    )
  }
  return { aggregates }
}
