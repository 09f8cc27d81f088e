import type { EmulatorContext } from '../../context'
import { ApiError } from '../../http/api-error'

/**
 * Runs a service in one transaction that commits even when the service rejects the request,
 * then rethrows the rejection. For the few rules whose failures must leave a trace: a code burned
 * by a wrong verifier, a wrong e-mail code counted, a replayed code's tokens revoked. Use it with
 * `write: false` routes; any other exception still rolls everything back.
 */
export async function persistRejections<T>(
  ctx: EmulatorContext,
  work: () => T | Promise<T>,
): Promise<T> {
  let rejection: ApiError | undefined
  const result = await ctx.db.transactionAsync(async () => {
    try {
      return await work()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      rejection = error
      return undefined
    }
  })
  if (rejection) throw rejection
  return result as T
}
