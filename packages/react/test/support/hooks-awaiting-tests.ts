/**
 * Exported hooks no test runs yet (issue 20 found 100 of 130). This list may only shrink: the
 * check in every-hook-tested.test.ts fails for a new hook that no test names, and for a hook
 * here that a test names now (take it off). A hook's test runs it against the emulator and
 * checks its cache key, what it invalidates and its error.
 */
export const HOOKS_AWAITING_TESTS: ReadonlySet<string> = new Set([
  'useAddProductMedia',
  'useAddProductMediaToChoices',
  'useAddProductsToCollection',
  'useBulkAdjustProductProperties',
  'useBulkUpdateProducts',
  'useCaptureAuthorizedPayments',
  'useCollection',
  'useCollectionBySlugV1',
  'useCollectionV1',
  'useCollectionsV1',
  'useCreateCollection',
  'useCreateProduct',
  'useCreateRedirectSession',
  'useDeleteCollection',
  'useDeleteProduct',
  'useDeleteProductOptions',
  'useInfiniteCollections',
  'useInfiniteCollectionsV1',
  'useInfinitePlatformizedProducts',
  'usePaymentCollectabilityStatus',
  'usePlatformizedProducts',
  'usePreparePaymentCollection',
  'useProductOptionsAvailability',
  'useProductVariants',
  'useRemoveBrand',
  'useRemoveProductMedia',
  'useRemoveProductMediaFromChoices',
  'useRemoveProductsFromCollection',
  'useRemoveRibbon',
  'useResetAllVariantData',
  'useStoreVariant',
  'useStoreVariants',
  'useUpdateVariants',
  'useVoidAuthorizedPayments',
])
