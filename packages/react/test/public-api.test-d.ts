// Type tests: checked by `npm run typecheck`. Each @ts-expect-error must stay an error.
import {
  type Client,
  createClient,
  type StorefrontError,
  type Tokens,
  visitorAuth,
} from '@storefront-kit/sdk'
import type { LoginState, OAuthData } from '@storefront-kit/sdk/auth'
import type { AddToCurrentCartRequest, Cart } from '@storefront-kit/sdk/cart'
import type { QueryProductsResponse } from '@storefront-kit/sdk/catalog'
import { QueryClient, useQuery } from '@tanstack/react-query'
import { expectTypeOf } from 'vitest'
import {
  cartKeys,
  createQueryClient,
  currentCartQueryOptions,
  prefetchStorefront,
  productsInfiniteQueryOptions,
  productsQueryOptions,
  readStorefrontState,
  StorefrontProvider,
  type StorefrontState,
  storefrontKeys,
  useAddToCart,
  useAuth,
  useCurrentCart,
  useProduct,
  useReviews,
  useUpdateCartLineItemQuantity,
} from '../src/index'

declare const client: Client
const queryClient = createQueryClient()
expectTypeOf(queryClient).toEqualTypeOf<QueryClient>()
createQueryClient({ server: true, staleTime: 30_000, onError: (error) => void error })
// @ts-expect-error hooks are functions
createQueryClient({ onSuccess: 'log' })

// Keys are literal tuples, each level a prefix of the next.
expectTypeOf(cartKeys.current()).toEqualTypeOf<readonly ['storefront', 'cart', 'current']>()
expectTypeOf(storefrontKeys.cart).toEqualTypeOf(cartKeys)
expectTypeOf(storefrontKeys.catalog.products.list({})[3]).toEqualTypeOf<'list'>()

// Options factories carry their data type into TanStack's own APIs.
expectTypeOf(queryClient.getQueryData(currentCartQueryOptions(client).queryKey)).toEqualTypeOf<
  Cart | null | undefined
>()
await prefetchStorefront(queryClient, [
  productsQueryOptions(client, {}),
  productsInfiniteQueryOptions(client, {}),
  currentCartQueryOptions(client),
])

/** Hooks are only called inside a hook, as React requires. */
export function useTypeTests() {
  expectTypeOf(useQuery(productsQueryOptions(client, {})).data).toEqualTypeOf<
    QueryProductsResponse | undefined
  >()

  // Hooks: data is the wire shape (the cart is null when there is none), errors the SDK's.
  const cart = useCurrentCart()
  expectTypeOf(cart.data).toEqualTypeOf<Cart | null | undefined>()
  expectTypeOf(cart.error).toEqualTypeOf<StorefrontError | null>()
  const count = useCurrentCart({ select: (c) => c?.lineItems.length ?? 0 })
  expectTypeOf(count.data).toEqualTypeOf<number | undefined>()
  expectTypeOf(useReviews({}).data?.reviews).not.toBeAny()
  // @ts-expect-error a product id is a string
  useProduct(42)
  // @ts-expect-error the query key and function belong to the hook
  useCurrentCart({ queryKey: ['mine'] })

  // Cart mutations take the SDK request and resolve to the platform's cart.
  const add = useAddToCart({ preview: () => ({ productName: { original: 'Mug' } }) })
  expectTypeOf(add.mutateAsync).parameter(0).toEqualTypeOf<AddToCurrentCartRequest>()
  expectTypeOf(add.mutateAsync).returns.toEqualTypeOf<Promise<Cart>>()
  // @ts-expect-error a line needs its catalog reference
  add.mutate({ lineItems: [{ quantity: 1 }] })
  // @ts-expect-error quantities are numbers
  useUpdateCartLineItemQuantity().mutate({ lineItems: [{ id: 'l', quantity: '2' }] })

  // Sign-in actions resolve to the login state machine's state.
  const auth = useAuth()
  expectTypeOf(auth.loggedIn).toEqualTypeOf<boolean>()
  expectTypeOf(auth.login).returns.toEqualTypeOf<Promise<LoginState>>()
  // @ts-expect-error the login id is an object
  auth.login({ loginId: 'ann@example.com', password: 'x' })
  // A hosted login's return: the answer of parseFromUrl plus the saved OAuth data.
  const oauthData = {} as OAuthData
  expectTypeOf(auth.completeRedirectLogin({ code: 'c', state: 's', oauthData })).toEqualTypeOf<
    Promise<Tokens>
  >()
  // @ts-expect-error the OAuth data saved before the redirect is required
  auth.completeRedirectLogin({ code: 'c', state: 's' })
}

// The provider takes a client, and hooks only when it makes the QueryClient itself.
StorefrontProvider({ client: createClient({ auth: visitorAuth({ clientId: 'id' }) }) })
StorefrontProvider({ client, onError: () => {} })
StorefrontProvider({ client, queryClient: new QueryClient() })
// @ts-expect-error give a QueryClient of your own its hooks through createQueryClient
StorefrontProvider({ client, queryClient: new QueryClient(), onError: () => {} })
// @ts-expect-error the client is required
StorefrontProvider({})

expectTypeOf(readStorefrontState('{}')).toEqualTypeOf<StorefrontState>()
