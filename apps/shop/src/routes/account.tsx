import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'
import { RouteError } from '../components/route-error'
import { loadAccount } from '../data/account'
import { loadInBrowser } from '../data/page-load'
import { routeMeta } from '../lib/route-meta'
import { AccountPage } from '../pages/account-page'
import { loadOnServer } from '../server/page-load.server'

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadOnServer(request, context, loadAccount)
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadInBrowser(request, loadAccount)
export const meta: MetaFunction = (args) =>
  routeMeta(args, { title: 'Your account', path: '/account' })

export function ErrorBoundary() {
  return <RouteError />
}

export default function AccountRoute() {
  const { orderIds } = useLoaderData<typeof clientLoader>()
  return <AccountPage orderIds={orderIds} />
}
