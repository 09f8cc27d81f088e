import { type ApiError, validationError, violation } from './api-error'
import { fieldPath } from './validate'

/**
 * Deepest nesting of objects and arrays a request may carry, the request itself being level 1.
 * The database stores documents at most 1,000 levels deep (SQLite's JSON limit); the other 100
 * are room for what the emulator wraps around a client's fields (a line item inside a cart,
 * inside a checkout, inside an order).
 */
export const MAX_JSON_DEPTH = 900

/** How much of the path to the too-deep value the violation names: enough to find the field. */
const NAMED_LEVELS = 8

interface Frame {
  value: unknown
  depth: number
  key: PropertyKey
  parent: Frame | undefined
}

function pathOf(frame: Frame): PropertyKey[] {
  const path: PropertyKey[] = []
  for (let at: Frame | undefined = frame; at?.parent; at = at.parent) path.unshift(at.key)
  return path
}

/**
 * A 400 naming the field whose value nests deeper than `max` levels, or undefined when the
 * value fits. Walks with its own stack, so no depth of input can overflow the call stack.
 *
 * @example
 * ```ts
 * const error = jsonDepthError(body)
 * if (error) throw error
 * ```
 */
export function jsonDepthError(value: unknown, max = MAX_JSON_DEPTH): ApiError | undefined {
  const stack: Frame[] = [{ value, depth: 1, key: '', parent: undefined }]
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const node = frame.value
    if (typeof node !== 'object' || node === null) continue
    if (frame.depth > max) {
      const field = fieldPath(pathOf(frame).slice(0, NAMED_LEVELS))
      return validationError([
        violation(
          field,
          'MAX',
          `nests deeper than ${max} levels of objects and arrays (the request itself is level 1)`,
          { threshold: max },
        ),
      ])
    }
    const entries = Array.isArray(node) ? [...node.entries()] : Object.entries(node)
    // Last pushed is walked first: push in reverse so the first too-deep field is the one named.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [PropertyKey, unknown]
      if (typeof child === 'object' && child !== null)
        stack.push({ value: child, depth: frame.depth + 1, key, parent: frame })
    }
  }
  return undefined
}
