import { z } from 'zod'
import { catalogReferenceSchema, decimalString, guidSchema } from './common.schema'
import { lazySchema } from './lazy-schema'

/** The item as the notification shows it; an image may come with only a URL. */
export const backInStockItemDetailsSchema = lazySchema(() =>
  z.object({
    name: z.string().min(1).max(200),
    price: decimalString({ gte: 0 }),
    image: z
      .object({
        id: z.string().optional(),
        url: z.string().max(2000).optional(),
        height: z.number().optional(),
        width: z.number().optional(),
        altText: z.string().optional(),
        filename: z.string().optional(),
      })
      .optional(),
  }),
)

/** Body of `POST /back-in-stock-service/v1/back-in-stock-notification-requests`. */
export const createBackInStockNotificationRequestRequestSchema = lazySchema(() =>
  z.object({
    request: z.object({
      catalogReference: catalogReferenceSchema,
      email: z.email(),
      itemUrl: z.url({ protocol: /^https?$/ }).optional(),
    }),
    itemDetails: backInStockItemDetailsSchema,
  }),
)

/** Path id of get, delete and mark-as-notification-sent. */
export const backInStockRequestIdSchema = lazySchema(() => z.object({ id: guidSchema }))

/** Query (GET `.r` or POST `…/query`); the query engine checks filter, sort and paging. */
export const queryBackInStockNotificationRequestsRequestSchema = lazySchema(() =>
  z.object({
    query: z.record(z.string(), z.unknown()).optional(),
  }),
)

/** Query of count-by-catalog-reference. */
export const getBackInStockNotificationRequestsCountByCatalogReferencesRequestSchema = lazySchema(
  () =>
    z.object({
      catalogReferences: z.array(catalogReferenceSchema).min(1).max(100),
    }),
)

/** Body of report-items-back-in-stock (reference or ids: the service rejects both). */
export const reportItemsBackInStockRequestSchema = lazySchema(() =>
  z.object({
    catalogReference: catalogReferenceSchema.optional(),
    requestIds: z.array(guidSchema).max(1000).optional(),
    itemDetails: backInStockItemDetailsSchema,
    extraAutomationTemplateParameters: z.record(z.string(), z.string()).optional(),
  }),
)
