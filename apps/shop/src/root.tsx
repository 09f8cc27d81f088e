import {
  readStorefrontState,
  StorefrontHydration,
  StorefrontProvider,
  type StorefrontState,
} from '@storefront-kit/react'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { preconnect } from 'react-dom'
import {
  isRouteErrorResponse,
  Links,
  type LinksFunction,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
} from 'react-router'
import { Header } from './components/header'
import { HydrateApart } from './components/hydrate-apart'
import { HydrationGate } from './components/hydration-gate'
import { CONFIG_VARIABLES, type ShopConfig } from './config'
import { loadRoot } from './data/root'
import { STORE_NAME } from './lib/head'
import { shopStorefront } from './lib/storefront'
import type { MissingConfig } from './server/storefront.server'
import { requestStorefront, storefrontMiddleware } from './server/storefront.server'
import { ShopConfigContext } from './shop-context'
import inlineStyles from './styles/index.css?inline'
import styles from './styles/index.css?url'

const ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%231f3b2d'/%3E%3C/svg%3E"

export const middleware = [storefrontMiddleware]

// The production page carries its stylesheet (14 KB, 4 KB compressed) in its head: the first paint
// waits for no other file, where a phone paid a round trip for it. Only the server's build holds
// the text (the browser's keeps what the server wrote and never changes it, see Layout); the
// development server keeps the linked file, which it updates as the CSS is edited.
const INLINE_STYLES = import.meta.env.SSR && import.meta.env.PROD ? inlineStyles : ''

export const links: LinksFunction = () => [{ rel: 'icon', href: ICON }]

/** What every page needs: where the store is, the shop's origin, the visitor's tokens and cart. */
export async function loader({ context }: LoaderFunctionArgs) {
  const { client, config, origin } = requestStorefront(context)
  // As JSON text: the browser parses it natively (see page-load.server.ts).
  return { config, origin, storefront: JSON.stringify(await loadRoot(client, config.cartVersion)) }
}

// The root's data (configuration, first tokens and cart) is read once; the browser keeps its own
// after that.
export const shouldRevalidate = () => false

/** The document: head, the page, and the scripts that hydrate it. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f3b2d" />
        {import.meta.env.PROD ? (
          // Hydration takes the server's text as it is (React compares no inner HTML in a
          // production build) and the element is never rendered again with another.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own built CSS
          <style dangerouslySetInnerHTML={{ __html: INLINE_STYLES }} suppressHydrationWarning />
        ) : (
          <link rel="stylesheet" href={styles} precedence="default" />
        )}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * Every matched route's prefetched queries, put into the cache as their pages render: one
 * boundary whatever the routes hand over, so the layout below it never remounts.
 */
function RouteHydration({ children }: { children: ReactNode }) {
  const matches = useMatches()
  const merged = useMemo<StorefrontState>(() => {
    const states = matches.flatMap((match) => {
      const handed = (match.loaderData as { storefront?: string } | undefined)?.storefront
      return match.id === 'root' || handed === undefined ? [] : [readStorefrontState(handed)]
    })
    return { queries: { queries: states.flatMap((s) => s.queries.queries), mutations: [] } }
  }, [matches])
  return <StorefrontHydration state={merged}>{children}</StorefrontHydration>
}

/**
 * After a navigation, focus goes to the new page's heading, so keyboard and screen-reader users
 * start at the top of what changed (not on the first load: the browser does that).
 */
function useFocusOnNavigation() {
  const { pathname } = useLocation()
  const main = useRef<HTMLElement>(null)
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    const heading = main.current?.querySelector<HTMLElement>('h1')
    ;(heading ?? main.current)?.focus()
  }, [pathname])
  return main
}

/** The shop: providers, header, the page of the URL, footer. */
export default function Root({
  loaderData,
}: {
  loaderData: { config: ShopConfig; origin: string; storefront: string }
}) {
  const { config } = loaderData
  const [state] = useState(() => readStorefrontState(loaderData.storefront))
  const [{ client, queryClient }] = useState(() => shopStorefront(config, state))
  const main = useFocusOnNavigation()
  const navigating = useNavigation().state !== 'idle'
  // The browser reaches the API (CORS) and the media host (pictures) early.
  preconnect(config.apiUrl, { crossOrigin: 'anonymous' })
  if (config.mediaBaseUrl) preconnect(config.mediaBaseUrl)
  return (
    <ShopConfigContext value={config}>
      <StorefrontProvider client={client} queryClient={queryClient}>
        <StorefrontHydration state={state}>
          <RouteHydration>
            {/* The header, then the page, each hydrated apart (see HydrateApart): the page's
                boundary sits inside the header's, so they hydrate one after the other. */}
            <HydrateApart>
              <Header />
              <main id="main" ref={main} tabIndex={-1} aria-busy={navigating}>
                <HydrateApart>
                  <HydrationGate>
                    <Outlet />
                  </HydrationGate>
                </HydrateApart>
              </main>
              <footer className="site-footer">
                <p>{STORE_NAME} is a demo store running on storefront-kit.</p>
              </footer>
            </HydrateApart>
          </RouteHydration>
        </StorefrontHydration>
      </StorefrontProvider>
    </ShopConfigContext>
  )
}

/** When no page can be shown at all: the shop is not configured, or the server failed. */
export function ErrorBoundary() {
  const error = useRouteError()
  const missing = isRouteErrorResponse(error) ? (error.data as MissingConfig | null)?.missing : null
  return (
    <main className="config-error">
      {missing ? (
        <>
          <h1>The shop is not configured</h1>
          <p>
            Set {missing.join(' and ')} (run <code>npm start</code> at the repository root, which
            starts the emulator and passes {CONFIG_VARIABLES.apiUrl} and {CONFIG_VARIABLES.clientId}
            ).
          </p>
        </>
      ) : (
        <>
          <h1>The shop could not show this page</h1>
          <p>Please reload in a moment.</p>
        </>
      )}
    </main>
  )
}
