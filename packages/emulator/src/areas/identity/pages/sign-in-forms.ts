import { html, type SafeHtml } from '../../../http/html/html'

/** Which form a hosted sign-in page shows. */
export type FormMode = 'login' | 'signup'

/** What every sign-in form posts back: where it lives and which redirect session it serves. */
export interface FormTarget {
  /** Path the form posts to (`/__hosted/authorize`). */
  action: string
  /** The redirect session token (empty for pages opened without one). */
  session: string
}

const hidden = (target: FormTarget, action: string) =>
  html`<input type="hidden" name="session" value="${target.session}"><input type="hidden" name="action" value="${action}">`

const errorBox = (error: string | undefined) =>
  error ? html`<p class="error" role="alert" id="form-error">${error}</p>` : ''

const switchLink = (target: FormTarget, mode: FormMode) => {
  const href = `${target.action}?${new URLSearchParams({
    ...(target.session && { session: target.session }),
    mode: mode === 'login' ? 'signup' : 'login',
  })}`
  return mode === 'login'
    ? html`<p>New here? <a href="${href}">Create an account</a></p>`
    : html`<p>Already a member? <a href="${href}">Sign in</a></p>`
}

/** The login or sign-up form. */
export function signInForm(
  target: FormTarget,
  mode: FormMode,
  options: { error?: string; email?: string; continueAs?: string } = {},
): SafeHtml {
  const signup = mode === 'signup'
  const described = options.error ? html` aria-describedby="form-error"` : ''
  return html`<h1>${signup ? 'Create an account' : 'Sign in'}</h1>
${errorBox(options.error)}
${
  options.continueAs &&
  html`<form method="post" action="${target.action}">${hidden(target, 'continue')}
<p>You are signed in as <strong>${options.continueAs}</strong>.</p>
<button type="submit">Continue as ${options.continueAs}</button></form>
<p class="note">Or use another account:</p>`
}
<form method="post" action="${target.action}" novalidate>
${hidden(target, mode)}
${
  signup &&
  html`<label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name">
<label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name">`
}
<label for="email">E-mail</label>
<input id="email" name="email" type="email" required autocomplete="email" value="${options.email ?? ''}"${described}>
<label for="password">Password</label>
<input id="password" name="password" type="password" required minlength="4" autocomplete="${signup ? 'new-password' : 'current-password'}"${described}>
<button type="submit">${signup ? 'Create account' : 'Sign in'}</button>
</form>
${switchLink(target, mode)}
${target.session && html`<form method="post" action="${target.action}">${hidden(target, 'cancel')}<button type="submit" class="secondary">Cancel</button></form>`}`
}

/** The e-mail code form of a sign-in waiting for verification. */
export function verificationForm(
  target: FormTarget,
  stateToken: string,
  options: { error?: string; email?: string } = {},
): SafeHtml {
  const described = options.error ? html` aria-describedby="form-error"` : ''
  return html`<h1>Check your e-mail</h1>
${errorBox(options.error)}
<p>We sent a 6-digit code to ${options.email ?? 'your e-mail address'}.</p>
<form method="post" action="${target.action}">
${hidden(target, 'verify')}<input type="hidden" name="stateToken" value="${stateToken}">
<label for="code">Code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required pattern="[0-9]{6}" maxlength="6"${described}>
<button type="submit">Confirm</button>
</form>
<form method="post" action="${target.action}">
${hidden(target, 'resend')}<input type="hidden" name="stateToken" value="${stateToken}">
<button type="submit" class="secondary">Send a new code</button>
</form>`
}

/** The page of a member waiting for the site owner's approval. */
export function approvalNotice(target: FormTarget, stateToken: string, error?: string): SafeHtml {
  return html`<h1>Waiting for approval</h1>
${errorBox(error)}
<p role="status">The site owner needs to approve your membership. You can check again once they have.</p>
<form method="post" action="${target.action}">
${hidden(target, 'proceed')}<input type="hidden" name="stateToken" value="${stateToken}">
<button type="submit">Check again</button>
</form>`
}
