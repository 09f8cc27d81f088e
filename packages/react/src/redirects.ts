/**
 * Redirect-session hook: URLs of the platform's hosted pages (login, logout, checkout, account).
 * @module
 */
import type { Client } from '@storefront-kit/sdk'
import {
  type CreateRedirectSessionRequest,
  type CreateRedirectSessionResponse,
  createRedirectSession,
} from '@storefront-kit/sdk/redirects'
import { mutationHook, plainMutation } from './core/define'
import type { StorefrontMutation } from './core/mutation'
import { STOREFRONT_KEY } from './core/types'

/** Each call makes a new one-time session; nothing is cached, so nothing is invalidated. */
const sessions = { key: () => [...STOREFRONT_KEY, 'redirects'], invalidates: () => [] }

/**
 * Mutation options of `createRedirectSession` (each call makes a new one-time session; nothing
 * is cached).
 * @example useMutation(createRedirectSessionMutationOptions(client))
 */
export function createRedirectSessionMutationOptions(
  client: Client,
): StorefrontMutation<CreateRedirectSessionResponse, CreateRedirectSessionRequest> {
  return plainMutation(client, sessions, 'create', createRedirectSession)
}

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
export const useCreateRedirectSession = /* @__PURE__ */ mutationHook(
  createRedirectSessionMutationOptions,
)
