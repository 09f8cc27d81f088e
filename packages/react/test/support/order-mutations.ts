import { group, type Row } from './mutation-rows'

// The orders', payments' and refunds' plain mutations, in the shape of PLAIN_MUTATIONS: writes
// that answer the order keep it in its detail query; refunds may put stock back, so the catalog
// goes stale too. The variables name an id nothing has, or break a rule, so nothing changes.

const emptyOrder = { lineItems: [], priceSummary: {}, channelInfo: { type: 'WEB' } }

export const ORDER_MUTATIONS = (ID: string): Row[] => [
  // Order writes that answer the order
  ...group(
    { key: ['orders'], invalidates: ['orders'], keeps: 'orders' },
    {
      useCreateOrder: ['POST /ecom/v1/orders', { order: emptyOrder }],
      useUpdateOrder: [
        'PATCH /ecom/v1/orders/:id',
        { id: ID, order: { buyerNote: 'Leave at the door' }, fieldMask: 'buyerNote' },
      ],
      useCancelOrder: ['POST /ecom/v1/orders/:id/cancel', { id: ID }],
      useAddActivities: [
        'POST /ecom/v1/orders/:id/activities/add',
        { orderId: ID, orderActivities: [] },
      ],
      useImportOrder: [
        'POST /ecom/v1/orders/import',
        { order: { ...emptyOrder, status: 'APPROVED', paymentStatus: 'PAID' } },
      ],
      useUpdateOrderStatus: [
        'POST /ecom/v1/orders/:id/update-status',
        { orderId: ID, status: 'APPROVED' },
      ],
      useUpdateActivity: [
        'PATCH /ecom/v1/orders/:id/activities/:id',
        { id: ID, activityId: ID, activity: { merchantComment: { message: 'Wrap it' } } },
      ],
      useDeleteActivity: ['DELETE /ecom/v1/orders/:id/activities/:id', { id: ID, activityId: ID }],
    },
  ),
  // Other order writes
  ...group(
    { key: ['orders'], invalidates: ['orders'] },
    {
      useBulkUpdateOrders: ['POST /ecom/v1/bulk/orders/update', { orders: [] }],
      useBulkUpdateOrderTags: ['POST /ecom/v1/bulk/orders/update-tags', { orderIds: [] }],
      useSetOrderNumberCounter: [
        'POST /ecom/v1/orders/import/set-order-number-counter',
        { counter: 'many' },
      ],
      useBulkDeleteImportedOrders: [
        'POST /ecom/v1/orders/import/bulk-delete-imported-orders',
        { orderIds: [] },
      ],
    },
  ),
  // Payments
  ...group(
    { key: ['payments'], invalidates: ['orders', 'payments'] },
    {
      usePreparePaymentCollection: [
        'POST /ecom/v1/payments-collector/orders/:id/prepare-payment-collection',
        { ecomOrderId: ID, amount: { amount: '10.00' } },
      ],
      useCaptureAuthorizedPayments: [
        'POST /ecom/v1/payments-collector/orders/:id/capture-authorized-payments',
        { ecomOrderId: ID, payments: [] },
      ],
      useVoidAuthorizedPayments: [
        'POST /ecom/v1/payments-collector/orders/:id/void-authorized-payments',
        { ecomOrderId: ID, paymentIds: [] },
      ],
      useBulkMarkOrdersAsPaid: [
        'POST /v1/bulk/payments-collector/mark-as-paid',
        { ecomOrderIds: [ID] },
      ],
      useRecordManuallyCollectedPayment: [
        'POST /ecom/v1/payments-collector/orders/:id/manual-payment',
        { orderId: ID, amount: { amount: '10.00' } },
      ],
      useCreatePaymentGatewayOrder: [
        'POST /ecom/v1/payments-collector/orders/:id/create-payment-gateway-order',
        { ecomOrderId: ID },
      ],
      useChargeMemberships: [
        'POST /ecom/v1/payments-collector/orders/:id/charge-membership',
        { ecomOrderId: ID, memberId: ID },
      ],
    },
  ),
  // Payment writes that answer the order
  ...group(
    { key: ['payments'], invalidates: ['orders', 'payments'], keeps: 'orders' },
    {
      useMarkOrderAsPaid: [
        'POST /ecom/v1/payments-collector/orders/:id/mark-as-paid',
        { ecomOrderId: ID },
      ],
    },
  ),
  // Refunds may put stock back
  ...group(
    { key: ['payments'], invalidates: ['catalog', 'orders', 'payments'] },
    {
      useTriggerRefund: [
        'POST /ecom/v1/payments-collector/orders/:id/trigger-refund',
        { ecomOrderId: ID, payments: [{ paymentId: ID }] },
      ],
    },
  ),
]
