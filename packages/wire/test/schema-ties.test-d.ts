// The one tie between every request schema and its wire type, checked by `npm run typecheck`:
// a field added, renamed or retyped on one side only is a compile error naming schema and path.
// Path ids that the SDK passes as arguments are part of the schema (the emulator validates the
// path and the body together), so those entries add them to the type.
import { expectTypeOf } from 'vitest'
import type * as wire from '../src/index'
import type { CatalogTies } from './support/catalog-ties'
import type { EntryDrift, Except, PathId } from './support/schema-drift'

/** Read-only fields a request may carry back and the schema drops. */
type LineIds = 'lineItems.id' | 'customLineItems.id'
type Resolutions = 'media.video.resolutions'
type ReadOnlyAuthor = 'author.memberId' | 'author.authorType'
/** Every request schema and its wire type; the catalogs' are in support/catalog-ties.ts. */
interface Ties extends CatalogTies {
  // back-in-stock
  backInStockItemDetailsSchema: wire.BackInStockItemDetails
  createBackInStockNotificationRequestRequestSchema: wire.CreateBackInStockNotificationRequestRequest
  backInStockRequestIdSchema: PathId
  queryBackInStockNotificationRequestsRequestSchema: wire.QueryBackInStockNotificationRequestsRequest
  getBackInStockNotificationRequestsCountByCatalogReferencesRequestSchema: wire.GetBackInStockNotificationRequestsCountByCatalogReferencesRequest
  reportItemsBackInStockRequestSchema: wire.ReportItemsBackInStockRequest
  // cart
  addToCurrentCartRequestSchema: Except<wire.AddToCurrentCartRequest, LineIds>
  cartInfoUpdateSchema: wire.CartInfoUpdate
  updateCurrentCartRequestSchema: Except<wire.UpdateCurrentCartRequest, LineIds>
  updateCurrentCartLineItemQuantityRequestSchema: wire.UpdateCurrentCartLineItemQuantityRequest
  removeLineItemsFromCurrentCartRequestSchema: wire.RemoveLineItemsFromCurrentCartRequest
  estimateCurrentCartTotalsRequestSchema: wire.EstimateCurrentCartTotalsRequest
  createCheckoutFromCurrentCartRequestSchema: wire.CreateCheckoutFromCurrentCartRequest
  // cart v2
  convertedMoneySchema: wire.ConvertedMoney
  catalogItemInputSchema: wire.CatalogItemInput
  customItemInputSchema: wire.CustomItemInput
  cartV2InputSchema: wire.CartV2Input
  cartIdRequestSchema: PathId<'cartId'>
  createCartRequestSchema: wire.CreateCartRequest
  updateCartRequestSchema: wire.UpdateCartRequest
  addLineItemsRequestSchema: wire.AddLineItemsRequest
  removeLineItemsRequestSchema: wire.RemoveLineItemsRequest
  updateLineItemsRequestSchema: wire.UpdateLineItemsRequest
  updateCurrentCartLineItemsRequestSchema: wire.UpdateLineItemsRequest
  addCouponRequestSchema: wire.AddCouponRequest
  removeCouponRequestSchema: wire.RemoveCouponRequest
  setDeliveryMethodRequestSchema: wire.SetDeliveryMethodRequest
  addGiftCardRequestSchema: wire.AddGiftCardRequest
  removeGiftCardRequestSchema: wire.RemoveGiftCardRequest
  // The list may be left out (nothing changes).
  updateFormSubmissionsRequestSchema: Partial<wire.UpdateFormSubmissionsRequest>
  calculateCartRequestSchema: wire.CalculateCartRequest
  estimateCartRequestSchema: wire.EstimateCartRequest
  getCheckoutUrlRequestSchema: wire.GetCheckoutUrlRequest
  placeOrderRequestSchema: wire.PlaceOrderRequest
  markCartAsCompletedRequestSchema: wire.MarkCartAsCompletedRequest
  handleAsyncCheckoutCompletionRequestSchema: wire.HandleAsyncCheckoutCompletionRequest
  // checkout
  // Create ignores `checkoutInfo.id` (update takes it from the path).
  checkoutInfoSchema: Except<wire.CheckoutInfo, 'id'>
  createCheckoutRequestSchema: Except<wire.CreateCheckoutRequest, 'checkoutInfo.id' | LineIds>
  checkoutIdRequestSchema: PathId
  updateCheckoutRequestSchema: Except<
    wire.UpdateCheckoutRequest & { checkout: PathId<'id', wire.CheckoutInfo> },
    LineIds
  >
  addToCheckoutRequestSchema: Except<PathId<'id', wire.AddToCheckoutRequest>, LineIds>
  removeCheckoutLineItemsRequestSchema: PathId<'id', wire.RemoveLineItemsRequest>
  updateCheckoutLineItemsQuantityRequestSchema: PathId<'id', wire.UpdateLineItemsQuantityRequest>
  checkoutCreateOrderRequestSchema: PathId<'id', wire.CheckoutCreateOrderRequest>
  markCheckoutAsCompletedAndRedirectToUrlRequestSchema: wire.MarkCheckoutAsCompletedAndRedirectToUrlRequest
  // common
  moneyAmountSchema: wire.DecimalString
  addressLocationSchema: wire.AddressLocation
  streetAddressSchema: wire.StreetAddress
  countryCodeSchema: string
  addressSchema: wire.Address
  imageSchema: wire.Image
  catalogReferenceSchema: wire.CatalogReference
  guidSchema: string
  fieldMaskSchema: wire.FieldMask
  // ecom-common
  channelTypeSchema: wire.ChannelType
  itemTypePresetSchema: wire.ItemTypePreset
  paymentOptionTypeSchema: wire.PaymentOptionType
  productNameSchema: wire.ProductName
  itemTypeSchema: wire.ItemType
  physicalPropertiesSchema: wire.PhysicalProperties
  descriptionLineSchema: wire.DescriptionLine
  buyerInfoSchema: wire.BuyerInfo
  // errors
  ruleTypeSchema: wire.FieldViolation['violatedRule']
  fieldViolationSchema: wire.FieldViolation
  applicationErrorSchema: wire.ApplicationError
  errorBodySchema: wire.ErrorBody
  // identity
  tokenRequestSchema: wire.TokenRequest
  authorizedClientTokenRequestSchema: wire.AuthorizedClientTokenRequest
  tokenInfoRequestSchema: { token: string }
  identityEmailSchema: string
  identityPasswordSchema: string
  loginIdSchema: wire.LoginId
  captchaTokenSchema: wire.CaptchaToken
  identityAddressSchema: wire.IdentityAddress
  identityProfileSchema: wire.IdentityProfile
  registerV2RequestSchema: wire.RegisterV2Request
  loginV2RequestSchema: wire.LoginV2Request
  registerV1RequestSchema: wire.RegisterV1Request
  loginV1RequestSchema: wire.LoginV1Request
  ssoLoginWithTokenParamsRequestSchema: wire.SsoLoginWithTokenParamsRequest
  signOnRequestSchema: wire.SignOnRequest
  changePasswordRequestSchema: wire.ChangePasswordRequest
  validateEmailRequestSchema: wire.ValidateEmailRequest
  logoutRequestSchema: wire.LogoutRequest
  proceedRequestSchema: wire.ProceedRequest
  startVerificationRequestSchema: wire.StartVerificationRequest
  verifyDuringAuthenticationRequestSchema: wire.VerifyDuringAuthenticationRequest
  resendDuringAuthenticationRequestSchema: wire.ResendDuringAuthenticationRequest
  sendRecoveryEmailRequestSchema: wire.SendRecoveryEmailRequest
  sendActivationEmailRequestSchema: wire.SendActivationEmailRequest
  recoverRequestSchema: wire.RecoverRequest
  // media
  externalInfoSchema: wire.ExternalInfo
  commonSortingSchema: wire.CommonSorting
  generateFileUploadUrlRequestSchema: wire.GenerateFileUploadUrlRequest
  generateFileResumableUploadUrlRequestSchema: wire.GenerateFileResumableUploadUrlRequest
  importFileRequestSchema: wire.ImportFileRequest
  bulkImportFileRequestSchema: wire.BulkImportFileRequest
  bulkImportFilesRequestSchema: wire.BulkImportFilesRequest
  getFileDescriptorRequestSchema: wire.GetFileDescriptorRequest
  getFileDescriptorsRequestSchema: wire.GetFileDescriptorsRequest
  listFilesRequestSchema: wire.ListFilesRequest
  searchFilesRequestSchema: wire.SearchFilesRequest
  mediaQueryRequestSchema: wire.QueryFileDescriptorsRequest & wire.QueryFoldersRequest
  updateFileDescriptorRequestSchema: wire.UpdateFileDescriptorRequest
  bulkDeleteFilesRequestSchema: wire.BulkDeleteFilesRequest
  bulkRestoreFilesFromTrashBinRequestSchema: wire.BulkRestoreFilesFromTrashBinRequest
  generateFilesDownloadUrlRequestSchema: wire.GenerateFilesDownloadUrlRequest
  generateFileDownloadUrlRequestSchema: wire.GenerateFileDownloadUrlRequest
  generateVideoStreamingUrlRequestSchema: wire.GenerateVideoStreamingUrlRequest
  createFolderRequestSchema: wire.CreateFolderRequest
  folderIdRequestSchema: wire.GetFolderRequest & wire.GenerateFolderDownloadUrlRequest
  listFoldersRequestSchema: wire.ListFoldersRequest
  searchFoldersRequestSchema: wire.SearchFoldersRequest
  updateFolderRequestSchema: wire.UpdateFolderRequest
  bulkDeleteFoldersRequestSchema: wire.BulkDeleteFoldersRequest
  bulkRestoreFoldersFromTrashBinRequestSchema: wire.BulkRestoreFoldersFromTrashBinRequest
  // members
  memberFieldsetsSchema: wire.MemberFieldset[]
  memberImageSchema: wire.MemberImage
  memberAddressSchema: wire.MemberAddress
  memberContactSchema: wire.MemberContactInput
  // A profile's slug is read-only here (the slug calls change it).
  memberProfileSchema: Except<wire.MemberProfile, 'slug'>
  createMemberRequestSchema: Except<wire.CreateMemberRequest, 'member.profile.slug'>
  // Additional e-mails are set on creation only.
  updateMemberRequestSchema: Except<
    { member: PathId<'id', wire.MemberUpdate> },
    'member.profile.slug' | 'member.contact.emails'
  >
  getMyMemberRequestSchema: wire.GetMyMemberRequest
  getMemberRequestSchema: PathId<'id', wire.GetMemberRequest>
  memberIdRequestSchema: PathId
  listMembersRequestSchema: wire.ListMembersRequest
  membersSearchSchema: wire.MembersSearch
  queryMembersRequestSchema: wire.QueryMembersRequest
  updateMySlugRequestSchema: wire.UpdateMySlugRequest
  updateMemberSlugRequestSchema: PathId<'id', wire.UpdateMemberSlugRequest>
  deleteMyMemberRequestSchema: wire.DeleteMemberRequest
  deleteMemberRequestSchema: PathId<'id', wire.DeleteMemberRequest>
  bulkDeleteMembersRequestSchema: wire.BulkDeleteMembersRequest
  bulkDeleteMembersByFilterRequestSchema: wire.BulkDeleteMembersByFilterRequest
  bulkMembersByFilterRequestSchema: wire.BulkMembersByFilterRequest
  // orders
  orderPriceSchema: wire.Price
  getOrderRequestSchema: PathId
  searchOrdersRequestSchema: wire.SearchOrdersRequest
  orderLineItemInputSchema: wire.OrderLineItemInput
  orderInputSchema: wire.OrderInput
  createOrderRequestSchema: wire.CreateOrderRequest
  importOrderRequestSchema: wire.ImportOrderRequest
  orderUpdateSchema: wire.OrderUpdate
  updateOrderRequestSchema: wire.UpdateOrderRequest
  cancelOrderRequestSchema: PathId<'id', wire.CancelOrderRequest>
  bulkUpdateOrdersRequestSchema: wire.BulkUpdateOrdersRequest
  bulkUpdateOrderTagsRequestSchema: wire.BulkUpdateOrderTagsRequest
  activityInputSchema: wire.ActivityInput
  // `activities` is internal-only on the wire: accepted and ignored.
  addActivitiesRequestSchema: Except<PathId<'orderId', wire.AddActivitiesRequest>, 'activities'>
  // The int64 counter is read as a number (a JSON number is accepted too).
  setOrderNumberCounterRequestSchema: Except<wire.SetOrderNumberCounterRequest, 'counter'>
  bulkDeleteImportedOrdersRequestSchema: wire.BulkDeleteImportedOrdersRequest
  checkoutCreateOrderAndChargeRequestSchema: PathId<'id', wire.CreateOrderAndChargeRequest>
  updateOrderStatusRequestSchema: PathId<'orderId', wire.UpdateOrderStatusRequest>
  aggregateOrdersRequestSchema: wire.AggregateOrdersRequest
  // A custom activity's new content names its type, as AddActivities requires.
  updateActivityRequestSchema: PathId<
    'activityId',
    PathId<'id', { activity: wire.PublicActivity & { customActivity?: { type: string } } }>
  >
  deleteActivityRequestSchema: PathId<'activityId', PathId>
  // payments
  preparePaymentCollectionRequestSchema: PathId<'ecomOrderId', wire.PreparePaymentCollectionRequest>
  getPaymentCollectabilityStatusRequestSchema: PathId<'ecomOrderId'>
  captureAuthorizedPaymentsRequestSchema: PathId<
    'ecomOrderId',
    wire.CaptureAuthorizedPaymentsRequest
  >
  voidAuthorizedPaymentsRequestSchema: PathId<'ecomOrderId', wire.VoidAuthorizedPaymentsRequest>
  markOrderAsPaidRequestSchema: PathId<'ecomOrderId'>
  bulkMarkOrdersAsPaidRequestSchema: wire.BulkMarkOrdersAsPaidRequest
  recordManuallyCollectedPaymentRequestSchema: PathId<
    'orderId',
    wire.RecordManuallyCollectedPaymentRequest
  >
  getRefundabilityStatusRequestSchema: PathId<'ecomOrderId'>
  refundDetailsSchema: wire.RefundDetails
  triggerRefundRequestSchema: PathId<'ecomOrderId', wire.TriggerRefundRequest>
  createPaymentGatewayOrderRequestSchema: PathId<
    'ecomOrderId',
    wire.CreatePaymentGatewayOrderRequest
  >
  membershipChargeItemSchema: wire.MembershipChargeItem
  chargeMembershipsRequestSchema: PathId<'ecomOrderId', wire.ChargeMembershipsRequest>
  // purchase-flow
  quantitySchema: number
  extendedFieldsSchema: wire.ExtendedFields
  catalogOverrideFieldsSchema: wire.CatalogOverrideFields
  // A line's id is read-only: sent along, it is ignored.
  lineItemInputSchema: Except<wire.LineItemInput, 'id'>
  checkoutLineItemInputSchema: Except<wire.CheckoutLineItemInput, 'id'>
  customLineItemSchema: Except<wire.CustomLineItem, 'id'>
  lineItemQuantityUpdateSchema: wire.LineItemQuantityUpdate
  selectedShippingOptionSchema: wire.SelectedShippingOption
  fullAddressContactDetailsSchema: wire.FullAddressContactDetails
  addressWithContactSchema: wire.AddressWithContact
  hostSelectedMembershipSchema: wire.HostSelectedMembership
  selectedMembershipsSchema: wire.SelectedMemberships
  // query
  filterSchema: wire.Filter
  sortOrderSchema: wire.SortOrder
  sortingSchema: wire.Sorting
  pagingSchema: wire.Paging
  cursorPagingSchema: wire.CursorPaging
  platformQuerySchema: wire.PlatformQuery
  cursorQuerySchema: wire.CursorQuery
  offsetQuerySchema: wire.OffsetQuery
  // recommendations
  algorithmSchema: wire.Algorithm
  getRecommendationRequestSchema: wire.GetRecommendationRequest
  // redirects
  promptSchema: wire.Prompt
  authorizeRequestSchema: wire.AuthorizeRequest
  callbackParamsSchema: wire.CallbackParams
  redirectSessionPreferencesSchema: wire.RedirectSessionPreferences
  createRedirectSessionRequestSchema: wire.CreateRedirectSessionRequest
  // reviews
  // A video's resolutions and an author's type and member id are read-only: sent along, ignored.
  reviewVideoSchema: Except<wire.ReviewVideo, 'resolutions'>
  reviewMediaSchema: Except<wire.ReviewMedia, 'video.resolutions'>
  reviewContentSchema: Except<wire.ReviewContentInput, Resolutions>
  reviewContentPatchSchema: Except<Partial<wire.ReviewContentInput>, Resolutions>
  reviewInputSchema: Except<wire.ReviewInput, `content.${Resolutions}` | ReadOnlyAuthor>
  createReviewRequestSchema: Except<
    wire.CreateReviewRequest,
    `review.content.${Resolutions}` | `review.${ReadOnlyAuthor}`
  >
  createReviewAndContactRequestSchema: Except<
    wire.CreateReviewAndContactRequest,
    `content.${Resolutions}`
  >
  getReviewRequestSchema: wire.GetReviewRequest
  queryReviewsRequestSchema: wire.QueryReviewsRequest
  countReviewsRequestSchema: wire.CountReviewsRequest
  updateReviewRequestSchema: Except<
    { review: PathId<'id', wire.ReviewUpdate>; fieldMask?: wire.FieldMask },
    `review.content.${Resolutions}`
  >
  updateReviewContentRequestSchema: Except<
    PathId<'reviewId', wire.UpdateReviewContentRequest>,
    `content.${Resolutions}`
  >
  reviewIdRequestSchema: PathId<'reviewId'>
  setReplyRequestSchema: PathId<'reviewId', wire.SetReplyRequest>
  updateModerationStatusRequestSchema: PathId<'reviewId', wire.UpdateModerationStatusRequest>
  bulkCreateReviewRequestSchema: Except<
    wire.BulkCreateReviewRequest,
    `reviews.content.${Resolutions}` | `reviews.${ReadOnlyAuthor}`
  >
  bulkDeleteReviewsRequestSchema: wire.BulkDeleteReviewsRequest
  bulkUpdateModerationStatusRequestSchema: wire.BulkUpdateModerationStatusRequest
}

// `lazySchema` makes schemas; it is not one.
type SchemaName = Exclude<Extract<keyof typeof wire, `${string}Schema`>, 'lazySchema'>
type Drift = {
  [N in SchemaName & keyof Ties]: EntryDrift<N, (typeof wire)[N], Ties[N]>
}[SchemaName & keyof Ties]

// On drift, the error lists every `schema.path: what` (and names a schema missing from the table).
export const drift: Record<Drift, true> = {}
export const untied: Record<Exclude<SchemaName, keyof Ties>, true> = {}
expectTypeOf<Exclude<keyof Ties, SchemaName>>().toEqualTypeOf<never>()
