/**
 * Sign-in hooks: `useAuth` over the SDK's direct-login state machine, with the session in the
 * query cache and member-dependent queries reset on sign-in and sign-out; password recovery
 * (`useSendRecoveryEmail`, `useRecover`), `useChangePassword` and the owner's
 * `useSendActivationEmail`.
 * @module
 */
export * from './auth/account'
export * from './auth/mutations'
export { useRecover } from './auth/recover'
export {
  type AuthSession,
  authKeys,
  authSessionQueryOptions,
  MEMBER_DEPENDENT_KEYS,
} from './auth/session'
export { type UseAuthOptions, useAuth } from './auth/use-auth'
