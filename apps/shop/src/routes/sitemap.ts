import type { LoaderFunctionArgs } from 'react-router'
import { sitemapXml } from '../server/sitemap.server'
import { requestStorefront } from '../server/storefront.server'

/** `/sitemap.xml`, generated from the catalog. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { client, origin } = requestStorefront(context)
  return new Response(await sitemapXml(client, origin), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
