/** A value kept in memory, read with `get` and replaced with `set`. */
export interface Held<T> {
  get(): T
  set(value: T): void
}

/**
 * A value kept in memory: the one in-memory store behind the SDK's memories (the visitor's tokens
 * by default, a client's "no cart" mark), so that a bundle carries it once.
 *
 * @example
 * ```ts
 * const mark = held<string | null>(null)
 * mark.set('visitor-1')
 * mark.get() // 'visitor-1'
 * ```
 */
export function held<T>(initial: T): Held<T> {
  let value = initial
  return {
    get: () => value,
    set: (next) => {
      value = next
    },
  }
}
