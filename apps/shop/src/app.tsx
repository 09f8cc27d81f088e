import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useRef } from 'react'
import { Header } from './components/header'
import { Loading, NotFound } from './components/status'
import { CollectionPage } from './pages/collection-page'
import { HomePage } from './pages/home-page'
import { matchPath, useLocation } from './router'

// Browsing pages come with the first load; the rest load when first visited.
const named = <K extends string, P>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }))
const ProductPage = named(() => import('./pages/product-page'), 'ProductPage')
const CartPage = named(() => import('./pages/cart-page'), 'CartPage')
const ThankYouPage = named(() => import('./pages/thank-you-page'), 'ThankYouPage')
const SignInPage = named(() => import('./pages/sign-in-page'), 'SignInPage')
const SignUpPage = named(() => import('./pages/sign-up-page'), 'SignUpPage')
const CallbackPage = named(() => import('./pages/callback-page'), 'CallbackPage')
const AccountPage = named(() => import('./pages/account-page'), 'AccountPage')

/** The page for a path. Order matters only for readability: patterns do not overlap. */
function page(pathname: string): ReactNode {
  if (pathname === '/') return <HomePage />
  let params = matchPath('/collections/:slug', pathname)
  if (params) return <CollectionPage key={params.slug} slug={params.slug ?? ''} />
  params = matchPath('/products/:slug', pathname)
  if (params) return <ProductPage key={params.slug} slug={params.slug ?? ''} />
  if (pathname === '/cart') return <CartPage />
  if (pathname === '/thank-you') return <ThankYouPage />
  if (pathname === '/sign-in') return <SignInPage />
  if (pathname === '/sign-up') return <SignUpPage />
  if (pathname === '/callback') return <CallbackPage />
  if (pathname === '/account') return <AccountPage />
  return <NotFound />
}

/** The shop: header, the page of the current URL, footer. */
export function App() {
  const { pathname } = useLocation()
  const main = useRef<HTMLElement>(null)
  const shown = useRef(pathname)
  // After a navigation, move focus to the new page's heading so keyboard and screen-reader users
  // start at the top of what changed (not on the first load: the browser does that).
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    window.scrollTo(0, 0)
    const heading = main.current?.querySelector<HTMLElement>('h1')
    ;(heading ?? main.current)?.focus()
  }, [pathname])
  return (
    <>
      <Header />
      <main id="main" ref={main} tabIndex={-1}>
        <Suspense fallback={<Loading label="Loading…" />}>{page(pathname)}</Suspense>
      </main>
      <footer className="site-footer">
        <p>Northwind Goods is a demo store running on storefront-kit.</p>
      </footer>
    </>
  )
}
