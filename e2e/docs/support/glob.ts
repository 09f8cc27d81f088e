// How claimed values are compared with what a program gave (no dependencies: also bundled
// into the programs the docs test runs).

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `…` in a claimed string stands for any text. */
export function globMatch(pattern: string, text: string): boolean {
  const source = pattern.split('…').map(escapeRegExp).join('[\\s\\S]*?')
  return new RegExp(`^${source}$`).test(text)
}

export function deepMatch(actual: unknown, expected: unknown): boolean {
  if (typeof expected === 'string') return typeof actual === 'string' && globMatch(expected, actual)
  if (expected === null || typeof expected !== 'object') return Object.is(actual, expected)
  if (Array.isArray(expected))
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, i) => deepMatch(actual[i], item))
    )
  if (actual === null || typeof actual !== 'object') return false
  const want = expected as Record<string, unknown>
  const have = actual as Record<string, unknown>
  const keys = Object.keys(have).filter((key) => have[key] !== undefined)
  return (
    keys.every((key) => key in want) &&
    Object.keys(want).every((key) => deepMatch(have[key], want[key]))
  )
}

/** A value as `console.log` shows it on one line. */
export const show = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))
