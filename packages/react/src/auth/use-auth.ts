import type { LoginState, LoginV2Request, RegisterV2Request } from '@storefront-kit/sdk/auth'
import type { GetMyMemberRequest } from '@storefront-kit/sdk/members'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useStorefrontClient } from '../core/provider'
import { useMyMember } from '../members/queries'
import {
  completeRedirectLoginMutationOptions,
  loginMutationOptions,
  logoutMutationOptions,
  proceedMutationOptions,
  type RedirectAnswer,
  registerMutationOptions,
  resendCodeMutationOptions,
  type SignInOptions,
  verifyCodeMutationOptions,
} from './mutations'
import { authSessionQueryOptions, currentSession } from './session'

/** Options of {@link useAuth}. */
export interface UseAuthOptions extends SignInOptions {
  /** Fieldsets of the member profile read once signed in. Default: the platform's (PUBLIC). */
  memberFieldsets?: GetMyMemberRequest['fieldsets']
}

/**
 * Sign-in for a storefront: the login state machine (`INITIAL` → `SUCCESS`, or through
 * `EMAIL_VERIFICATION_REQUIRED` / `OWNER_APPROVAL_REQUIRED`, or `FAILURE` with an `errorCode`),
 * whether a member is signed in, the member's profile, and the actions. Every component using it
 * sees the same state. Signing in or out resets the member-dependent queries (cart, checkouts,
 * orders, members). Actions resolve to the new login state; a wrong password is a `FAILURE`
 * state, a failure to reach the platform rejects.
 *
 * @example
 * ```tsx
 * function SignIn() {
 *   const auth = useAuth()
 *   if (auth.loggedIn) return <button onClick={() => auth.logout()}>Sign out {auth.member?.profile?.nickname}</button>
 *   if (auth.loginState.loginState === 'EMAIL_VERIFICATION_REQUIRED')
 *     return <CodeForm onCode={(code) => auth.verify({ code })} onResend={() => auth.resend()} />
 *   return <LoginForm onSubmit={(email, password) => auth.login({ loginId: { email }, password })} />
 * }
 * ```
 */
export function useAuth(options: UseAuthOptions = {}) {
  const client = useStorefrontClient()
  const session = useQuery(authSessionQueryOptions(client))
  const { loginState, loggedIn } = session.data ?? currentSession(client)
  const member = useMyMember(
    options.memberFieldsets ? { fieldsets: options.memberFieldsets } : {},
    { enabled: loggedIn },
  )
  const loginStep = useMutation(loginMutationOptions(client, options))
  const registerStep = useMutation(registerMutationOptions(client, options))
  const verifyStep = useMutation(verifyCodeMutationOptions(client, options))
  const resendStep = useMutation(resendCodeMutationOptions(client))
  const proceedStep = useMutation(proceedMutationOptions(client, options))
  const logoutStep = useMutation(logoutMutationOptions(client))
  const redirectStep = useMutation(completeRedirectLoginMutationOptions(client))
  const steps = [
    loginStep,
    registerStep,
    verifyStep,
    resendStep,
    proceedStep,
    logoutStep,
    redirectStep,
  ]
  return {
    /** Where the login stands (SPEC §4 client states). */
    loginState: loginState as LoginState,
    /** True while a member is signed in. */
    loggedIn,
    /** The signed-in member's profile (undefined while signed out or loading). */
    member: loggedIn ? member.data?.member : undefined,
    /** The query of the member's profile, for its loading and error states. */
    memberQuery: member,
    login: (request: LoginV2Request) => loginStep.mutateAsync(request),
    register: (request: RegisterV2Request) => registerStep.mutateAsync(request),
    /** Checks the e-mailed code (in `EMAIL_VERIFICATION_REQUIRED`). */
    verify: (input: { code: string }) => verifyStep.mutateAsync(input),
    /** Sends the e-mail code again. */
    resend: () => resendStep.mutateAsync(),
    /** Asks again once the owner approved (in `OWNER_APPROVAL_REQUIRED`). */
    proceed: (input: { stateToken: string }) => proceedStep.mutateAsync(input),
    /**
     * Finishes a hosted login on the page it returned to: exchanges the code for member tokens
     * (PKCE and state checked) and resets the member's queries; no reload needed.
     */
    completeRedirectLogin: (answer: RedirectAnswer) => redirectStep.mutateAsync(answer),
    /** Signs out; resolves to the hosted logout URL to send the browser to. */
    logout: (input: { postFlowUrl?: string } = {}) => logoutStep.mutateAsync(input),
    /** True while any sign-in action runs. */
    isPending: steps.some((step) => step.isPending),
    /** An action's failure to reach the platform or to finish signing in (until it runs again). */
    error: steps.find((step) => step.error)?.error ?? null,
  }
}
