import type { RedirectSessionAuthParams } from '@storefront-kit/wire'
import { applicationError, validationError, violation } from '../../http/api-error'
import type { RedirectsContext } from './context'
import { isOriginAllowed, isRedirectUriAllowed } from './redirect-uris'

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/
const RESPONSE_MODES = ['query', 'fragment', 'web_message']
const PROMPTS = ['login', 'none', 'consent', 'select_account']

/** Origin of a URL, or undefined when it is not one. */
function originOf(text: string | undefined): string | undefined {
  if (!text) return undefined
  try {
    const origin = new URL(text).origin
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

/**
 * Checks an `auth` intent as the authorization server would: a known client, `response_type`
 * code, a S256 PKCE challenge, a known response mode and prompt, and a redirect URI registered
 * for the client (or, for `web_message`, an allowed origin to post to). Every problem is listed.
 * Answers the origin `web_message` answers go to.
 */
export function checkAuthIntent(
  ctx: RedirectsContext,
  auth: RedirectSessionAuthParams,
  siteOrigin: string | undefined,
): string | undefined {
  const request = auth.authRequest
  if (request.clientId !== ctx.site.clientId)
    throw applicationError(400, 'INVALID_CLIENT', `Unknown OAuth client id ${request.clientId}`)
  const field = (name: string) => `auth.authRequest.${name}`
  const problems = []
  if (request.responseType !== 'code')
    problems.push(violation(field('responseType'), 'INVALID_ENUM_VALUE', 'must be code'))
  const mode = request.responseMode ?? 'query'
  if (!RESPONSE_MODES.includes(mode))
    problems.push(
      violation(
        field('responseMode'),
        'INVALID_ENUM_VALUE',
        `must be one of ${RESPONSE_MODES.join(', ')}`,
      ),
    )
  if (!request.codeChallenge || !CHALLENGE.test(request.codeChallenge))
    problems.push(
      violation(
        field('codeChallenge'),
        'FORMAT',
        'must be the 43-character base64url S256 challenge (PKCE is required)',
      ),
    )
  if (request.codeChallengeMethod !== 'S256')
    problems.push(violation(field('codeChallengeMethod'), 'INVALID_ENUM_VALUE', 'must be S256'))
  const prompt = auth.prompt ?? request.prompt
  if (prompt !== undefined && !PROMPTS.includes(prompt))
    problems.push(
      violation(field('prompt'), 'INVALID_ENUM_VALUE', `must be one of ${PROMPTS.join(', ')}`),
    )
  let target: string | undefined
  if (request.redirectUri) {
    if (!isRedirectUriAllowed(ctx, request.clientId, request.redirectUri))
      problems.push(
        violation(
          field('redirectUri'),
          'OTHER',
          'is not a redirect URI registered for this client',
          {},
          'REDIRECT_URI_NOT_ALLOWED',
        ),
      )
    target = originOf(request.redirectUri)
  } else if (mode !== 'web_message') {
    problems.push(
      violation(
        field('redirectUri'),
        'REQUIRED_FIELD',
        'is required unless responseMode is web_message',
      ),
    )
  } else {
    target = originOf(siteOrigin)
    if (!target || !isOriginAllowed(ctx, request.clientId, target))
      problems.push(
        violation(
          'origin',
          'OTHER',
          'web_message needs the site origin (origin field or Origin header) registered for this client',
          {},
          'ORIGIN_NOT_ALLOWED',
        ),
      )
  }
  if (problems.length) throw validationError(problems)
  return mode === 'web_message' ? target : undefined
}
