import type { Client } from '@storefront-kit/sdk'
import type { QueryClient, QueryKey, UseMutationResult } from '@tanstack/react-query'
import { act, configure, waitFor } from '@testing-library/react'
import { expect } from 'vitest'
import { renderStorefrontHook, testQueryClient } from './render'

// A loaded machine answers slower than testing-library's 1 s default wait (as expect.poll's).
configure({ asyncUtilTimeout: 10_000 })

/** A query the test puts under `prefix`, to see whether a write marks it stale. */
const probeOf = (prefix: QueryKey) => [...prefix, '__probe__']

/**
 * Runs a write hook once against the emulator and checks its mutation key and that it marks the
 * queries under `invalidates` stale (`null`: that it marks no query stale). Answers what the
 * write answered.
 */
export async function checkWrite<TData, TVariables>(
  client: Client,
  useHook: () => UseMutationResult<TData, Error, TVariables>,
  variables: NoInfer<TVariables>,
  expected: { key: QueryKey; invalidates: QueryKey | null },
): Promise<TData> {
  const queryClient: QueryClient = testQueryClient()
  const probe = probeOf(expected.invalidates ?? ['storefront'])
  queryClient.setQueryData(probe, { probe: true })
  const { result } = renderStorefrontHook(useHook, client, queryClient)
  const data = await act(() => result.current.mutateAsync(variables))
  const keys = queryClient
    .getMutationCache()
    .getAll()
    .map((mutation) => mutation.options.mutationKey)
  expect(keys).toEqual([expected.key])
  expect(queryClient.getQueryState(probe)?.isInvalidated).toBe(expected.invalidates !== null)
  return data
}

/** Runs a write hook that must fail; answers its error (the SDK's typed error). */
export async function writeError<TData, TVariables>(
  client: Client,
  useHook: () => UseMutationResult<TData, Error, TVariables>,
  variables: NoInfer<TVariables>,
): Promise<Error> {
  const { result } = renderStorefrontHook(useHook, client)
  await act(() => result.current.mutateAsync(variables).catch(() => undefined))
  await waitFor(() => expect(result.current.isError).toBe(true))
  return result.current.error as Error
}

/** Runs a read hook to success; answers its data and checks it sits under `key`. */
export async function checkRead<
  R extends { isSuccess: boolean; isError: boolean; data: unknown; error: unknown },
>(client: Client, useHook: () => R, key: QueryKey): Promise<R['data']> {
  const { result, queryClient } = renderStorefrontHook(useHook, client)
  await waitFor(() => expect(result.current.isSuccess || result.current.isError).toBe(true))
  expect(result.current.error).toBeNull()
  expect(queryClient.getQueryData(key)).toBe(result.current.data)
  return result.current.data
}
