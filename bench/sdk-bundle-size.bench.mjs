// (a) Bytes a storefront ships: createClient + visitorAuth + one call, bundled and minified for
// the browser from the built package, then gzipped. Baseline: the same entry without the SDK.
import { gzipSync } from 'node:zlib'
import { build } from 'esbuild'
import { report } from './lib.mjs'

const root = new URL('..', import.meta.url).pathname

async function bundleBytes(contents) {
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
  })
  const code = result.outputFiles[0].contents
  return { min: code.length, gzip: gzipSync(code, { level: 9 }).length }
}

const storefront = await bundleBytes(`
  import { createClient, visitorAuth, graphql } from '@storefront-kit/sdk'
  const client = createClient({ auth: visitorAuth({ clientId: 'id' }) })
  export const run = () => graphql(client, '{ products { id } }')
`)

report('sdk-bundle-size', [
  { name: 'storefront entry (min)', value: storefront.min, unit: 'bytes' },
  { name: 'storefront entry (min+gzip)', value: storefront.gzip, unit: 'bytes', budget: 3000 },
])
