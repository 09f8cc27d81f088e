// @vitest-environment jsdom
import { ValidationError } from '@storefront-kit/sdk'
import { addToCurrentCart } from '@storefront-kit/sdk/cart'
import { waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { graphqlKeys, useGraphQL } from '../src/index'
import { demoStoreForFile } from './support/catalog'
import { renderStorefrontHook } from './support/render'

const { emu, product } = demoStoreForFile()

const CART = '{ currentCart { id lineItems { quantity } } }'

describe('useGraphQL', () => {
  it("reads the caller's graph under its key, and refetches once graphqlKeys.all is invalidated", async () => {
    const client = emu.visitor()
    const request = { query: CART }
    const { result, queryClient } = renderStorefrontHook(() => useGraphQL(request), client)
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toEqual({ data: { currentCart: null } })
    expect(graphqlKeys.query(request)).toEqual(['storefront', 'graphql', 'alpha', CART, {}])
    expect(queryClient.getQueryData(graphqlKeys.query(request))).toBe(result.current.data)
    await addToCurrentCart(client, { lineItems: [product(0).line()] })
    await queryClient.invalidateQueries({ queryKey: graphqlKeys.all })
    await waitFor(() =>
      expect(result.current.data?.data).toMatchObject({
        currentCart: { lineItems: [{ quantity: 1 }] },
      }),
    )
  })

  it('gives field errors as data, and fails with the typed error on a refused request', async () => {
    const client = emu.visitor()
    const broken = renderStorefrontHook(
      () => useGraphQL({ query: '{ product(id: "x") { id } }' }),
      client,
    )
    await waitFor(() => expect(broken.result.current.isSuccess).toBe(true))
    expect(broken.result.current.data?.errors?.[0]?.extensions).toMatchObject({ status: 404 })
    const refused = renderStorefrontHook(
      () => useGraphQL({ query: CART, apiVersion: 'v9' }, { retry: false }),
      client,
    )
    await waitFor(() => expect(refused.result.current.isError).toBe(true))
    expect(refused.result.current.error).toBeInstanceOf(ValidationError)
  })
})
