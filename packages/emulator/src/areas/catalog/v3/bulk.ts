import type { BulkItemResult, CatalogBulkActionMetadata } from '@storefront-kit/wire'
import { ApiError } from '../../../http/api-error'
import type { CatalogContext } from '../context'

/**
 * Runs a bulk write item by item: each in a savepoint, so a refused item changes nothing and the
 * others still apply. Refusals become per-item errors (the code of an application error, or
 * `INVALID_ARGUMENT` with the field violations); other exceptions still fail the whole call.
 */
export function bulkOf<I, T>(
  ctx: CatalogContext,
  inputs: readonly I[],
  run: (input: I, index: number) => { id: string; item?: T },
  idOf: (input: I) => string | undefined = () => undefined,
): { results: BulkItemResult<T>[]; bulkActionMetadata: CatalogBulkActionMetadata } {
  const results = inputs.map((input, originalIndex): BulkItemResult<T> => {
    ctx.db.sql.exec('SAVEPOINT bulk_item')
    try {
      const { id, item } = run(input, originalIndex)
      ctx.db.sql.exec('RELEASE bulk_item')
      return { itemMetadata: { id, originalIndex, success: true }, ...(item && { item }) }
    } catch (error) {
      ctx.db.sql.exec('ROLLBACK TO bulk_item; RELEASE bulk_item')
      if (!(error instanceof ApiError)) throw error
      const details = error.body.details
      const failure = details.applicationError ?? {
        code: 'INVALID_ARGUMENT',
        description: error.body.message,
        data: { fieldViolations: details.validationError?.fieldViolations ?? [] },
      }
      const id = idOf(input)
      return {
        itemMetadata: {
          ...(id && { id }),
          originalIndex,
          success: false,
          error: { code: failure.code, description: failure.description, data: failure.data ?? {} },
        },
      }
    }
  })
  const failures = results.filter((r) => !r.itemMetadata.success).length
  return {
    results,
    bulkActionMetadata: {
      totalSuccesses: results.length - failures,
      totalFailures: failures,
      undetailedFailures: 0,
    },
  }
}
