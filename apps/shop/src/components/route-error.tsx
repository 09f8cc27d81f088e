import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorState, NotFound } from './status'

/**
 * A page that could not be shown: "not found" for a 404 (a product, collection or address that
 * leads nowhere), else the error in words with a retry that loads the page again.
 */
export function RouteError({ what = 'page' }: { what?: string }) {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound what={what} />
  return (
    <ErrorState
      error={isRouteErrorResponse(error) ? new Error(error.statusText) : error}
      onRetry={() => window.location.reload()}
    />
  )
}
