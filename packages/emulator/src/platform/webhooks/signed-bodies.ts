import type { RecordedEvent } from '../events'

/** How long a signed body is sent again as it is (real time; the token itself lives 300 s). */
const REUSE_MS = 60_000
/** Bodies kept at most: the events of the last moments, not the whole log. */
const KEPT = 500

/**
 * Signs each event once for every delivery of it in the next minute: ten endpoints, a retry soon
 * after, and every open event stream get the same body, so an event costs one RSA signature,
 * not one per receiver. Older bodies are signed again (their tokens would soon expire).
 *
 * @example
 * ```ts
 * const sign = signedBodies((event) => signWebhook(event, key))
 * await sign(event) === await sign(event) // true within a minute
 * ```
 */
export function signedBodies(
  sign: (event: RecordedEvent) => Promise<string>,
): (event: RecordedEvent) => Promise<string> {
  const kept = new Map<string, { body: Promise<string>; at: number }>()
  return (event) => {
    const id = event.metadata.id
    const now = Date.now()
    const hit = kept.get(id)
    if (hit && now - hit.at < REUSE_MS) return hit.body
    const body = sign(event)
    kept.delete(id)
    kept.set(id, { body, at: now })
    // A failed signature is not kept: the next delivery tries again.
    body.catch(() => kept.delete(id))
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string)
    return body
  }
}
