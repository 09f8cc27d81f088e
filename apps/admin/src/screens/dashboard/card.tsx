import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ErrorMessage, Loading } from '../../ui/query-state'

/** One dashboard card: a heading, the query's figures (or its loading/error state), a link. */
export function Card<T>({
  title,
  query,
  link,
  linkText,
  children,
}: {
  title: string
  query: UseQueryResult<T>
  link: string
  linkText: string
  children: (data: T) => ReactNode
}) {
  const id = `card-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`
  return (
    <article className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => query.refetch()} />
      ) : (
        children(query.data)
      )}
      <Link to={link}>{linkText}</Link>
    </article>
  )
}
