import type { Client } from '@storefront-kit/sdk'
import {
  type ChangePasswordRequest,
  changePassword,
  type SendActivationEmailRequest,
  type SendRecoveryEmailRequest,
  sendActivationEmail,
  sendRecoveryEmail,
} from '@storefront-kit/sdk/auth'
import { mutationHook, plainMutation } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { authKeys } from './session'

/** E-mails and a password change alter no data on screen: nothing to refetch. */
const account = { key: () => authKeys.all, invalidates: () => [] }

/**
 * Mutation options of `sendRecoveryEmail`; refreshes nothing.
 * @example useMutation(sendRecoveryEmailMutationOptions(client))
 */
export function sendRecoveryEmailMutationOptions(
  client: Client,
): StorefrontMutation<Record<string, never>, SendRecoveryEmailRequest> {
  return plainMutation(client, account, 'sendRecoveryEmail', sendRecoveryEmail)
}

/**
 * "Forgot password?": e-mails a link to set a new password (`sendRecoveryEmail`), leading to
 * `redirect.url` with a `recoveryToken` parameter (a redirect URI of your client). It succeeds
 * the same whether or not the address belongs to a member, so a form cannot probe addresses.
 *
 * @example
 * ```tsx
 * const send = useSendRecoveryEmail()
 * send.mutate({ email, redirect: { url: `${location.origin}/reset`, clientId } })
 * if (send.isSuccess) return <p>If {email} has an account, a link is on its way.</p>
 * ```
 */
export const useSendRecoveryEmail = /* @__PURE__ */ mutationHook(sendRecoveryEmailMutationOptions)

/**
 * Mutation options of `changePassword` (the signed-in member); refreshes nothing.
 * @example useMutation(changePasswordMutationOptions(client))
 */
export function changePasswordMutationOptions(
  client: Client,
): StorefrontMutation<Record<string, never>, ChangePasswordRequest> {
  return plainMutation(client, account, 'changePassword', changePassword)
}

/**
 * Changes the signed-in member's password (`changePassword`). A password the platform refuses
 * (4 to 100 characters) rejects with a `ValidationError` naming `newPassword`; a visitor gets a
 * `PermissionError`.
 *
 * @example
 * ```tsx
 * const change = useChangePassword()
 * change.mutate({ newPassword })
 * ```
 */
export const useChangePassword = /* @__PURE__ */ mutationHook(changePasswordMutationOptions)

/**
 * Mutation options of `sendActivationEmail` (API key); refreshes nothing.
 * @example useMutation(sendActivationEmailMutationOptions(client))
 */
export function sendActivationEmailMutationOptions(
  client: Client,
): StorefrontMutation<Record<string, never>, SendActivationEmailRequest> {
  return plainMutation(client, account, 'sendActivationEmail', sendActivationEmail)
}

/**
 * The site owner (API key, a back office) e-mails a member a link to set a password and confirm
 * the address (`sendActivationEmail`). Storefronts cannot: a visitor or member gets a
 * `PermissionError`; an unverified member asks for a new e-mail code with `useAuth().resend()`
 * while signing in, or uses "Forgot password?".
 *
 * @example
 * ```tsx
 * const activate = useSendActivationEmail()
 * activate.mutate({ identityId: member.id, emailOptions: { redirect: { url, clientId } } })
 * ```
 */
export const useSendActivationEmail = /* @__PURE__ */ mutationHook(
  sendActivationEmailMutationOptions,
)
