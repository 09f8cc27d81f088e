// (e) Bytes the hooks themselves add to a storefront: entries importing from the built
// `@storefront-kit/react`, bundled and minified for the browser as ESM, then gzipped. React,
// TanStack Query and the SDK are marked external: the figure is the hooks' own code.
import { bundleBytes, report } from './lib.mjs'

const options = {
  external: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    '@tanstack/react-query',
    '@storefront-kit/sdk',
    '@storefront-kit/sdk/*',
  ],
}

const cart = await bundleBytes(
  `export { StorefrontProvider, useCurrentCart, useAddToCart } from '@storefront-kit/react'`,
  options,
)
const everything = await bundleBytes(`export * from '@storefront-kit/react'`, options)

report('react-bundle-size', [
  { name: 'provider + useCurrentCart + useAddToCart (min)', value: cart.min, unit: 'bytes' },
  {
    name: 'provider + useCurrentCart + useAddToCart (min+gzip)',
    value: cart.gzip,
    unit: 'bytes',
    budget: 3500,
  },
  { name: 'whole package (min)', value: everything.min, unit: 'bytes' },
  { name: 'whole package (min+gzip)', value: everything.gzip, unit: 'bytes' },
])
