import type { OrderBulkItemError, OrderItemMetadata } from '@storefront-kit/wire'
import { ApiError } from './api-error'

/** A rejection of one item as a bulk answer reports it (validation errors as INVALID_ARGUMENT). */
export function itemError(error: ApiError): OrderBulkItemError {
  const { applicationError, validationError } = error.body.details
  if (applicationError) return applicationError
  return {
    code: 'INVALID_ARGUMENT',
    description: error.body.message,
    data: { fieldViolations: validationError?.fieldViolations ?? [] },
  }
}

/**
 * Runs one item of a bulk call: a business rejection fails the item, not the call; anything
 * else (a bug) still fails the call.
 *
 * @example
 * ```ts
 * const results = ids.map((id, index) => {
 *   const { metadata, item } = attempt(id, index, () => markPaid(id))
 *   return { itemMetadata: metadata, ...(item && { item }) }
 * })
 * ```
 */
export function attempt<T>(id: string, originalIndex: number, work: () => T) {
  try {
    const item = work()
    return { metadata: { id, originalIndex, success: true } as OrderItemMetadata, item }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    const metadata: OrderItemMetadata = {
      id,
      originalIndex,
      success: false,
      error: itemError(error),
    }
    return { metadata, item: undefined }
  }
}

/** `bulkActionMetadata` of a bulk answer: successes and failures counted from its results. */
export const bulkSummary = (results: { itemMetadata: OrderItemMetadata }[]) => ({
  totalSuccesses: results.filter((r) => r.itemMetadata.success).length,
  totalFailures: results.filter((r) => !r.itemMetadata.success).length,
  undetailedFailures: 0,
})
