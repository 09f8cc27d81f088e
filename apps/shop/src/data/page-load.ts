import type { ShopStorefront } from '../lib/storefront'
import { browserStorefront } from '../lib/storefront'

/** What a page's data needs: the storefront, the page's URL, and the request's cookies. */
export interface PageInput extends ShopStorefront {
  url: URL
  cookies: string
}

/**
 * A page's data: fetches into `queryClient` what its first screen shows (the same query options
 * its hooks read) and answers what the page's head and status need. The server runs it for the
 * first HTML; the browser runs it before a client-side navigation shows the page.
 */
export type PageLoad<T> = (input: PageInput) => Promise<T>

/**
 * A client-side navigation's data, from the browser's cache when fresh.
 *
 * @example
 * ```ts
 * export const clientLoader = ({ request }: ClientLoaderFunctionArgs) => loadInBrowser(request, loadHome)
 * ```
 */
export function loadInBrowser<T>(request: Request, load: PageLoad<T>): Promise<T> {
  return load({ ...browserStorefront(), url: new URL(request.url), cookies: document.cookie })
}
