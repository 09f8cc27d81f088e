import type { Client } from '@storefront-kit/sdk'
import type { QueryClient } from '@tanstack/react-query'
import { configure, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import {
  type CreateQueryClientOptions,
  createQueryClient,
  StorefrontProvider,
} from '../../src/index'

// waitFor's default second is too short on a loaded 2-core runner, where the emulator's first
// use of a lazily loaded engine (GraphQL, the picture renderer) takes longer; a wait ends as soon
// as its check passes, so a generous ceiling costs nothing when green.
configure({ asyncUtilTimeout: 10_000 })

/**
 * A browser QueryClient for tests. Results re-render on every change: TanStack otherwise
 * re-renders only for properties read during render, and a test reads them afterwards.
 */
export const testQueryClient = (options: CreateQueryClientOptions = {}) =>
  createQueryClient({
    server: false,
    ...options,
    defaultOptions: { queries: { notifyOnChangeProps: 'all' }, ...options.defaultOptions },
  })

/** Renders a hook under a StorefrontProvider with the given client and (browser) QueryClient. */
export function renderStorefrontHook<T>(
  hook: () => T,
  client: Client,
  queryClient: QueryClient = testQueryClient(),
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StorefrontProvider client={client} queryClient={queryClient}>
      {children}
    </StorefrontProvider>
  )
  return { ...renderHook(hook, { wrapper }), queryClient }
}
