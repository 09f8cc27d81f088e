/**
 * Runs async work one piece at a time. node:sqlite is synchronous on one connection, so running
 * handlers strictly in turn makes each request's transaction the only one open, even across
 * awaits (signing a token), and no request ever sees another's half-done write.
 */
export function createLock() {
  let tail: Promise<unknown> = Promise.resolve()
  return function run<T>(work: () => Promise<T> | T): Promise<T> {
    const result = tail.then(work)
    tail = result.catch(() => undefined)
    return result
  }
}

export type Lock = ReturnType<typeof createLock>
