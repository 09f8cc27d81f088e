import type { LoginState, RecoverRequest } from '@storefront-kit/sdk/auth'
import { useStorefrontClient } from '../core/provider'
import type { StorefrontMutationOptions } from '../core/types'
import { useStorefrontMutation } from '../core/use-storefront'
import { recoverMutationOptions, type SignInOptions } from './mutations'

/**
 * The page a recovery or activation link leads to: sets the new password (`recover`) and, on
 * `SUCCESS`, signs the member in (every `useAuth` sees it; the cart and orders become theirs).
 * Resolves to the login state: a used or expired link is a `FAILURE` with `errorCode`
 * `invalidRecoveryToken`, a refused password one with `weakPassword`; a failure to reach the
 * platform rejects. `completeLogin` as for `useAuth`.
 *
 * @example
 * ```tsx
 * const reset = useRecover()
 * const recoveryToken = new URL(location.href).searchParams.get('recoveryToken') ?? ''
 * const state = await reset.mutateAsync({ recoveryToken, password })
 * if (state.loginState === 'FAILURE' && state.errorCode === 'invalidRecoveryToken')
 *   return <p>This link was used or has expired. Ask for a new one.</p>
 * ```
 */
export function useRecover({
  completeLogin,
  ...options
}: SignInOptions & StorefrontMutationOptions<LoginState, RecoverRequest> = {}) {
  return useStorefrontMutation(
    recoverMutationOptions(useStorefrontClient(), completeLogin ? { completeLogin } : {}),
    options,
  )
}
