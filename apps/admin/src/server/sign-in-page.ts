/** What the sign-in page says above its form. */
export type SignInNotice = 'wrong-password' | 'used-link' | 'too-many' | 'signed-out' | undefined

const NOTICES: Record<Exclude<SignInNotice, undefined>, string> = {
  'wrong-password': 'That password is not right. Please try again.',
  'used-link':
    'That sign-in link was already used or has expired. The server has printed a new one where it runs.',
  'too-many': 'Too many attempts. Please wait a quarter of an hour, then try again.',
  'signed-out': 'You are signed out.',
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

/**
 * The back office's sign-in page, rendered by the server (the app itself loads only after
 * sign-in): a password form when a password is configured, else how to find the one-time link.
 */
export function signInPage({
  notice,
  passwordEnabled,
  next,
}: {
  notice: SignInNotice
  passwordEnabled: boolean
  next: string
}): string {
  const message = notice ? NOTICES[notice] : undefined
  const role = notice === 'signed-out' ? 'status' : 'alert'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Sign in · Back office</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;color:#1b1f24;margin:0;display:grid;place-items:center;min-height:100vh;background:#f6f8fa}
main{background:#fff;border:1px solid #d0d7de;border-radius:8px;padding:2rem;max-width:26rem;width:calc(100% - 2rem)}
label{display:block;font-weight:600;margin-bottom:.25rem}
input,button{font:inherit;min-height:2.75rem;width:100%;box-sizing:border-box}
input{padding:.25rem .5rem;border:1px solid #57606a;border-radius:6px}
button{margin-top:1rem;background:#0b5cad;color:#fff;border:0;border-radius:6px;cursor:pointer}
:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
.notice{border-left:4px solid #b42318;background:#fff5f5;padding:.5rem 1rem}
</style>
</head>
<body>
<main>
<h1>Sign in to the back office</h1>
${message ? `<p class="notice" role="${role}">${escapeHtml(message)}</p>` : ''}
${
  passwordEnabled
    ? `<form method="post" action="/auth/sign-in">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required autofocus>
<button type="submit">Sign in</button>
</form>`
    : ''
}
<p>${
    passwordEnabled ? 'Or open' : 'Open'
  } the one-time sign-in link the back office printed where it runs (the terminal of <code>npm start</code>).</p>
</main>
</body>
</html>`
}
