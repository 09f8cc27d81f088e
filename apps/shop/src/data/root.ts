import {
  createQueryClient,
  currentCartQueryOptions,
  dehydrateStorefront,
  prefetchStorefront,
  type StorefrontState,
} from '@storefront-kit/react'
import type { Client } from '@storefront-kit/sdk'

/**
 * What every page starts with: the visitor's cart (the header counts it) and the tokens the
 * server used, which the browser continues with (no token request of its own).
 */
export async function loadRoot(client: Client): Promise<StorefrontState> {
  const queryClient = createQueryClient({ server: true })
  await prefetchStorefront(queryClient, [currentCartQueryOptions(client)])
  return dehydrateStorefront(queryClient, client)
}
