import { Link } from 'react-router'
import { usePageTitle } from '../ui/page-title'

/** A back-office address that names no screen. */
export function NotFound() {
  usePageTitle('Not found')
  return (
    <section>
      <h1>Not found</h1>
      <p>
        This page does not exist. <Link to="/">Go to the dashboard</Link>.
      </p>
    </section>
  )
}
