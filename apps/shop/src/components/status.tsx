import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { describeError } from '../lib/errors'

/** A polite "loading" line that screen readers announce once. */
export function Loading({ label }: { label: string }) {
  return (
    <div className="status loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  )
}

/** Nothing to show, said kindly, with an optional way on. */
export function Empty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="status empty">
      <p className="status-title">{title}</p>
      {children}
    </div>
  )
}

/**
 * A failed call in words (see `describeError`), announced at once, with a retry button when
 * trying again can help.
 */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const view = describeError(error)
  return (
    <div className="status error" role="alert">
      <p className="status-title">{view.title}</p>
      <p>{view.message}</p>
      {view.retry && onRetry && (
        <button type="button" className="button secondary" onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  )
}

/** The page for an address that leads nowhere (unknown route, missing product or order). */
export function NotFound({ what = 'page' }: { what?: string }) {
  return (
    <section className="status not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" tabIndex={-1}>
        We could not find that {what}
      </h1>
      <p>It may have moved, or the link may be mistyped.</p>
      <Link className="button" to="/">
        Back to the shop
      </Link>
    </section>
  )
}
