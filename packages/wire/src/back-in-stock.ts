/**
 * Back-in-stock notification requests (wire/back-in-stock.md): a shopper asks to be told when an
 * item is available again; the store reports items back in stock and the requests are notified.
 * @module
 */
import type { CatalogReference, DecimalString, Image, Timestamp } from './common'
import type { PlatformPagingMetadata, PlatformQuery } from './query'

/** Processing status values of a request. */
export const BACK_IN_STOCK_STATUSES = [
  'UNSPECIFIED',
  'RECEIVED',
  'PROCESSING',
  'NOTIFICATION_SENT',
  'FAILED',
] as const

/** RECEIVED → PROCESSING → NOTIFICATION_SENT or FAILED. */
export type BackInStockStatus = (typeof BACK_IN_STOCK_STATUSES)[number] | (string & {})

/** A request to be notified when an item is back in stock. */
export interface BackInStockNotificationRequest {
  /** Read-only. */
  id?: string
  catalogReference: CatalogReference
  email: string
  /** Read-only: the contact made for the e-mail. */
  contactId?: string
  /** Read-only. */
  status: BackInStockStatus
  /** Read-only: true once the platform itself sent the notification. */
  autoNotified?: boolean
  /** Read-only. */
  createdDate?: Timestamp
  /** The item's page, for the notification. */
  itemUrl?: string
}

/** The item as the notification shows it. */
export interface BackInStockItemDetails {
  name: string
  /** Decimal string, at least 0. */
  price: DecimalString
  /** The item's picture; `url` is what the notification shows. */
  image?: Partial<Image>
}

/** Body of `POST /back-in-stock-service/v1/back-in-stock-notification-requests`. */
export interface CreateBackInStockNotificationRequestRequest {
  request: Pick<BackInStockNotificationRequest, 'catalogReference' | 'email' | 'itemUrl'>
  itemDetails: BackInStockItemDetails
}

/** Answer of create, get and mark-as-notification-sent. */
export interface BackInStockNotificationRequestResponse {
  request: BackInStockNotificationRequest
}

/** Query of back-in-stock requests (GET with `.r`; POST `…/query` when long). */
export interface QueryBackInStockNotificationRequestsRequest {
  query?: PlatformQuery
}

/** Answer of the query. */
export interface QueryBackInStockNotificationRequestsResponse {
  requests: BackInStockNotificationRequest[]
  metadata: PlatformPagingMetadata
}

/** Query of `GET …/count-by-catalog-reference` (travels as `.r`). */
export interface GetBackInStockNotificationRequestsCountByCatalogReferencesRequest {
  /** 1..100 references. */
  catalogReferences: CatalogReference[]
}

/** How many requests name one catalog reference. */
export interface BackInStockNotificationRequestsCount {
  catalogReference: CatalogReference
  count: number
}

/** Answer of count-by-catalog-reference, one count per reference asked, in order. */
export interface GetBackInStockNotificationRequestsCountByCatalogReferencesResponse {
  countsPerCatalogReference: BackInStockNotificationRequestsCount[]
}

/**
 * Body of `POST …/report-items-back-in-stock`: the requests to notify are named by
 * `catalogReference` or by `requestIds`, never both.
 */
export interface ReportItemsBackInStockRequest {
  catalogReference?: CatalogReference
  requestIds?: string[]
  itemDetails: BackInStockItemDetails
  extraAutomationTemplateParameters?: Record<string, string>
}
