// (a) Bytes a storefront ships: createClient + visitorAuth + one call, bundled and minified for
// the browser from the built package, then gzipped (budget 3,400 B: it was 3,000 B until the call
// path traded about 230 B for a third less overhead per call, see sdk-call-overhead). For scale,
// also a catalog query (which adds the query-string and .r encoding) and a whole storefront of
// calls.
import { bundleBytes, report } from './lib.mjs'

const storefront = await bundleBytes(`
  import { createClient, visitorAuth } from '@storefront-kit/sdk'
  import { addToCurrentCart } from '@storefront-kit/sdk/cart'
  const client = createClient({ auth: visitorAuth({ clientId: 'id' }) })
  export const run = () => addToCurrentCart(client, { lineItems: [] })
`)

const withQuery = await bundleBytes(`
  import { createClient, visitorAuth } from '@storefront-kit/sdk'
  import { queryProductsPlatformized } from '@storefront-kit/sdk/catalog'
  const client = createClient({ auth: visitorAuth({ clientId: 'id' }) })
  export const run = () => queryProductsPlatformized(client, { query: { paging: { limit: 12 } } })
`)

const shop = await bundleBytes(`
  import { createClient, visitorAuth, paginate } from '@storefront-kit/sdk'
  import * as cart from '@storefront-kit/sdk/cart'
  import * as catalog from '@storefront-kit/sdk/catalog'
  import * as checkout from '@storefront-kit/sdk/checkout'
  import * as reviews from '@storefront-kit/sdk/reviews'
  import * as auth from '@storefront-kit/sdk/auth'
  export const all = { createClient, visitorAuth, paginate, cart, catalog, checkout, reviews, auth }
`)

report('sdk-bundle-size', [
  {
    name: 'createClient + visitorAuth + addToCurrentCart (min)',
    value: storefront.min,
    unit: 'bytes',
  },
  {
    name: 'createClient + visitorAuth + addToCurrentCart (min+gzip)',
    value: storefront.gzip,
    unit: 'bytes',
    budget: 3400,
  },
  {
    name: '… + queryProductsPlatformized instead (min+gzip)',
    value: withQuery.gzip,
    unit: 'bytes',
  },
  {
    name: 'cart, catalog, checkout, reviews and auth whole (min+gzip)',
    value: shop.gzip,
    unit: 'bytes',
  },
])
