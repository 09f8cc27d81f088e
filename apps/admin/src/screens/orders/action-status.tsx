import { ErrorMessage } from '../../ui/query-state'

/**
 * What the last action did, announced: its error in words (`role="alert"`), or `done` once it
 * succeeded (`role="status"`). Nothing while it has not run.
 */
export function ActionStatus({
  action,
  done,
}: {
  action: { isError: boolean; isSuccess: boolean; error: unknown }
  done: string | undefined
}) {
  if (action.isError) return <ErrorMessage error={action.error} />
  return (
    <p className="action-status" role="status">
      {action.isSuccess ? done : ''}
    </p>
  )
}

/** A bulk call's outcome in words: how many were done, and why the others were not. */
export function bulkText(
  noun: string,
  data:
    | {
        results: { itemMetadata: { success: boolean; error?: { description?: string } } }[]
        bulkActionMetadata: { totalSuccesses: number; totalFailures: number }
      }
    | undefined,
): string | undefined {
  if (!data) return undefined
  const { totalSuccesses, totalFailures } = data.bulkActionMetadata
  const done = `${noun}: ${totalSuccesses} ${totalSuccesses === 1 ? 'order' : 'orders'} done`
  if (!totalFailures) return `${done}.`
  const reasons = new Set(
    data.results.flatMap((r) =>
      r.itemMetadata.success ? [] : [r.itemMetadata.error?.description ?? 'refused'],
    ),
  )
  return `${done}, ${totalFailures} not done (${[...reasons].join('; ')}).`
}
