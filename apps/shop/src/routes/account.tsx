import type { LoaderFunctionArgs, MetaFunction } from 'react-router'
import { useLoaderData } from 'react-router'
import { RouteError } from '../components/route-error'
import { loadAccount } from '../data/account'
import { routeMeta } from '../lib/route-meta'
import { AccountPage } from '../pages/account-page'
import { memberOrders } from '../server/member-orders.server'
import { loadOnServer } from '../server/page-load.server'

// Server only, also on client-side navigations: the member's orders need the site's API key.
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const orders = await memberOrders(context)
  return loadOnServer(request, context, (input) => loadAccount(input, orders))
}
export const meta: MetaFunction = (args) =>
  routeMeta(args, { title: 'Your account', path: '/account' })

export function ErrorBoundary() {
  return <RouteError />
}

export default function AccountRoute() {
  const { orderIds, everyDevice } = useLoaderData<typeof loader>()
  return <AccountPage orderIds={orderIds} everyDevice={everyDevice} />
}
