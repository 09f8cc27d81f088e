/** JSON text of answers shared by many requests, made once per answer. */
const texts = new WeakMap<object, string>()

/**
 * Marks an answer that many requests send as it is (one remembered until the next write, see
 * `untilWrite`): its JSON text is made now, once, and every request answering it sends that text
 * instead of serializing the same object again. The answer must not change afterwards.
 *
 * @example
 * ```ts
 * const listing = untilWrite(db, (query) => shareAnswer(list(query)), { tables: ['products'] })
 * ```
 */
export function shareAnswer<T extends object>(answer: T): T {
  texts.set(answer, JSON.stringify(answer))
  return answer
}

/** The JSON text made for a shared answer, if `answer` is one. */
export const sharedText = (answer: unknown): string | undefined =>
  typeof answer === 'object' && answer !== null ? texts.get(answer) : undefined
