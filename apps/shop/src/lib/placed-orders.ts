/**
 * Orders placed from this browser, newest first. The platform lets a shopper read an order they
 * placed (getOrder) but not search their orders (search is the owner's), so the shop remembers
 * the ids the thank-you page saw and reads each one.
 */
const KEY = 'storefront-kit.shop.orders'
const LIMIT = 20

/** The remembered order ids. */
export function placedOrderIds(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
  } catch {
    return []
  }
}

/** Remembers an order id (once), keeping the newest {@link LIMIT}. */
export function rememberOrder(orderId: string): void {
  const ids = [orderId, ...placedOrderIds().filter((id) => id !== orderId)].slice(0, LIMIT)
  try {
    localStorage.setItem(KEY, JSON.stringify(ids))
  } catch {
    // Storage may be full or disabled; the order itself is safe on the platform.
  }
}
