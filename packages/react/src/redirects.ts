/**
 * Redirect-session hook: URLs of the platform's hosted pages (login, logout, checkout, account).
 * @module
 */
import type { Client, StorefrontError } from '@storefront-kit/sdk'
import {
  type CreateRedirectSessionRequest,
  type CreateRedirectSessionResponse,
  createRedirectSession,
} from '@storefront-kit/sdk/redirects'
import { mutationOptions } from '@tanstack/react-query'
import { useStorefrontClient } from './core/provider'
import { STOREFRONT_KEY, type StorefrontMutationOptions } from './core/types'
import { useStorefrontMutation } from './core/use-storefront'

/**
 * Mutation options of `createRedirectSession` (each call makes a new one-time session; nothing
 * is cached).
 *
 * @example
 * ```ts
 * useMutation(createRedirectSessionMutationOptions(client))
 * ```
 */
export const createRedirectSessionMutationOptions = (client: Client) =>
  mutationOptions<CreateRedirectSessionResponse, StorefrontError, CreateRedirectSessionRequest>({
    mutationKey: [...STOREFRONT_KEY, 'redirects', 'create'],
    mutationFn: (request) => createRedirectSession(client, request),
  })

/**
 * Makes the URL of a hosted page; send the browser there.
 *
 * @example
 * ```tsx
 * const redirect = useCreateRedirectSession()
 * const pay = async () => {
 *   const { redirectSession } = await redirect.mutateAsync({ ecomCheckout: { checkoutId } })
 *   window.location.assign(redirectSession.fullUrl)
 * }
 * ```
 */
export function useCreateRedirectSession(
  options?: StorefrontMutationOptions<CreateRedirectSessionResponse, CreateRedirectSessionRequest>,
) {
  return useStorefrontMutation(createRedirectSessionMutationOptions(useStorefrontClient()), options)
}
