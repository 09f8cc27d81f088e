import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

/** The shop's own code and the workspace packages, where shared by pages. */
const SHARED = /[\\/](packages|src[\\/](lib|components|data|pages)|src[\\/]shop-context)[\\/.]/
/**
 * Changing a cart and showing an order: the product, cart, thank-you and account pages need
 * this code, the home page and collections (where most visits start) do not.
 */
const CART =
  /[\\/](react[\\/]src[\\/]cart(-v2)?[\\/](mutations|predict|ledger)|src[\\/]components[\\/](order-details|price-summary|placed-order|add-to-cart|cart-totals|cart-v2-totals|cart-line-view|coupon-form|coupon-view|shipping-options|address-form))\./
/** Signing in, signing up and the hosted login: only the pages that do it need this code. */
const SIGN_IN =
  /[\\/](sdk[\\/]src[\\/]auth[\\/](direct-login|silent-login|member-tokens|pkce|oauth-data|external-login)|react[\\/]src[\\/]auth[\\/](mutations|use-auth)|use-shop-auth|verification-step|login-messages|hosted-login-button)\./

// Workspace packages resolve to their sources through the repo's tsconfig paths, so the shop
// builds without building them first. Where the store is comes from the server's environment at
// run time (STOREFRONT_API_URL, STOREFRONT_CLIENT_ID), not from the build.
// SHOP_SOURCEMAP=1 adds source maps, to see which module the bytes of a chunk come from.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { target: 'es2022', sourcemap: process.env.SHOP_SOURCEMAP === '1' },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // A few files instead of thirty: the shop's server speaks HTTP/1.1, where a browser
            // opens six connections per origin, so every small chunk of a page's first load
            // waited for a connection (and a phone pays a round trip for each). The libraries
            // are one chunk, apart from the small entry (which hydrates), so the page can
            // evaluate them in a task of their own before it hydrates
            // (server/hydrate-after-paint.ts); what pages share is one chunk, less the code that
            // changes a cart or shows an order (a chunk of its own: home and collections, where
            // most visits start, never load it); each page keeps its own.
            codeSplitting: {
              groups: [
                { name: 'framework', test: /node_modules[\\/]/, priority: 4 },
                {
                  name: 'shop',
                  test: (id) => SHARED.test(id) && !SIGN_IN.test(id) && !CART.test(id),
                  minShareCount: 2,
                  priority: 3,
                },
                { name: 'cart-changes', test: CART, minShareCount: 2, priority: 2 },
                { name: 'sign-in', test: SIGN_IN, minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
})
