import {
  backInStockRequestIdSchema,
  createBackInStockNotificationRequestRequestSchema,
  getBackInStockNotificationRequestsCountByCatalogReferencesRequestSchema,
  queryBackInStockNotificationRequestsRequestSchema,
  reportItemsBackInStockRequestSchema,
} from '@storefront-kit/wire'
import { z } from 'zod'
import { ANYONE, OWNER, SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { BackInStockContext } from './context'
import { reportItemsBackInStock } from './notify'
import {
  countByCatalogReferences,
  createRequest,
  deleteRequest,
  getRequest,
  markAsNotificationSent,
  queryRequests,
} from './service'
import { backInStockSettings, updateBackInStockSettings } from './settings'

const BASE = '/back-in-stock-service/v1/back-in-stock-notification-requests'

/**
 * Back-in-stock notification requests (wire/back-in-stock.md): shoppers create them; reading,
 * querying, counting, reporting, marking and deleting need the owner's or an app's key.
 */
export function backInStockRoutes(ctx: BackInStockContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: BASE,
      allow: SIGNED,
      input: createBackInStockNotificationRequestRequestSchema,
      handle: ({ input, caller }) => ({ request: createRequest(ctx, caller, input) }),
    }),
    route({
      method: 'GET',
      path: BASE,
      allow: OWNER,
      postFallback: `${BASE}/query`,
      input: queryBackInStockNotificationRequestsRequestSchema,
      handle: ({ input }) => queryRequests(ctx, input.query),
    }),
    route({
      method: 'GET',
      path: `${BASE}/count-by-catalog-reference`,
      allow: OWNER,
      input: getBackInStockNotificationRequestsCountByCatalogReferencesRequestSchema,
      handle: ({ input }) => countByCatalogReferences(ctx, input.catalogReferences),
    }),
    route({
      method: 'POST',
      path: `${BASE}/report-items-back-in-stock`,
      allow: OWNER,
      input: reportItemsBackInStockRequestSchema,
      handle: ({ input, caller }) => reportItemsBackInStock(ctx, caller, input),
    }),
    route({
      method: 'GET',
      path: `${BASE}/:id`,
      allow: OWNER,
      input: backInStockRequestIdSchema,
      handle: ({ input }) => ({ request: getRequest(ctx, input.id) }),
    }),
    route({
      method: 'DELETE',
      path: `${BASE}/:id`,
      allow: OWNER,
      input: backInStockRequestIdSchema,
      handle: ({ input, caller }) => deleteRequest(ctx, caller, input.id),
    }),
    route({
      method: 'PUT',
      path: `${BASE}/:id/mark-as-notification-sent`,
      allow: OWNER,
      input: backInStockRequestIdSchema,
      handle: ({ input, caller }) => ({
        request: markAsNotificationSent(ctx, caller, input.id),
      }),
    }),
    route({
      method: 'GET',
      path: '/_emulator/back-in-stock/settings',
      allow: ANYONE,
      handle: () => backInStockSettings(ctx),
    }),
    route({
      method: 'PUT',
      path: '/_emulator/back-in-stock/settings',
      allow: ANYONE,
      write: false,
      input: z.object({ collectionEnabled: z.boolean().optional() }),
      handle: ({ input }) => updateBackInStockSettings(ctx, input),
    }),
  ]
}
