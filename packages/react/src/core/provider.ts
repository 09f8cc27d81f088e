import type { Client } from '@storefront-kit/sdk'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createContext, createElement, type ReactNode, useContext, useRef } from 'react'
import { createQueryClient, type StorefrontQueryHooks } from './query-client'

const StorefrontContext = createContext<Client | undefined>(undefined)

/** Props of {@link StorefrontProvider}. */
export type StorefrontProviderProps = {
  /** The SDK client every hook below calls with. */
  client: Client
  children?: ReactNode
} & (
  | {
      /** Your own QueryClient (give it side-effect hooks through {@link createQueryClient}). */
      queryClient: QueryClient
      onSuccess?: never
      onError?: never
    }
  | ({ queryClient?: undefined } & StorefrontQueryHooks)
)

/**
 * Makes the SDK client and a QueryClient available to every storefront hook. Without a
 * `queryClient` prop it creates one with the storefront defaults ({@link createQueryClient}) and
 * wires `onSuccess` / `onError` to it; the latest props are called, so inline functions are fine.
 *
 * @example
 * ```tsx
 * const client = createClient({ auth: visitorAuth({ clientId }) })
 * root.render(
 *   <StorefrontProvider client={client} onError={(error) => console.warn(error)}>
 *     <App />
 *   </StorefrontProvider>,
 * )
 * ```
 */
export function StorefrontProvider(props: StorefrontProviderProps) {
  const hooks = useRef<StorefrontQueryHooks>({})
  hooks.current = { onSuccess: props.onSuccess, onError: props.onError }
  const own = useRef<QueryClient | null>(null)
  // Created once, on first need (React's lazy-ref pattern), so a re-render keeps the cache.
  if (!props.queryClient && !own.current)
    own.current = createQueryClient({
      onSuccess: (...args) => hooks.current.onSuccess?.(...args),
      onError: (...args) => hooks.current.onError?.(...args),
    })
  const queryClient = props.queryClient ?? own.current ?? createQueryClient()
  return createElement(
    QueryClientProvider,
    { client: queryClient },
    createElement(StorefrontContext.Provider, { value: props.client }, props.children),
  )
}

/**
 * The SDK client of the nearest {@link StorefrontProvider}, for calls of your own.
 *
 * @example
 * ```ts
 * const client = useStorefrontClient()
 * const onClick = () => createCheckoutFromCurrentCart(client, { channelType: 'WEB' })
 * ```
 */
export function useStorefrontClient(): Client {
  const client = useContext(StorefrontContext)
  if (!client)
    throw new Error('Storefront hooks need a <StorefrontProvider client={...}> above them')
  return client
}
