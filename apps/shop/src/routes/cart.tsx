import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { RouteError } from '../components/route-error'
import { loadCart } from '../data/cart'
import { loadInBrowser } from '../data/page-load'
import { routeMeta } from '../lib/route-meta'
import { CartPage } from '../pages/cart-page'
import { loadOnServer } from '../server/page-load.server'

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadOnServer(request, context, loadCart)
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadInBrowser(request, loadCart)
export const meta: MetaFunction = (args) => routeMeta(args, { title: 'Cart', path: '/cart' })

export function ErrorBoundary() {
  return <RouteError />
}

export default function CartRoute() {
  return <CartPage />
}
