import { StorefrontError } from '../core/errors/storefront-error'

/**
 * Base of the errors of webhook verification. Its own `code`s: `INVALID_PUBLIC_KEY` (the key
 * given is not an RSA public key in PEM or base64 of PEM) and `MALFORMED_WEBHOOK` (a verified
 * body whose envelopes are not the platform's). `status` is 0: no HTTP answer is involved.
 *
 * @example
 * ```ts
 * try { await webhooks.process(body) }
 * catch (error) { if (error instanceof WebhookError) return new Response(error.code, { status: 400 }) }
 * ```
 */
export class WebhookError extends StorefrontError {
  override name = 'WebhookError'
}

/** A {@link WebhookError} of `code`, carrying `message`. */
export const webhookError = <E extends WebhookError>(
  Class: new (init: ConstructorParameters<typeof StorefrontError>[0]) => E,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
): E => new Class({ message, status: 0, code, data })
