import { randomBytes } from 'node:crypto'
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { html, type SafeHtml } from './html'

/** What a hosted page is made of. */
export interface PageOptions {
  title: string
  body: SafeHtml
  /** Inline script allowed by the page's CSP nonce. */
  script?: SafeHtml
  status?: number
  /** Pages of the silent iframe flow may be framed; forms never (clickjacking). */
  frameable?: boolean
}

const STYLE = `
  body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f6f4;color:#1d1d1b}
  main{max-width:28rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px #0002}
  h1{font-size:1.5rem;margin-top:0} label{display:block;margin:.75rem 0 .25rem;font-weight:600}
  input{box-sizing:border-box;width:100%;padding:.5rem;font:inherit;border:1px solid #767676;border-radius:.25rem}
  button,.button{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;font:inherit;border:0;border-radius:.25rem;background:#1d4ed8;color:#fff;cursor:pointer;text-decoration:none}
  button.secondary{background:#e5e5e5;color:#1d1d1b} :focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
  .error{padding:.75rem;border-radius:.25rem;background:#fde8e8;color:#8a1c1c}
  .note{color:#555;font-size:.9rem} nav a{margin-right:1rem} dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
  dt{font-weight:600}
  input[type=radio],input[type=checkbox]{width:auto;margin:0 .5rem 0 0}
  fieldset{border:1px solid #767676;border-radius:.25rem;margin:1rem 0} fieldset label{display:flex;align-items:center;font-weight:400;margin:.5rem 0}
  table{width:100%;border-collapse:collapse} th,td{text-align:left;padding:.25rem .5rem .25rem 0} td:last-child,th:last-child{text-align:right}`

/**
 * The shared HTML layout of every hosted page (sign-in, logout, account, checkout): plain,
 * accessible markup, a strict CSP with a per-page script nonce, no caching, no referrer.
 */
export function renderPage(c: Context, options: PageOptions): Response {
  const nonce = randomBytes(16).toString('base64')
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title} · storefront emulator</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${options.body}
</main>
${options.script && html`<script nonce="${nonce}">${options.script}</script>`}
</body>
</html>`
  c.header(
    'content-security-policy',
    [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      `script-src 'nonce-${nonce}'`,
      "img-src 'self' data:",
      "base-uri 'none'",
      `frame-ancestors ${options.frameable ? '*' : "'none'"}`,
    ].join('; '),
  )
  if (!options.frameable) c.header('x-frame-options', 'DENY')
  c.header('cache-control', 'no-store')
  c.header('referrer-policy', 'no-referrer')
  return c.html(page.value, (options.status ?? 200) as ContentfulStatusCode)
}

/** A page that only says something went wrong, never redirecting anywhere. */
export function errorPage(c: Context, status: number, title: string, message: string): Response {
  return renderPage(c, {
    title,
    status,
    frameable: true,
    body: html`<h1>${title}</h1><p class="error" role="alert">${message}</p>`,
  })
}
