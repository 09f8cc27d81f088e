import type { StorefrontError } from '@storefront-kit/sdk'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ErrorState, Loading, NotFound } from './status'

/** Props of {@link QueryView}. */
export interface QueryViewProps<T> {
  query: UseQueryResult<T, StorefrontError>
  /** What is loading, e.g. "Loading products…". */
  loading: string
  /** For a 404: the thing that was not found ("product"); without it the error box shows. */
  notFound?: string
  children: (data: T) => ReactNode
}

/** Loading, error (with retry) or not-found state of a query, else its data rendered. */
export function QueryView<T>({ query, loading, notFound, children }: QueryViewProps<T>) {
  if (query.isPending) return <Loading label={loading} />
  if (query.isError) {
    if (notFound && query.error.status === 404) return <NotFound what={notFound} />
    return <ErrorState error={query.error} onRetry={() => query.refetch()} />
  }
  return <>{children(query.data)}</>
}
