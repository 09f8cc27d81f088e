/**
 * Orders placed from this browser, newest first. The platform lets a shopper read an order they
 * placed (getOrder) but not search their orders (search is the owner's), so the shop remembers
 * the ids the thank-you page saw and reads each one. They live in a cookie, so the server renders
 * the account page with them.
 */
const COOKIE = 'shop-orders'
const LIMIT = 20
const ID = /^[\w-]{1,64}$/

/** The remembered order ids in a `Cookie` header or `document.cookie`. */
export function placedOrderIds(cookies: string): string[] {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name !== COOKIE) continue
    try {
      return decodeURIComponent(value.join('='))
        .split(',')
        .filter((id) => ID.test(id))
        .slice(0, LIMIT)
    } catch {
      return []
    }
  }
  return []
}

/** Remembers an order id (once, newest first, at most {@link LIMIT}) for a year. */
export function rememberOrder(orderId: string): void {
  if (!ID.test(orderId)) return
  const ids = [orderId, ...placedOrderIds(document.cookie).filter((id) => id !== orderId)]
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
  document.cookie = `${COOKIE}=${encodeURIComponent(ids.slice(0, LIMIT).join(','))}; Max-Age=31536000; Path=/; SameSite=Lax${secure}`
}
