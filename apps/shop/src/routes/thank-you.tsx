import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { RouteError } from '../components/route-error'
import { loadInBrowser } from '../data/page-load'
import { loadThankYou } from '../data/thank-you'
import { routeMeta } from '../lib/route-meta'
import { ThankYouPage } from '../pages/thank-you-page'
import { loadOnServer } from '../server/page-load.server'

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  loadOnServer(request, context, loadThankYou)
export const clientLoader = ({ request }: ClientLoaderFunctionArgs) =>
  loadInBrowser(request, loadThankYou)
export const meta: MetaFunction = (args) =>
  routeMeta(args, { title: 'Thank you', path: '/thank-you' })

export function ErrorBoundary() {
  return <RouteError what="order" />
}

export default function ThankYouRoute() {
  return <ThankYouPage />
}
