import type { BackInStockItemDetails, ReportItemsBackInStockRequest } from '@storefront-kit/wire'
import { applicationError, validationError, violation } from '../../http/api-error'
import type { Caller } from '../../http/caller'
import { formatCents, toCents } from '../../platform/money'
import type { BackInStockContext } from './context'
import { backInStockEvents } from './events'
import { checkItemImage } from './service'
import type { StoredRequest } from './store'

/** Requests that are (again) due a notification; sent ones are left alone. */
const NOTIFIABLE = ['RECEIVED', 'FAILED'] as const

/**
 * The emulator's mail rule: addresses at the `fail.test` domain bounce, so their notification
 * FAILS. Every other address receives it in the outbox.
 */
export const bounces = (email: string) => email.toLowerCase().endsWith('@fail.test')

function message(
  request: StoredRequest,
  details: BackInStockItemDetails,
  extra: Record<string, string>,
) {
  const price = formatCents(toCents(details.price))
  const lines = [
    `Good news: ${details.name} is back in stock at ${price}.`,
    ...(request.itemUrl ? [`Get it here: ${request.itemUrl}`] : []),
  ]
  return {
    to: request.email,
    kind: 'back-in-stock',
    subject: `${details.name} is back in stock`,
    text: lines.join('\n'),
    data: {
      requestId: request.id,
      catalogReference: request.catalogReference,
      itemDetails: details,
      ...(request.itemUrl && { itemUrl: request.itemUrl }),
      extraAutomationTemplateParameters: extra,
    },
  }
}

/**
 * `report-items-back-in-stock`: notifies the RECEIVED (or earlier FAILED) requests of a catalog
 * reference, or the listed requests: each goes PROCESSING, then NOTIFICATION_SENT with one
 * outbox message (`kind: 'back-in-stock'`), or FAILED when the address bounces. Every step is an
 * `…_updated` event.
 * @throws ApiError 400 `REQUEST_CONTAINS_BOTH_CATALOG_REFERENCE_AND_REQUEST_IDS`, a
 * REQUIRED_ONE_OF_FIELD violation when neither is given, `INVALID_ITEM_IMAGE_URL`.
 */
export function reportItemsBackInStock(
  ctx: BackInStockContext,
  caller: Caller,
  input: ReportItemsBackInStockRequest,
): Record<string, never> {
  if (input.catalogReference && input.requestIds?.length)
    throw applicationError(
      400,
      'REQUEST_CONTAINS_BOTH_CATALOG_REFERENCE_AND_REQUEST_IDS',
      'Give catalogReference or requestIds, not both',
    )
  if (!input.catalogReference && !input.requestIds?.length)
    throw validationError([
      violation(
        'catalogReference',
        'REQUIRED_ONE_OF_FIELD',
        'give catalogReference or requestIds',
        {
          fields: ['catalogReference', 'requestIds'],
        },
      ),
    ])
  checkItemImage(input.itemDetails)
  const { store } = ctx
  const targets = input.catalogReference
    ? store.forReference(input.catalogReference, NOTIFIABLE)
    : [...new Set(input.requestIds)]
        .map((id) => store.get(id))
        .filter(
          (r): r is StoredRequest => !!r && (NOTIFIABLE as readonly string[]).includes(r.status),
        )
  const events = backInStockEvents(ctx, caller)
  for (const request of targets) {
    const processing = store.update({ ...request, status: 'PROCESSING' })
    events.updated(processing, ['status'])
    const failed = bounces(request.email)
    if (!failed)
      ctx.outbox.send(
        message(request, input.itemDetails, input.extraAutomationTemplateParameters ?? {}),
      )
    const done = store.update({
      ...processing,
      status: failed ? 'FAILED' : 'NOTIFICATION_SENT',
      // A bounce sent nothing: `autoNotified` stays out, as on the platform.
      ...(!failed && { autoNotified: true }),
    })
    events.updated(done, failed ? ['status'] : ['status', 'autoNotified'])
  }
  return {}
}
