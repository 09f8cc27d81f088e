import { isNoCart, noCartMemoryOf, visitorFingerprint } from '../cart/no-cart'
import type { CallOptions, Client } from '../core/client'
import type { CartV2 } from '../wire'
import { getCurrentCart } from './current'

/**
 * The caller's Cart V2 cart, or `null` while there is none — without asking when the answer is
 * known, as v1's `getCurrentCartOrNull`: a visitor holding no tokens yet cannot own a cart, and an
 * anonymous visitor this client was told has none keeps having none until this client makes one
 * ({@link addLineItemsToCurrentCart}, {@link createCurrentCart}). So a first page load sends no
 * request that fails. Members are always asked. It shares the memory `rememberNoCart` sets (a V2
 * answer is kept apart from a v1 one: a v1 cart and a V2 cart are different carts).
 *
 * @example
 * ```ts
 * const cart = await getCurrentCartOrNull(client)
 * const count = cart?.lineItems.reduce((n, l) => n + l.quantityInfo.requestedQuantity, 0) ?? 0
 * ```
 */
export async function getCurrentCartOrNull(
  client: Client,
  options?: CallOptions,
): Promise<CartV2 | null> {
  const memory = noCartMemoryOf(client)
  const visitor = await visitorFingerprint(client)
  if (visitor === null) return null
  const known = visitor && `v2:${visitor}`
  if (known && memory.get() === known) return null
  try {
    return (await getCurrentCart(client, options)).cart
  } catch (error) {
    if (!isNoCart(error)) throw error
    if (known) memory.set(known)
    return null
  }
}
