import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { useParams } from 'react-router'
import { RouteError } from '../components/route-error'
import { loadCollection } from '../data/collection'
import { loadInBrowser } from '../data/page-load'
import { routeMeta } from '../lib/route-meta'
import { CollectionPage } from '../pages/collection-page'
import { loadOnServer } from '../server/page-load.server'

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadOnServer(request, context, loadCollection(params.slug ?? ''))
export const clientLoader = ({ request, params }: ClientLoaderFunctionArgs) =>
  loadInBrowser(request, loadCollection(params.slug ?? ''))
export const meta: MetaFunction = (args) =>
  routeMeta(args, { title: 'Collection not found', path: args.location.pathname })

export function ErrorBoundary() {
  return <RouteError what="collection" />
}

export default function CollectionRoute() {
  const { slug = '' } = useParams()
  return <CollectionPage key={slug} slug={slug} />
}
