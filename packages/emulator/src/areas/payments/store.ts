import type { OrderTransactions, Payment } from '@storefront-kit/wire'
import type { Database } from '../../db/database'
import { DocumentStore } from '../../db/document-store'
import { documentTable, type Migration } from '../../db/migrations'

const TRANSACTIONS = 'order_transactions'
const COLLECTIONS = 'payment_collections'

export const paymentMigrations: Migration[] = [
  {
    area: 'payments',
    version: 1,
    up: `${documentTable(TRANSACTIONS, 'next_job_at TEXT')}
      CREATE INDEX IF NOT EXISTS order_transactions_job ON ${TRANSACTIONS} (next_job_at);
      ${documentTable(COLLECTIONS, 'order_id TEXT NOT NULL')}
      CREATE INDEX IF NOT EXISTS payment_collections_order ON ${COLLECTIONS} (order_id);`,
  },
]

/** A payment collection prepared for an order (PreparePaymentCollection). */
export interface PaymentCollection {
  /** The payment gateway order id. */
  id: string
  orderId: string
  amount: string
  delayedCapture: boolean
  scheduledAction?: 'VOID' | 'CAPTURE'
  /** Seconds until the scheduled action, when delayed. */
  delaySeconds?: number
  status: 'PREPARED' | 'PAID'
  createdDate: string
}

/** Payment actions waiting to settle (`PENDING`) are due at once; the oldest date sorts first. */
const PENDING_DUE = '0000-00-00T00:00:00.000Z'

/** When the emulator must next look at a payment: a PENDING action, or a scheduled one. */
function nextJob(payment: Payment): string | undefined {
  const details = payment.regularPaymentDetails?.authorizationDetails
  if (!details) return undefined
  const pending =
    details.captures.some((capture) => capture.status === 'PENDING') ||
    details.void?.status === 'PENDING'
  if (pending) return PENDING_DUE
  if (payment.status !== 'AUTHORIZED') return undefined
  return details.scheduledAction?.executionDate
}

/** Order transactions (one document per order) and prepared payment collections. */
export function paymentStore(db: Database) {
  const transactions = new DocumentStore<OrderTransactions & { id: string }>(db, TRANSACTIONS)
  const collections = new DocumentStore<PaymentCollection>(db, COLLECTIONS)
  return {
    transactions(orderId: string): OrderTransactions | undefined {
      const stored = transactions.get(orderId)
      if (!stored) return undefined
      const { id: _id, ...rest } = stored
      return rest
    },
    saveTransactions(value: OrderTransactions): OrderTransactions {
      const jobs = value.payments.map(nextJob).filter((at): at is string => !!at)
      const next = jobs.sort()[0] ?? null
      transactions.put({ ...value, id: value.orderId }, { next_job_at: next })
      return value
    },
    /** Orders with a payment action due at `now` (ISO), oldest first. */
    dueOrders(now: string): string[] {
      const rows = db.sql
        .prepare(
          `SELECT id FROM ${TRANSACTIONS} WHERE next_job_at IS NOT NULL AND next_job_at <= ?
           ORDER BY next_job_at, id`,
        )
        .all(now)
      return rows.map((row) => String(row.id))
    },
    collection: (id: string) => collections.get(id),
    saveCollection: (value: PaymentCollection) =>
      collections.put(value, { order_id: value.orderId }),
  }
}

export type PaymentStore = ReturnType<typeof paymentStore>
