import type { ClientLoaderFunctionArgs, LoaderFunctionArgs, MetaFunction } from 'react-router'
import { useParams } from 'react-router'
import { RouteError } from '../components/route-error'
import { loadInBrowser } from '../data/page-load'
import { loadProduct } from '../data/product'
import { routeMeta } from '../lib/route-meta'
import { ProductPage } from '../pages/product-page'
import { loadOnServer } from '../server/page-load.server'

export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  loadOnServer(request, context, loadProduct(params.slug ?? ''))
export const clientLoader = ({ request, params }: ClientLoaderFunctionArgs) =>
  loadInBrowser(request, loadProduct(params.slug ?? ''))
export const meta: MetaFunction = (args) =>
  routeMeta(args, { title: 'Product not found', path: args.location.pathname })

export function ErrorBoundary() {
  return <RouteError what="product" />
}

export default function ProductRoute() {
  const { slug = '' } = useParams()
  return <ProductPage key={slug} slug={slug} />
}
