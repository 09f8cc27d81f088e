import { Link } from 'react-router'

/** Props of {@link Pager}. */
export interface PagerProps {
  page: number
  pageCount: number
  /** The link to a page number. */
  href: (page: number) => string
}

/** Previous / next links with "Page 2 of 4"; nothing when everything fits on one page. */
export function Pager({ page, pageCount, href }: PagerProps) {
  if (pageCount <= 1) return null
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link className="button secondary" to={href(page - 1)} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span />
      )}
      <span aria-current="page">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link className="button secondary" to={href(page + 1)} rel="next">
          Next →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
