import { createQueryClient, dehydrateStorefront } from '@storefront-kit/react'
import type { RouterContextProvider } from 'react-router'
import type { PageLoad } from '../data/page-load'
import { requestStorefront } from './storefront.server'

/**
 * A page's data on the server: the page's load with the request's client and a cache of its own,
 * then that cache for the page to hydrate (tokens travel once, in the root's state). The cache
 * goes as JSON text: the browser reads it with the native `JSON.parse`, much faster than the
 * router's own encoding of a large object.
 *
 * @example
 * ```ts
 * export const loader = ({ request, context }: LoaderFunctionArgs) => loadOnServer(request, context, loadHome)
 * ```
 */
export async function loadOnServer<T extends object>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  load: PageLoad<T>,
): Promise<T & { storefront: string }> {
  const { client, config } = requestStorefront(context)
  const queryClient = createQueryClient({ server: true })
  const result = await load({
    client,
    queryClient,
    cartVersion: config.cartVersion,
    url: new URL(request.url),
    cookies: request.headers.get('cookie') ?? '',
  })
  const { queries } = await dehydrateStorefront(queryClient, client)
  return { ...result, storefront: JSON.stringify({ queries }) }
}
