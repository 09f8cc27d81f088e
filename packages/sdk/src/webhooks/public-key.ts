import { base64UrlToBytes } from '@storefront-kit/wire/encoding'
import { WebhookError, webhookError } from './webhook-error'

const PEM = /-----BEGIN PUBLIC KEY-----([\s\S]*?)-----END PUBLIC KEY-----/

const invalidKey = (why: string) =>
  webhookError(
    WebhookError,
    'INVALID_PUBLIC_KEY',
    `The webhook public key ${why}: give the PEM (-----BEGIN PUBLIC KEY-----…) or base64 of it`,
  )

/** The PEM text of a key given as PEM or as base64 of the PEM (as the app dashboard offers it). */
function pemText(publicKey: string): string {
  if (publicKey.includes('-----BEGIN')) return publicKey
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(base64UrlToBytes(publicKey.trim()))
  } catch {
    throw invalidKey('is neither PEM nor base64')
  }
}

/**
 * Imports the platform's webhook public key for RS256 verification with Web Crypto: PEM (with or
 * without line breaks) or base64 of the PEM.
 *
 * @throws {@link WebhookError} `INVALID_PUBLIC_KEY` when it is neither, or not an RSA key.
 * @example
 * ```ts
 * const key = await importWebhookKey(process.env.WEBHOOK_PUBLIC_KEY ?? '')
 * ```
 */
export async function importWebhookKey(publicKey: string): Promise<CryptoKey> {
  const body = PEM.exec(pemText(publicKey))?.[1]
  if (body === undefined) throw invalidKey('has no -----BEGIN PUBLIC KEY----- block')
  let der: Uint8Array<ArrayBuffer>
  try {
    der = base64UrlToBytes(body.replace(/\s+/g, ''))
  } catch {
    throw invalidKey('block is not base64')
  }
  try {
    return await crypto.subtle.importKey(
      'spki',
      der,
      { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      false,
      ['verify'],
    )
  } catch {
    throw invalidKey('is not an RSA public key')
  }
}
