import type { Caller } from '../../http/caller'
import type { BackInStockContext } from './context'
import type { StoredRequest } from './store'

/** Entity name of the events: `wix.ecom.v1.back_in_stock_notification_request_<slug>`. */
export const BACK_IN_STOCK_FQDN = 'wix.ecom.v1.back_in_stock_notification_request'

/** Records the back-in-stock events of wire/back-in-stock.md (SPEC §4) for one caller. */
export function backInStockEvents(ctx: BackInStockContext, caller: Caller) {
  const record = (slug: string, request: StoredRequest, extra: object) =>
    ctx.events.record({
      entityFqdn: BACK_IN_STOCK_FQDN,
      slug,
      entityId: request.id,
      caller,
      ...extra,
    })
  return {
    created: (request: StoredRequest) => record('created', request, { entity: request }),
    updated: (request: StoredRequest, modifiedFields: string[]) =>
      record('updated', request, { entity: request, modifiedFields }),
    deleted: (request: StoredRequest) => record('deleted', request, {}),
  }
}
