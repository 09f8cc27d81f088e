/**
 * PKCE (RFC 7636) as the platform uses it: a verifier of 43–128 characters from
 * `A-Z a-z 0-9 - . _ ~` and its S256 challenge, base64url(SHA-256(verifier)) without padding.
 * Web Crypto only, so it runs in browsers, Node ≥ 20 and edge runtimes.
 * @module
 */

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~'
const VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/

/** Shortest, default and longest verifier length. */
export const CODE_VERIFIER_LENGTH = { min: 43, default: 43, max: 128 } as const

/** Base64url (no padding) of bytes. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** `length` characters of `alphabet`, uniformly random (rejection sampling, no modulo bias). */
function randomString(length: number, alphabet: string): string {
  const limit = 256 - (256 % alphabet.length)
  let out = ''
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length]
    }
  }
  return out
}

/** Whether text is a valid code verifier: 43–128 characters of `A-Z a-z 0-9 - . _ ~`. */
export function isCodeVerifier(text: string): boolean {
  return VERIFIER.test(text)
}

/**
 * A new random code verifier.
 *
 * @example
 * ```ts
 * const verifier = generateCodeVerifier() // 43 characters
 * ```
 * @throws RangeError when `length` is outside 43–128.
 */
export function generateCodeVerifier(length: number = CODE_VERIFIER_LENGTH.default): string {
  if (
    !Number.isInteger(length) ||
    length < CODE_VERIFIER_LENGTH.min ||
    length > CODE_VERIFIER_LENGTH.max
  )
    throw new RangeError(`A code verifier has 43 to 128 characters, not ${length}`)
  return randomString(length, UNRESERVED)
}

/**
 * The S256 code challenge of a verifier: base64url(SHA-256(verifier)), 43 characters.
 *
 * @example
 * ```ts
 * const challenge = await generateCodeChallenge(generateCodeVerifier())
 * ```
 * @throws TypeError when `verifier` is not a valid code verifier.
 */
export async function generateCodeChallenge(verifier: string): Promise<string> {
  if (!isCodeVerifier(verifier))
    throw new TypeError('A code verifier has 43 to 128 characters of A-Z a-z 0-9 - . _ ~')
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))
  return bytesToBase64Url(new Uint8Array(digest))
}

/**
 * A new random `state` value (43 characters), compared when the answer comes back.
 *
 * @example
 * ```ts
 * const state = generateState()
 * ```
 */
export function generateState(): string {
  return randomString(43, `${UNRESERVED.slice(0, 62)}-_`)
}
