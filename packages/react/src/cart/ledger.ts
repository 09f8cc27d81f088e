import type { Cart } from '@storefront-kit/sdk/cart'
import type { QueryClient, QueryKey } from '@tanstack/react-query'

/** A cart change still waiting for the platform: its order of sending and its prediction. */
interface Change {
  seq: number
  /** The cart after this change, given the cart before it; `seq` tags provisional lines. */
  predict: (cart: Cart | null, seq: number) => Cart | null
}

/**
 * The cart as the platform last answered it plus the changes still in flight. What the screen
 * shows is always `base` with the pending predictions applied in sending order, so a failed
 * change drops out without undoing the others, and an answer older than one already applied
 * never overwrites it.
 */
interface Ledger {
  /** Last number handed out; a change's number is its sending order. */
  sent: number
  /** Changes between their start and their settling. */
  inFlight: number
  /** The platform's cart (null: none); undefined while it was never loaded. */
  base: Cart | null | undefined
  /** Sending number of the change whose answer is `base`. */
  baseSeq: number
  pending: Change[]
}

const ledgers = new WeakMap<QueryClient, Ledger>()

function ledgerOf(queryClient: QueryClient): Ledger {
  let ledger = ledgers.get(queryClient)
  if (!ledger) {
    ledger = { sent: 0, inFlight: 0, base: undefined, baseSeq: 0, pending: [] }
    ledgers.set(queryClient, ledger)
  }
  return ledger
}

function show(queryClient: QueryClient, key: QueryKey, ledger: Ledger) {
  const { base } = ledger
  // An unknown cart is not guessed at: the query keeps loading until an answer arrives.
  if (base === undefined) return
  const shown = ledger.pending.reduce<Cart | null>(
    (cart, change) => change.predict(cart, change.seq),
    base,
  )
  queryClient.setQueryData(key, shown)
}

/**
 * Starts a change: takes the cached cart as the base when nothing else is in flight, applies the
 * prediction and returns the change's sending number.
 */
export function beginChange(
  queryClient: QueryClient,
  key: QueryKey,
  predict: Change['predict'],
): number {
  const ledger = ledgerOf(queryClient)
  if (ledger.inFlight === 0) {
    ledger.base = queryClient.getQueryData<Cart | null>(key)
    ledger.baseSeq = ledger.sent
  }
  ledger.inFlight++
  const seq = ++ledger.sent
  ledger.pending.push({ seq, predict })
  show(queryClient, key, ledger)
  return seq
}

/**
 * Whether `cart` (the answer to change `seq`) is newer than the base. The platform's `revision`
 * of the same cart orders answers exactly, whatever order they arrived or were sent in; without
 * it, the later-sent change wins.
 */
function isNewer(ledger: Ledger, seq: number, cart: Cart | null): boolean {
  const base = ledger.base
  const revision = /^\d+$/.test(cart?.revision ?? '') ? cart?.revision : undefined
  const baseRevision = /^\d+$/.test(base?.revision ?? '') ? base?.revision : undefined
  if (revision && baseRevision && cart?.id === base?.id)
    return BigInt(revision) > BigInt(baseRevision)
  return seq > ledger.baseSeq
}

/**
 * The platform answered change `seq` with `cart`. The newest answer wins: it becomes the base and
 * replaces the predictions of the changes sent up to it; an older answer is ignored.
 */
export function acceptAnswer(
  queryClient: QueryClient,
  key: QueryKey,
  seq: number,
  cart: Cart | null,
) {
  const ledger = ledgerOf(queryClient)
  ledger.pending = ledger.pending.filter((change) => change.seq > seq)
  if (isNewer(ledger, seq, cart)) {
    ledger.base = cart
    ledger.baseSeq = Math.max(ledger.baseSeq, seq)
  }
  show(queryClient, key, ledger)
}

/**
 * Change `seq` failed: its prediction is withdrawn (the others stay). `vanished` means the
 * platform had no cart for the caller when it answered: unless a newer answer is already in,
 * "no cart" becomes the base.
 */
export function rejectChange(
  queryClient: QueryClient,
  key: QueryKey,
  seq: number,
  vanished: boolean,
) {
  const ledger = ledgerOf(queryClient)
  ledger.pending = ledger.pending.filter((change) => change.seq !== seq)
  if (vanished && seq > ledger.baseSeq) {
    ledger.base = null
    ledger.baseSeq = seq
  }
  show(queryClient, key, ledger)
}

/** A change settled; true when it was the last one in flight. */
export function endChange(queryClient: QueryClient): boolean {
  const ledger = ledgerOf(queryClient)
  ledger.inFlight--
  return ledger.inFlight === 0
}
