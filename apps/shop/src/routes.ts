import { index, type RouteConfig, route } from '@react-router/dev/routes'

/** The shop's pages, and the files search engines ask for. */
export default [
  index('routes/home.tsx'),
  route('collections/:slug', 'routes/collection.tsx'),
  route('products/:slug', 'routes/product.tsx'),
  route('cart', 'routes/cart.tsx'),
  route('thank-you', 'routes/thank-you.tsx'),
  route('sign-in', 'routes/sign-in.tsx'),
  route('sign-up', 'routes/sign-up.tsx'),
  route('callback', 'routes/callback.tsx'),
  route('account', 'routes/account.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
