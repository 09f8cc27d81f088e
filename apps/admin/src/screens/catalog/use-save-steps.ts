import { useState } from 'react'

/**
 * The state of a save made of several calls: `run` clears the last error, marks the save pending,
 * runs the steps and answers their result, or `undefined` with `error` set when a step failed.
 *
 * @example
 * ```ts
 * const { run, error, pending } = useSaveSteps<Product>()
 * const save = (draft: Draft) => run(async () => (await create.mutateAsync(draft)).product)
 * ```
 */
export function useSaveSteps<Result>() {
  const [error, setError] = useState<unknown>()
  const [pending, setPending] = useState(false)
  const run = async (steps: () => Promise<Result>): Promise<Result | undefined> => {
    setError(undefined)
    setPending(true)
    try {
      return await steps()
    } catch (failure) {
      setError(failure)
      return undefined
    } finally {
      setPending(false)
    }
  }
  return { run, error, pending }
}

/**
 * The ids a list gained and lost from `before` to `after`, each in its list's order.
 *
 * @example
 * ```ts
 * idChanges(['a', 'b'], ['b', 'c']) // { added: ['c'], removed: ['a'] }
 * ```
 */
export function idChanges(before: string[], after: string[]) {
  return {
    added: after.filter((id) => !before.includes(id)),
    removed: before.filter((id) => !after.includes(id)),
  }
}
