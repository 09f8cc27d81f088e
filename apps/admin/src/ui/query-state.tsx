import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { describeError } from './describe-error'

/** A polite, announced placeholder while a screen's data loads. */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="state state-loading" role="status">
      {label}
    </p>
  )
}

/** What the owner sees when a list has nothing in it. */
export function Empty({ children }: { children: ReactNode }) {
  return <p className="state state-empty">{children}</p>
}

/** A failed call in words, announced, with a retry button when one is given. */
export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, message, requestId } = describeError(error)
  return (
    <div className="state state-error" role="alert">
      <p className="state-title">{title}</p>
      <p>{message}</p>
      {requestId && <p className="state-request-id">Request id: {requestId}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  )
}

/**
 * The loading, error and empty states of one query, then its data: every screen shows the same
 * states the same way.
 *
 * @example
 * ```tsx
 * <QueryState query={orders} isEmpty={(d) => d.orders.length === 0} empty="No orders yet.">
 *   {(data) => <OrdersTable orders={data.orders} />}
 * </QueryState>
 * ```
 */
export function QueryState<T>({
  query,
  children,
  isEmpty,
  empty,
  loadingLabel,
}: {
  query: UseQueryResult<T>
  children: (data: T) => ReactNode
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  loadingLabel?: string
}) {
  if (query.isPending) return <Loading label={loadingLabel} />
  if (query.isError) return <ErrorMessage error={query.error} onRetry={() => query.refetch()} />
  if (isEmpty?.(query.data)) return <Empty>{empty ?? 'Nothing here yet.'}</Empty>
  return <>{children(query.data)}</>
}
