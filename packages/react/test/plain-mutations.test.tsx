// @vitest-environment jsdom
import type { MutationFunctionContext, QueryClient } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import { afterAll, describe, expect, it } from 'vitest'
import * as hooks from '../src/index'
import { storefrontKeys } from '../src/index'
import { inProcessEmulator } from './support/emulator'
import type { Area } from './support/mutation-rows'
import { ID, NOT_PLAIN, PLAIN_MUTATIONS as rows } from './support/plain-mutations'
import { renderStorefrontHook } from './support/render'

const emu = inProcessEmulator()
afterAll(() => emu.close())
const owner = emu.owner()

const { all: _root, ...areas } = storefrontKeys
const areaNames = Object.keys(areas) as Area[]

/** The detail query an answer naming entity `ID` belongs in, per area that keeps answers. */
const detailKeys = {
  checkout: storefrontKeys.checkout.detail(ID),
  orders: storefrontKeys.orders.detail(ID),
  reviews: storefrontKeys.reviews.detail(ID),
  mediaFiles: storefrontKeys.media.files.detail(ID),
  mediaFolders: storefrontKeys.media.folders.detail(ID),
}
/** An answer of each of those areas at once. */
const answer = {
  checkout: { id: ID },
  order: { id: ID },
  review: { id: ID },
  file: { id: ID },
  folder: { id: ID },
}

const probe = (area: Area) => [...areas[area].all, 'probe']
const stale = (queryClient: QueryClient) =>
  areaNames.filter((area) => queryClient.getQueryState(probe(area))?.isInvalidated)

describe('plain mutations', () => {
  it('are all in the table, each once', () => {
    const factories = Object.keys(hooks).filter((name) => name.endsWith('MutationOptions'))
    const tabled = rows.map((row) => row.factory)
    expect(new Set(tabled).size).toBe(rows.length)
    expect(factories.sort()).toEqual([...tabled, ...NOT_PLAIN].sort())
  })

  it.each(rows.map((row) => [row.hook, row] as const))(
    '%s: its key, its request, what it invalidates and keeps',
    async (_hook, row) => {
      const { result, queryClient } = renderStorefrontHook(row.use, owner)
      for (const area of areaNames) queryClient.setQueryData(probe(area), 0)
      const sent = emu.requests.length

      await act(() => row.run(result.current))

      const key = ['storefront', ...row.key]
      expect(queryClient.getMutationCache().getAll().at(-1)?.options.mutationKey).toEqual(key)
      expect(row.options(owner).mutationKey).toEqual(key)
      const requests = emu.requests.slice(sent).map((r) => `${r.method} ${r.path}`)
      expect(requests.map((r) => r.replaceAll(ID, ':id'))).toEqual([row.request])
      expect(stale(queryClient).sort()).toEqual([...row.invalidates].sort())

      // The answer goes into its entity's detail query, and nowhere else.
      const context = { client: queryClient, meta: undefined, mutationKey: key }
      await row
        .options(owner)
        .onSuccess?.(
          answer as never,
          undefined as never,
          undefined as never,
          context satisfies MutationFunctionContext as never,
        )
      const written = Object.entries(detailKeys).filter(([, detail]) =>
        queryClient.getQueryData(detail),
      )
      expect(written.map(([area]) => area)).toEqual(row.keeps ? [row.keeps] : [])
    },
  )
})
