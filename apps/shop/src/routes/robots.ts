import type { LoaderFunctionArgs } from 'react-router'

/**
 * `/robots.txt`: everything may be crawled but the pages a shopper only reaches mid-purchase or
 * mid-sign-in; where the sitemap is.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { origin } = new URL(request.url)
  const text = [
    'User-agent: *',
    'Disallow: /callback',
    'Disallow: /thank-you',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
  return new Response(text, {
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
