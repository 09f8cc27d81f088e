import { data, type MetaFunction } from 'react-router'
import { RouteError } from '../components/route-error'
import { routeMeta } from '../lib/route-meta'

/** Any other address: a 404 with the shop around it. */
export const loader = () => {
  throw data(null, { status: 404 })
}
export const meta: MetaFunction = (args) =>
  routeMeta(args, { title: 'Page not found', path: args.location.pathname })

export function ErrorBoundary() {
  return <RouteError />
}

export default function NotFoundRoute() {
  return null
}
