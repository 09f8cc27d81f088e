import { Link } from 'react-router'
import { useCartItemCount } from '../lib/cart-version'
import { useSignedIn } from '../lib/use-signed-in'

/** Skip link, store name, navigation and the cart with its item count (announced on change). */
export function Header() {
  const signedIn = useSignedIn()
  const items = useCartItemCount()
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <div className="site-header-inner">
        <Link to="/" className="logo">
          Northwind Goods
        </Link>
        <nav aria-label="Main">
          <ul>
            <li>
              <Link to="/collections/all-products">Shop</Link>
            </li>
            <li>
              {signedIn ? <Link to="/account">Account</Link> : <Link to="/sign-in">Sign in</Link>}
            </li>
            <li>
              <Link to="/cart" className="cart-link" data-testid="cart-link">
                Cart{' '}
                <span className="cart-count" aria-live="polite" aria-atomic="true">
                  <span className="visually-hidden">, </span>
                  {items}
                  <span className="visually-hidden">{items === 1 ? ' item' : ' items'}</span>
                </span>
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
