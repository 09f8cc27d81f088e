import type { StorefrontError } from '@storefront-kit/sdk'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { GridSkeleton } from './skeletons'
import { ErrorState, Loading, NotFound } from './status'

/** Props of {@link QueryView}. */
export interface QueryViewProps<T> {
  query: UseQueryResult<T, StorefrontError>
  /** What is loading, e.g. "Loading products…". */
  loading: string
  /** For a 404: the thing that was not found ("product"); without it the error box shows. */
  notFound?: string
  /** While loading, hold the place of a product grid of this many cards (no layout shift). */
  skeleton?: 'grid'
  /** Cards of the grid skeleton. Default 4. */
  cards?: number
  children: (data: T) => ReactNode
}

/** Loading, error (with retry) or not-found state of a query, else its data rendered. */
export function QueryView<T>({
  query,
  loading,
  notFound,
  skeleton,
  cards,
  children,
}: QueryViewProps<T>) {
  if (query.isPending)
    return skeleton ? <GridSkeleton label={loading} cards={cards} /> : <Loading label={loading} />
  if (query.isError) {
    if (notFound && query.error.status === 404) return <NotFound what={notFound} />
    return <ErrorState error={query.error} onRetry={() => query.refetch()} />
  }
  return <>{children(query.data)}</>
}
