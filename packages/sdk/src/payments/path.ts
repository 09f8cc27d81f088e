/** The path of a payments-collector call on one order, its id percent-encoded. */
export const collectorPath = (ecomOrderId: string, action: string) =>
  `/ecom/v1/payments-collector/orders/${encodeURIComponent(ecomOrderId)}/${action}`
