import { STORES_APP_ID } from '@storefront-kit/sdk/cart'
import { MEDIA_MUTATIONS } from './media-mutations'
import { group, type Row } from './mutation-rows'
import { ORDER_MUTATIONS } from './order-mutations'

// Every plain (non-optimistic) mutation of the package and what it must do: its mutation key,
// the one request it sends, the areas whose queries are stale once it settles (success or not),
// and the entity query its answer is written into. The variables name an id nothing has (or
// break a rule), so each call reaches the emulator and changes nothing.

/** The id in every path of the table (`:id`). */
export const ID = '00000000-0000-4000-8000-00000000000a'
const reference = { catalogItemId: ID, appId: STORES_APP_ID }
const nobody = { loginEmail: 'nobody@example.com' }

/** The options factories that are not plain mutations: the optimistic cart and sign-in. */
export const NOT_PLAIN = [
  'storefrontMutationOptions',
  'cartMutationOptions',
  'addToCartMutationOptions',
  'updateCartLineItemQuantityMutationOptions',
  'removeCartLineItemsMutationOptions',
  'updateCartMutationOptions',
  'removeCartCouponMutationOptions',
  'deleteCartMutationOptions',
  'cartV2MutationOptions',
  'addLineItemsToCurrentCartMutationOptions',
  'updateLineItemsInCurrentCartMutationOptions',
  'removeLineItemsFromCurrentCartMutationOptions',
  'updateCurrentCartV2MutationOptions',
  'addCouponToCurrentCartMutationOptions',
  'removeCouponFromCurrentCartMutationOptions',
  'setDeliveryMethodForCurrentCartMutationOptions',
  'loginMutationOptions',
  'registerMutationOptions',
  'verifyCodeMutationOptions',
  'resendCodeMutationOptions',
  'proceedMutationOptions',
  'logoutMutationOptions',
  'completeRedirectLoginMutationOptions',
  'recoverMutationOptions',
]

export const PLAIN_MUTATIONS: Row[] = [
  // Account e-mails and the password change (nothing to refresh)
  ...group(
    { key: ['auth'], invalidates: [] },
    {
      useSendRecoveryEmail: [
        'POST /_api/iam/recovery/v1/send-email',
        { email: 'nobody@example.com' },
      ],
      useChangePassword: [
        'POST /_api/iam/authentication/v2/change-password',
        { newPassword: 'new-password' },
      ],
      useSendActivationEmail: ['POST /_api/iam/recovery/v1/activation-email', { identityId: ID }],
    },
  ),
  // Back in stock
  ...group(
    { key: ['backInStock'], invalidates: ['backInStock'] },
    {
      useCreateBackInStockRequest: [
        'POST /back-in-stock-service/v1/back-in-stock-notification-requests',
        {
          request: { catalogReference: reference, email: 'not-an-e-mail' },
          itemDetails: { name: 'Mug', price: '16.00' },
        },
        'createBackInStockNotificationRequest',
      ],
      useDeleteBackInStockRequest: [
        'DELETE /back-in-stock-service/v1/back-in-stock-notification-requests/:id',
        { id: ID },
        'deleteBackInStockNotificationRequest',
      ],
      useMarkAsNotificationSent: [
        'PUT /back-in-stock-service/v1/back-in-stock-notification-requests/:id/mark-as-notification-sent',
        { id: ID },
      ],
      useReportItemsBackInStock: [
        'POST /back-in-stock-service/v1/back-in-stock-notification-requests/report-items-back-in-stock',
        { catalogReference: reference, itemDetails: { name: 'Mug', price: '16.00' } },
      ],
    },
  ),
  // The cart's one plain mutation
  ...group(
    { key: ['cart'], invalidates: ['cart'] },
    {
      useCreateCheckoutFromCart: [
        'POST /ecom/v1/carts/current/create-checkout',
        { channelType: 'WEB' },
        'createCheckout',
      ],
    },
  ),
  // Products
  ...group(
    { key: ['catalog', 'products'], invalidates: ['catalog'] },
    {
      useCreateProduct: [
        'POST /stores/v1/products',
        { product: { name: '', priceData: { price: -1 }, costAndProfitData: { itemCost: 0 } } },
      ],
      useUpdateProduct: ['PATCH /stores/v1/products/:id', { id: ID, product: { name: 'Renamed' } }],
      useDeleteProduct: ['DELETE /stores/v1/products/:id', { id: ID }],
      useUpdateVariants: ['PATCH /stores/v1/products/:id/variants', { id: ID, variants: [] }],
      useResetAllVariantData: ['POST /stores/v1/products/:id/variants/resetToDefault', { id: ID }],
      useDeleteProductOptions: ['DELETE /stores/v1/products/:id/options', { id: ID }],
      useBulkUpdateProducts: [
        'POST /stores/v1/bulk/products/update',
        { ids: [ID], set: { ribbon: 'Sale' } },
      ],
      useBulkAdjustProductProperties: [
        'POST /stores/v1/bulk/products/adjust-properties',
        { ids: [ID], adjust: { price: { percentage: { rate: 10 } } } },
      ],
      useAddProductMedia: [
        'POST /stores/v1/products/:id/media',
        { id: ID, media: [{ url: 'https://example.com/a.jpg' }] },
      ],
      useRemoveProductMedia: [
        'POST /stores/v1/products/:id/media/delete',
        { id: ID, mediaIds: [ID] },
      ],
      useAddProductMediaToChoices: [
        'PATCH /stores/v1/products/:id/choices/media',
        { id: ID, media: [{ option: 'Color', choice: 'Green', mediaIds: [ID] }] },
      ],
      useRemoveProductMediaFromChoices: [
        'POST /stores/v1/products/:id/choices/media/delete',
        { id: ID, media: [{ option: 'Color', choice: 'Green', mediaIds: [ID] }] },
      ],
      useRemoveBrand: ['POST /stores/v1/products/:id/remove-brand', { id: ID }],
      useRemoveRibbon: ['POST /stores/v1/products/:id/remove-ribbon', { id: ID }],
    },
  ),
  // Catalog V3 products, inventory and categories
  ...group(
    { key: ['catalogV3', 'products'], invalidates: ['catalogV3'] },
    {
      useCreateProductV3: [
        'POST /stores/v3/products',
        { product: { name: '', productType: 'PHYSICAL', variantsInfo: { variants: [] } } },
      ],
      useUpdateProductV3: [
        'PATCH /stores/v3/products/:id',
        { id: ID, product: { revision: '1', name: 'Renamed' } },
      ],
      useDeleteProductV3: ['DELETE /stores/v3/products/:id', { id: ID }],
    },
  ),
  ...group(
    { key: ['catalogV3', 'inventory'], invalidates: ['catalogV3'] },
    {
      useUpdateInventoryItem: [
        'PATCH /stores/v3/inventory-items/:id',
        { id: ID, inventoryItem: { revision: '1', quantity: 1 } },
      ],
      useBulkUpdateInventoryItems: [
        'POST /stores/v3/bulk/inventory-items/update',
        { inventoryItems: [{ inventoryItem: { id: ID, revision: '1', inStock: true } }] },
      ],
    },
  ),
  ...group(
    { key: ['catalogV3', 'categories'], invalidates: ['catalogV3'] },
    {
      useCreateCategory: ['POST /categories/v1/categories', { category: { name: '' } }],
      useAddItemToCategories: [
        'POST /categories/v1/bulk/categories/add-item',
        { item: reference, categoryIds: [ID] },
      ],
      useRemoveItemFromCategories: [
        'POST /categories/v1/bulk/categories/remove-item',
        { item: reference, categoryIds: [ID] },
      ],
      useUpdateCategory: [
        'PATCH /categories/v1/categories/:id',
        { id: ID, category: { name: 'Renamed', revision: '1' } },
      ],
      useDeleteCategory: ['DELETE /categories/v1/categories/:id', { id: ID }],
    },
  ),
  // Collections
  ...group(
    { key: ['catalog', 'collections'], invalidates: ['catalog'] },
    {
      useCreateCollection: ['POST /stores/v1/collections', { collection: { name: '' } }],
      useUpdateCollection: [
        'PATCH /stores/v1/collections/:id',
        { id: ID, collection: { name: 'Renamed' } },
      ],
      useDeleteCollection: ['DELETE /stores/v1/collections/:id', { id: ID }],
      useAddProductsToCollection: [
        'POST /stores/v1/collections/:id/productIds',
        { id: ID, productIds: [ID] },
      ],
      useRemoveProductsFromCollection: [
        'POST /stores/v1/collections/:id/productIds/delete',
        { id: ID, productIds: [ID] },
      ],
    },
  ),
  // Checkout changes
  ...group(
    { key: ['checkout'], invalidates: ['checkout'], keeps: 'checkout' },
    {
      useCreateCheckout: [
        'POST /ecom/v1/checkouts',
        { channelType: 'WEB', lineItems: [{ quantity: 1, catalogReference: reference }] },
      ],
      useUpdateCheckout: [
        'PATCH /ecom/v1/checkouts/:id',
        { id: ID, checkout: { buyerNote: 'Ring twice' } },
      ],
      useAddToCheckout: [
        'POST /ecom/v1/checkouts/:id/add-to-checkout',
        { id: ID, lineItems: [{ quantity: 1, catalogReference: reference }] },
      ],
      useRemoveCheckoutLineItems: [
        'POST /ecom/v1/checkouts/:id/remove-line-items',
        { id: ID, lineItemIds: [ID] },
      ],
      useUpdateCheckoutLineItemsQuantity: [
        'POST /ecom/v1/checkouts/:id/update-line-items-quantity',
        { id: ID, lineItems: [{ id: ID, quantity: 2 }] },
      ],
      useRemoveCheckoutCoupon: ['POST /ecom/v1/checkouts/:id/remove-coupon', { id: ID }],
      useRemoveCheckoutGiftCard: ['POST /ecom/v1/checkouts/:id/remove-gift-card', { id: ID }],
      useRemoveOverrideCheckoutUrl: [
        'POST /ecom/v1/checkouts/:id/remove-override-checkout-url',
        { id: ID },
      ],
    },
  ),
  // Placing a Cart V2 order
  ...group(
    { key: ['cartV2'], invalidates: ['cartV2', 'orders'] },
    { usePlaceOrder: ['POST /ecom/v2/carts/:id/place-order', { cartId: ID }] },
  ),
  // Completing a checkout
  ...group(
    { key: ['checkout'], invalidates: ['cart', 'checkout', 'orders'] },
    {
      useCreateOrderFromCheckout: ['POST /ecom/v1/checkouts/:id/create-order', { id: ID }],
      useCreateOrderAndCharge: [
        'POST /ecom/v1/checkouts/:id/create-order-and-charge',
        { id: ID, paymentToken: 'tok' },
      ],
      useMarkCheckoutAsCompleted: ['POST /ecom/v1/checkouts/:id/mark-as-completed', { id: ID }],
    },
  ),
  // Members
  ...group(
    { key: ['members'], invalidates: ['members'] },
    {
      useCreateMember: ['POST /members/v1/members', { member: { loginEmail: 'not-an-e-mail' } }],
      useUpdateMember: [
        'PATCH /members/v1/members/:id',
        { id: ID, member: { profile: { nickname: 'Ada' } } },
      ],
      useUpdateMemberSlug: ['POST /members/v1/members/:id/slug', { id: ID, slug: 'ada' }],
      useDeleteMember: ['DELETE /members/v1/members/:id', { id: ID }],
      useDeleteMemberPhones: ['DELETE /members/v1/members/:id/phones', { id: ID }],
      useDeleteMemberEmails: ['DELETE /members/v1/members/:id/emails', { id: ID }],
      useDeleteMemberAddresses: ['DELETE /members/v1/members/:id/addresses', { id: ID }],
      useApproveMember: ['POST /members/v1/members/:id/approve', { id: ID }],
      useBlockMember: ['POST /members/v1/members/:id/block', { id: ID }],
      useDisconnectMember: ['POST /members/v1/members/:id/disconnect', { id: ID }],
      useMuteMember: ['POST /members/v1/members/:id/mute', { id: ID }],
      useUnmuteMember: ['POST /members/v1/members/:id/unmute', { id: ID }],
      useBulkDeleteMembers: ['POST /members/v1/members/bulk/delete', { memberIds: [ID] }],
      useBulkDeleteMembersByFilter: [
        'POST /members/v1/members/bulk/delete-by-filter',
        { filter: nobody },
      ],
      useBulkApproveMembers: [
        'POST /members/v1/members/bulk/approve-by-filter',
        { filter: nobody },
      ],
      useBulkBlockMembers: ['POST /members/v1/members/bulk/block-by-filter', { filter: nobody }],
      useUpdateMySlug: ['POST /members/v1/members/my/slug', { slug: 'ada' }],
      useJoinCommunity: ['POST /members/v1/members/join-community', undefined],
      useLeaveCommunity: ['POST /members/v1/members/leave-community', undefined],
      useDeleteMyMember: ['DELETE /members/v1/members/my', {}],
    },
  ),
  // Redirect sessions (nothing to refresh)
  ...group(
    { key: ['redirects'], invalidates: [] },
    {
      useCreateRedirectSession: [
        'POST /_api/redirects-api/v1/redirect-session',
        { ecomCheckout: { checkoutId: ID } },
        'create',
      ],
    },
  ),
  // Review writes that answer the review
  ...group(
    { key: ['reviews'], invalidates: ['reviews'], keeps: 'reviews' },
    {
      useCreateReview: [
        'POST /reviews/v1/reviews',
        { review: { namespace: 'stores', entityId: '', content: { rating: 9 } } },
        'create',
      ],
      useCreateReviewAndContact: [
        'POST /reviews/v1/reviews/contact',
        { namespace: 'stores', entityId: '', content: { rating: 9 } },
        'createAndContact',
      ],
      useUpdateReview: [
        'PATCH /reviews/v1/reviews/:id',
        { id: ID, review: { revision: '1', content: { rating: 4 } } },
        'update',
      ],
      useUpdateReviewContent: [
        'PUT /reviews/v1/reviews/content/:id',
        { reviewId: ID, content: { title: 'Updated' }, fieldMask: 'title' },
        'updateContent',
      ],
      useSetReply: ['PATCH /reviews/v1/reviews/:id/reply', { reviewId: ID, message: 'Thank you!' }],
      useRemoveReply: ['DELETE /reviews/v1/reviews/:id/reply', { reviewId: ID }],
      useUpdateModerationStatus: [
        'PATCH /reviews/v1/reviews/:id/moderate',
        { reviewId: ID, status: 'APPROVED' },
        'moderate',
      ],
    },
  ),
  // Other review writes
  ...group(
    { key: ['reviews'], invalidates: ['reviews'] },
    {
      useDeleteReview: ['DELETE /reviews/v1/reviews/:id', { reviewId: ID }, 'delete'],
      useBulkUpdateModerationStatus: [
        'POST /reviews/v1/bulk/reviews/moderate',
        { filter: { entityId: ID }, status: 'APPROVED' },
        'bulkModerate',
      ],
      useBulkDeleteReviews: [
        'POST /reviews/v1/bulk/reviews/delete',
        { filter: { entityId: ID } },
        'bulkDelete',
      ],
      useBulkCreateReview: ['POST /reviews/v1/bulk/reviews/create', { reviews: [] }, 'bulkCreate'],
    },
  ),
  ...ORDER_MUTATIONS(ID),
  ...MEDIA_MUTATIONS(ID),
]
