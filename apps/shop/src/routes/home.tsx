import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { RouteError } from '../components/route-error'
import { loadHome } from '../data/home'
import { loadInBrowser } from '../data/page-load'
import { routeMeta } from '../lib/route-meta'
import { HomePage } from '../pages/home-page'
import { loadOnServer } from '../server/page-load.server'

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadOnServer(request, context, loadHome)
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadInBrowser(request, loadHome)
export const meta: MetaFunction = (args) => routeMeta(args, { path: '/' })

export function ErrorBoundary() {
  return <RouteError />
}

export default function HomeRoute() {
  return <HomePage />
}
