import { Suspense } from 'react'
import { NavLink, Outlet, useNavigation } from 'react-router'
import { Loading } from '../ui/query-state'
import { NAV_ITEMS } from './nav-items'

/** Every page's frame: a skip link, the navigation, and the screen in `<main>`. */
export function Shell() {
  const navigation = useNavigation()
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header">
        <p className="shell-title">Back office</p>
        <nav aria-label="Back office">
          <ul>
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <form method="post" action="/auth/sign-out" className="sign-out">
          <button type="submit">Sign out</button>
        </form>
      </header>
      <main id="main" tabIndex={-1} aria-busy={navigation.state === 'loading'}>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
