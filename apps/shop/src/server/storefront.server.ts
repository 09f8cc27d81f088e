import { type Client, createClient, visitorAuth } from '@storefront-kit/sdk'
import { tokensCookie, tokensFromCookies } from '@storefront-kit/sdk/auth'
import {
  createContext,
  data,
  type MiddlewareFunction,
  type RouterContextProvider,
} from 'react-router'
import { readConfig, type ShopConfig } from '../config'

/** What a request's loaders share: one SDK client for the visitor of the request. */
export interface RequestStorefront {
  client: Client
  config: ShopConfig
  /** The shop's origin as the browser reached it (for canonical links and the sitemap). */
  origin: string
}

const storefrontContext = createContext<RequestStorefront>()

/** The request's storefront, set up by {@link storefrontMiddleware}. */
export function requestStorefront(context: Readonly<RouterContextProvider>): RequestStorefront {
  return context.get(storefrontContext)
}

/** Why the shop cannot serve pages: its environment lacks these variables. */
export interface MissingConfig {
  missing: string[]
}

/**
 * Every request gets one SDK client for its visitor: the tokens of the cookie, or a new visitor
 * (one token request, however many loaders call at once). Whatever tokens the request ends with
 * go back in the same cookie the browser's SDK reads, so browser and server stay one visitor.
 * Pages say `Cache-Control: private, no-cache`: they carry the visitor's cart and tokens.
 */
export const storefrontMiddleware: MiddlewareFunction<Response> = async (
  { request, context },
  next,
) => {
  const read = readConfig(process.env)
  if (!read.ok) throw data<MissingConfig>({ missing: read.missing }, { status: 503 })
  const held = tokensFromCookies(request.headers.get('cookie'))
  const auth = visitorAuth({ clientId: read.config.clientId, ...(held && { tokens: held }) })
  const url = new URL(request.url)
  context.set(storefrontContext, {
    client: createClient({ baseUrl: read.config.apiUrl, auth }),
    config: read.config,
    origin: url.origin,
  })
  const response = await next()
  // Pages and their data carry the visitor; files (robots.txt, the sitemap) are the same for all.
  const page =
    url.pathname.endsWith('.data') ||
    !!response.headers.get('content-type')?.startsWith('text/html')
  const tokens = page ? await auth.getTokens() : null
  if (tokens && JSON.stringify(tokens) !== JSON.stringify(held))
    response.headers.append(
      'set-cookie',
      tokensCookie(tokens, { days: 30, secure: url.protocol === 'https:' }),
    )
  if (
    response.headers.get('content-type')?.startsWith('text/html') &&
    !response.headers.has('cache-control')
  )
    response.headers.set('cache-control', 'private, no-cache')
  return response
}
