// What the upload test's page loads: the SDK and its media entry from source, on `window`.

import * as sdk from '@storefront-kit/sdk'
import * as media from '@storefront-kit/sdk/media'

Object.assign(window, { sdk, media })

declare global {
  interface Window {
    sdk: typeof sdk
    media: typeof media
  }
}
