// (e) Bytes the hooks themselves add to a storefront: entries importing from the built
// `@storefront-kit/react`, bundled and minified for the browser as ESM, then gzipped. React,
// TanStack Query and the SDK are marked external: the figure is the hooks' own code.
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { report } from './lib.mjs'

const root = new URL('..', import.meta.url).pathname
const external = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@tanstack/react-query',
  '@storefront-kit/sdk',
  '@storefront-kit/sdk/*',
]

async function bundleBytes(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external,
    write: false,
  })
  const code = result.outputFiles[0].contents
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

const cart = await bundleBytes(`
  export { StorefrontProvider, useCurrentCart, useAddToCart } from '@storefront-kit/react'
`)
const everything = await bundleBytes(`export * from '@storefront-kit/react'`)

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
