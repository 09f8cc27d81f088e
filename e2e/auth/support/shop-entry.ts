// What the test shop's pages load: the SDK from source, on `window` for the tests to drive.

import * as sdk from '@storefront-kit/sdk'
import * as auth from '@storefront-kit/sdk/auth'
import * as redirects from '@storefront-kit/sdk/redirects'

Object.assign(window, { sdk, auth, redirects })
