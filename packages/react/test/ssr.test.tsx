// @vitest-environment jsdom
import { addToCurrentCart } from '@storefront-kit/sdk/cart'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import {
  authKeys,
  authSessionQueryOptions,
  cartKeys,
  createQueryClient,
  currentCartQueryOptions,
  dehydrateStorefront,
  prefetchStorefront,
  productsInfiniteQueryOptions,
  productsQueryOptions,
  readStorefrontState,
  StorefrontHydration,
  StorefrontProvider,
  type StorefrontState,
  serializeStorefrontState,
  useAddToCart,
  useCurrentCart,
  useInfiniteProducts,
  useProducts,
} from '../src/index'
import { demoStoreForFile } from './support/catalog'

const { emu, product: item } = demoStoreForFile()

const page = { query: { paging: { limit: 4 } } }

/** What a server does for one request: prefetch as the visitor and render the hand-off text. */
async function renderOnServer() {
  const client = emu.visitor()
  await addToCurrentCart(client, { lineItems: [item(0).line()] })
  const queryClient = createQueryClient({ server: true })
  await prefetchStorefront(queryClient, [
    productsQueryOptions(client, page),
    productsInfiniteQueryOptions(client, page),
    currentCartQueryOptions(client),
    authSessionQueryOptions(client),
  ])
  return serializeStorefrontState(await dehydrateStorefront(queryClient, client))
}

function renderInBrowser(state: StorefrontState) {
  const client = emu.visitor(state.tokens)
  const queryClient = createQueryClient({ server: false, staleTime: 30_000 })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StorefrontProvider client={client} queryClient={queryClient}>
      <StorefrontHydration state={state}>{children}</StorefrontHydration>
    </StorefrontProvider>
  )
  const rendered = renderHook(
    () => ({
      products: useProducts(page),
      pages: useInfiniteProducts(page),
      cart: useCurrentCart(),
      add: useAddToCart(),
    }),
    { wrapper },
  )
  return { ...rendered, queryClient }
}

describe('server rendering hand-off', () => {
  it('hydrates in the browser without refetching and continues as the same visitor without a token request', async () => {
    const html = await renderOnServer()
    const serverCart = JSON.parse(html).queries.queries.find(
      (q: { queryKey: unknown[] }) => q.queryKey[2] === 'current',
    )?.state.data
    const sent = emu.requests.length

    const { result, queryClient } = renderInBrowser(readStorefrontState(html))
    // The first render already has the server's data.
    expect(result.current.products.data?.products).toHaveLength(4)
    expect(result.current.pages.data?.pages).toHaveLength(1)
    expect(result.current.cart.data?.id).toBe(serverCart.id)
    // Mounted and subscribed: a refetch would be in flight now.
    expect(queryClient.isFetching()).toBe(0)
    expect(emu.requests.slice(sent)).toEqual([])

    const cart = await act(() => result.current.add.mutateAsync({ lineItems: [item(1).line()] }))
    expect(cart.id).toBe(serverCart.id)
    expect(cart.lineItems).toHaveLength(2)
    const calls = emu.requests.slice(sent).map((r) => r.path)
    expect(calls).not.toContain('/oauth2/token')
    expect(calls[0]).toBe('/ecom/v1/carts/current/add-to-cart')
    await waitFor(() => expect(queryClient.getQueryData(cartKeys.current())).toEqual(cart))
  })

  it('keeps the sign-in session on the server', async () => {
    const state = readStorefrontState(await renderOnServer())
    const keys = state.queries.queries.map((q) => q.queryKey)
    expect(keys).toContainEqual(cartKeys.current())
    expect(keys.some((key) => key[1] === authKeys.all[1])).toBe(false)
  })

  it('escapes the hand-off for an inline script and drops tokens that are not well-formed', () => {
    const text = serializeStorefrontState({
      queries: { queries: [], mutations: [] },
      tokens: {
        accessToken: { value: '</script><script>alert(1)</script>', expiresAt: 1 },
        refreshToken: { value: 'r', role: 'visitor' },
      },
    })
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(readStorefrontState(text).tokens?.accessToken.value).toBe(
      '</script><script>alert(1)</script>',
    )
    expect(readStorefrontState({ tokens: { accessToken: 'x' } })).toEqual({
      queries: { queries: [], mutations: [] },
    })
    expect(readStorefrontState('not json').tokens).toBeUndefined()
  })
})
