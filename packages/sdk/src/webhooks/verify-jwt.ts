import { base64UrlToBytes, fromBase64Url } from '@storefront-kit/wire/encoding'
import { webhookError } from './webhook-error'
import { WebhookExpiredError } from './webhook-expired-error'
import { WebhookSignatureError } from './webhook-signature-error'

const BASE64URL = /^[A-Za-z0-9_-]*$/

const badSignature = (why: string) =>
  webhookError(WebhookSignatureError, 'INVALID_SIGNATURE', `The webhook is not signed: ${why}`)

/** A base64url JSON object of the token, or a signature error naming the part. */
function jsonPart(part: string, name: string): Record<string, unknown> {
  let value: unknown
  try {
    value = JSON.parse(fromBase64Url(part))
  } catch {
    throw badSignature(`its ${name} is not base64url JSON`)
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badSignature(`its ${name} is not a JSON object`)
  return value as Record<string, unknown>
}

/** A time claim: absent, or a number of seconds (as the JWT library of the platform's SDK requires). */
function timeClaim(claims: Record<string, unknown>, name: 'exp' | 'nbf'): number | undefined {
  const value = claims[name]
  if (value === undefined) return undefined
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw badSignature(`its "${name}" claim is not a number`)
  return value
}

/**
 * Verifies a compact JWS signed with RS256 (RSASSA-PKCS1-v1_5, SHA-256) by `key` and answers its
 * claims: the header must name RS256 (any other algorithm is refused, as the platform's SDK does),
 * the signature must match, `exp` must be in the future and `nbf`, if any, in the past.
 *
 * @throws {@link WebhookSignatureError} and {@link WebhookExpiredError}.
 * @example
 * ```ts
 * const claims = await verifyRs256(body, await importWebhookKey(pem), Date.now())
 * ```
 */
export async function verifyRs256(
  token: string,
  key: CryptoKey,
  nowMs: number,
): Promise<Record<string, unknown>> {
  const parts = token.trim().split('.')
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part)))
    throw badSignature('the body is not a JWT (three base64url parts)')
  const [header = '', payload = '', signature = ''] = parts
  const { alg } = jsonPart(header, 'header')
  if (alg !== 'RS256') throw badSignature(`its algorithm is ${String(alg)}, not RS256`)
  const valid = await crypto.subtle.verify(
    'RSASSA-PKCS1-v1_5',
    key,
    base64UrlToBytes(signature),
    new TextEncoder().encode(`${header}.${payload}`),
  )
  if (!valid) throw badSignature('the signature does not match the public key')
  const claims = jsonPart(payload, 'payload')
  const now = Math.floor(nowMs / 1000)
  const exp = timeClaim(claims, 'exp')
  if (exp !== undefined && exp <= now)
    throw webhookError(
      WebhookExpiredError,
      'WEBHOOK_EXPIRED',
      `The webhook expired at ${new Date(exp * 1000).toISOString()}`,
      { exp },
    )
  const nbf = timeClaim(claims, 'nbf')
  if (nbf !== undefined && nbf > now)
    throw webhookError(
      WebhookExpiredError,
      'WEBHOOK_NOT_YET_VALID',
      `The webhook is not valid before ${new Date(nbf * 1000).toISOString()}`,
      { nbf },
    )
  return claims
}
