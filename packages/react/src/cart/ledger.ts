import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query'

/** What the ledger needs of a cart (v1 and V2 carts both have it). */
export interface LedgerCart {
  id?: string
  revision?: string
}

/** A cart change still waiting for the platform: its order of sending and its prediction. */
interface Change<T extends LedgerCart = LedgerCart> {
  seq: number
  /** The cart after this change, given the cart before it; `seq` tags provisional lines. */
  predict: (cart: T | null, seq: number) => T | null
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
  base: LedgerCart | null | undefined
  /** Sending number of the change whose answer is `base`. */
  baseSeq: number
  pending: Change[]
}

// One ledger per cart query (the v1 cart and the V2 cart each have theirs) and query client.
const ledgers = new WeakMap<QueryClient, Map<string, Ledger>>()

function ledgerOf(queryClient: QueryClient, key: QueryKey): Ledger {
  let byKey = ledgers.get(queryClient)
  if (!byKey) {
    byKey = new Map()
    ledgers.set(queryClient, byKey)
  }
  const hash = hashKey(key)
  let ledger = byKey.get(hash)
  if (!ledger) {
    ledger = { sent: 0, inFlight: 0, base: undefined, baseSeq: 0, pending: [] }
    byKey.set(hash, ledger)
  }
  return ledger
}

function show(queryClient: QueryClient, key: QueryKey, ledger: Ledger) {
  const { base } = ledger
  // An unknown cart is not guessed at: the query keeps loading until an answer arrives.
  if (base === undefined) return
  const shown = ledger.pending.reduce<LedgerCart | null>(
    (cart, change) => change.predict(cart, change.seq),
    base,
  )
  queryClient.setQueryData(key, shown)
}

/**
 * Starts a change: takes the cached cart as the base when nothing else is in flight, applies the
 * prediction and returns the change's sending number.
 */
export function beginChange<T extends LedgerCart>(
  queryClient: QueryClient,
  key: QueryKey,
  predict: Change<T>['predict'],
): number {
  const ledger = ledgerOf(queryClient, key)
  if (ledger.inFlight === 0) {
    ledger.base = queryClient.getQueryData<LedgerCart | null>(key)
    ledger.baseSeq = ledger.sent
  }
  ledger.inFlight++
  const seq = ++ledger.sent
  // The ledger holds carts of one query only, so each prediction gets the type it was made for.
  ledger.pending.push({ seq, predict: predict as Change['predict'] })
  show(queryClient, key, ledger)
  return seq
}

/**
 * Whether `cart` (the answer to change `seq`) is newer than the base. The platform's `revision`
 * of the same cart orders answers exactly, whatever order they arrived or were sent in; without
 * it, the later-sent change wins.
 */
function isNewer(ledger: Ledger, seq: number, cart: LedgerCart | null): boolean {
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
  cart: LedgerCart | null,
) {
  const ledger = ledgerOf(queryClient, key)
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
  const ledger = ledgerOf(queryClient, key)
  ledger.pending = ledger.pending.filter((change) => change.seq !== seq)
  if (vanished && seq > ledger.baseSeq) {
    ledger.base = null
    ledger.baseSeq = seq
  }
  show(queryClient, key, ledger)
}

/** A change settled; true when it was the last one in flight. */
export function endChange(queryClient: QueryClient, key: QueryKey): boolean {
  const ledger = ledgerOf(queryClient, key)
  ledger.inFlight--
  return ledger.inFlight === 0
}
