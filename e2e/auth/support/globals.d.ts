// What the test shop's pages expose (see shop-entry.ts), for typed page.evaluate callbacks.

import type * as sdk from '@storefront-kit/sdk'
import type * as auth from '@storefront-kit/sdk/auth'
import type * as redirects from '@storefront-kit/sdk/redirects'

declare global {
  interface Window {
    sdk: typeof sdk
    auth: typeof auth
    redirects: typeof redirects
    __TOKENS__?: unknown
  }
}
