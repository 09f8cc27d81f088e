import { createQueryClient, type StorefrontState } from '@storefront-kit/react'
import { type Client, createClient, visitorAuth } from '@storefront-kit/sdk'
import { cookieStorage } from '@storefront-kit/sdk/auth'
import { localStorageNoCart, rememberNoCart } from '@storefront-kit/sdk/cart'
import type { QueryClient } from '@tanstack/react-query'
import type { CartVersion, ShopConfig } from '../config'

/**
 * How long data the page already has counts as fresh: a page view asks for each thing once
 * (hydrated data is not fetched again on mount), and a shopper going back and forth within a
 * minute sees the cached answer at once. Writes refresh what they change regardless.
 */
export const STALE_TIME = 60_000

/** The SDK client and query cache the shop's hooks use. */
export interface ShopStorefront {
  client: Client
  queryClient: QueryClient
  /** Which cart API the pages read and change (the shop's configuration). */
  cartVersion: CartVersion
}

let browser: ShopStorefront | undefined

/**
 * The render's storefront. On the server: a client holding the request's tokens (it makes no
 * call: loaders fetched the data) and an empty per-request cache. In the browser: one client for
 * the whole visit, continuing with the server's tokens and keeping them in the cookie the
 * server reads, and one cache.
 */
export function shopStorefront(config: ShopConfig, state: StorefrontState): ShopStorefront {
  const tokens = state.tokens
  const clientOf = (storage?: ReturnType<typeof cookieStorage>) =>
    createClient({
      baseUrl: config.apiUrl,
      auth: visitorAuth({
        clientId: config.clientId,
        ...(tokens && { tokens }),
        ...(storage && { storage }),
      }),
    })
  const { cartVersion } = config
  if (typeof window === 'undefined')
    return { client: clientOf(), queryClient: createQueryClient({ server: true }), cartVersion }
  if (!browser) {
    const client = clientOf(cookieStorage({ days: 30 }))
    // A visitor known to have no cart is not asked again on the next page load (a failed
    // request is an error in the browser's console); the first add forgets it.
    rememberNoCart(client, localStorageNoCart())
    browser = { client, queryClient: createQueryClient({ staleTime: STALE_TIME }), cartVersion }
  }
  return browser
}

/** The browser's storefront (made while the first page hydrated), for client-side loaders. */
export function browserStorefront(): ShopStorefront {
  if (!browser) throw new Error('The shop has not hydrated yet')
  return browser
}
