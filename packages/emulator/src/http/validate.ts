import type { FieldViolation, RuleType } from '@storefront-kit/wire'
import type { z } from 'zod'
import { validationError, violation } from './api-error'

type Issue = z.core.$ZodIssue

/** Dotted path with array indexes in brackets: `lineItems[0].quantity`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (text, key) =>
      typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key),
    '',
  )
}

const SIZE_RULES: Record<string, [RuleType, RuleType]> = {
  string: ['MAX_LENGTH', 'MIN_LENGTH'],
  array: ['MAX_SIZE', 'MIN_SIZE'],
  set: ['MAX_SIZE', 'MIN_SIZE'],
}

/** The platform's field violation for one zod issue. */
export function toViolation(issue: Issue, prefix: readonly PropertyKey[] = []): FieldViolation {
  const field = fieldPath([...prefix, ...issue.path])
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? violation(field, 'REQUIRED_FIELD', 'is required')
        : violation(field, 'VALIDATION', `must be ${article(issue.expected)}`, {
            expected: issue.expected,
          })
    case 'too_big': {
      const [rule] = SIZE_RULES[issue.origin] ?? ['MAX', 'MIN']
      return violation(field, rule, issue.message, { threshold: Number(issue.maximum) })
    }
    case 'too_small': {
      const [, rule] = SIZE_RULES[issue.origin] ?? ['MAX', 'MIN']
      return violation(field, rule, issue.message, { threshold: Number(issue.minimum) })
    }
    case 'invalid_format':
      return violation(field, 'FORMAT', issue.message, { expected: issue.format })
    case 'invalid_value':
      return violation(field, 'INVALID_ENUM_VALUE', `must be one of ${issue.values.join(', ')}`, {
        values: issue.values as unknown[],
      })
    case 'unrecognized_keys':
      return violation(field, 'FIELD_NOT_ALLOWED', `unknown field(s) ${issue.keys.join(', ')}`)
    case 'custom': {
      const params = (issue.params ?? {}) as {
        violatedRule?: RuleType
        data?: Record<string, unknown>
        ruleName?: string
      }
      return violation(
        field,
        params.violatedRule ?? 'OTHER',
        issue.message,
        params.data ?? {},
        params.ruleName ?? '',
      )
    }
    default:
      return violation(field, 'VALIDATION', issue.message)
  }
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`)

/**
 * Parses `input` with `schema`; on failure throws the platform's validation error listing every
 * violation (zod reports all of them, not just the first).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  prefix: readonly PropertyKey[] = [],
): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true })
  if (result.success) return result.data
  throw validationError(result.error.issues.map((issue) => toViolation(issue, prefix)))
}
