import type { Cents } from '../../../platform/money'

/**
 * Splits `amount` over lines in proportion to `weights`, exactly: floor shares first, then the
 * left-over cents to the largest remainders (earlier lines win ties), so the parts always add up
 * to `amount`. `amount` must not exceed the sum of the weights.
 */
export function allocate(amount: Cents, weights: readonly Cents[]): Cents[] {
  const total = weights.reduce((sum, w) => sum + w, 0n)
  if (total <= 0n || amount <= 0n) return weights.map(() => 0n)
  const shares = weights.map((w) => (amount * w) / total)
  const remainders = weights.map((w, index) => ({ index, rest: (amount * w) % total }))
  let left = amount - shares.reduce((sum, s) => sum + s, 0n)
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1))
  for (const { index } of remainders) {
    if (left <= 0n) break
    shares[index] = (shares[index] ?? 0n) + 1n
    left -= 1n
  }
  return shares
}
