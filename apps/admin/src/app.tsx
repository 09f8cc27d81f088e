import { StorefrontProvider } from '@storefront-kit/react'
import type { Client } from '@storefront-kit/sdk'
import type { QueryClient } from '@tanstack/react-query'
import type { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'

/** Props of {@link AdminApp}. */
export interface AdminAppProps {
  /** The owner's client: in the browser, {@link createAdminClient}; in tests, the emulator's. */
  client: Client
  /** A browser router in the app, a memory router in tests (both over `adminRoutes`). */
  router: ReturnType<typeof createBrowserRouter>
  queryClient?: QueryClient
}

/** The back office: the SDK client and TanStack Query for every screen, then the routes. */
export function AdminApp({ client, router, queryClient }: AdminAppProps) {
  return queryClient ? (
    <StorefrontProvider client={client} queryClient={queryClient}>
      <RouterProvider router={router} />
    </StorefrontProvider>
  ) : (
    <StorefrontProvider client={client}>
      <RouterProvider router={router} />
    </StorefrontProvider>
  )
}
