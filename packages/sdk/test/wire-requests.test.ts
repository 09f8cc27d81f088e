/**
 * Every request of the SDK as the platform's client sends it: one row per exported function that
 * calls the platform, pinning its method, path, query string and JSON body (wire/README.md: path
 * ids are repeated in a GET's or DELETE's query; catalog v1 queries send filter and sort as JSON
 * text). The requests go to the real emulator; only what leaves the SDK is compared.
 *
 * Adding an SDK function: add its row to ROWS, keyed `<subpath>.<name>` (the subpath of
 * `@storefront-kit/sdk/<subpath>`, `index` for the root), with a call that fills every field it
 * sends and the request as wire/*.md documents it: `sends: 'METHOD /path?query'` and `body` (the
 * JSON body, left out when there is none). `as: 'visitor'` runs it as a visitor (for calls that
 * need visitor tokens; the visitor's anonymous token grant is not part of the row). Exports that
 * send nothing of their own (helpers, builders, storage) go in NOT_CALLS, with why. A new subpath
 * goes in MODULES. A function with no row, or a row with no function, fails the first test.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LoginState, OAuthData } from '../src/auth'
import * as auth from '../src/auth'
import * as backInStock from '../src/back-in-stock'
import * as cart from '../src/cart'
import * as cartV2 from '../src/cart-v2'
import * as catalog from '../src/catalog'
import * as catalogV3 from '../src/catalog-v3'
import * as checkout from '../src/checkout'
import type { Client } from '../src/index'
import * as root from '../src/index'
import * as media from '../src/media'
import * as members from '../src/members'
import type { OrderInput } from '../src/orders'
import * as orders from '../src/orders'
import * as payments from '../src/payments'
import * as recommendations from '../src/recommendations'
import * as redirects from '../src/redirects'
import * as reviews from '../src/reviews'
import * as webhooks from '../src/webhooks'
import { type ServedEmulator, serveEmulator } from './support/emulator'

const ID = 'id-1'
const ID2 = 'id-2'
const OAUTH: OAuthData = {
  state: 'st-1',
  codeVerifier: 'v'.repeat(43),
  codeChallenge: 'c'.repeat(43),
  redirectUri: 'https://shop.test/callback',
}
const ORDER: OrderInput = {
  lineItems: [],
  priceSummary: { total: { amount: '0' } },
  channelInfo: { type: 'POS' },
}
const PRODUCT = {
  name: 'Mug',
  productType: 'physical' as const,
  priceData: { price: 18 },
  costAndProfitData: { itemCost: 5 },
}
const CATALOG_ITEM = {
  catalogReference: { appId: cartV2.STORES_APP_ID, catalogItemId: ID },
  quantity: 1,
}
const CATALOG_ITEM_SENT = {
  catalogReference: { appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e', catalogItemId: 'id-1' },
  quantity: 1,
}
/** The Stores category tree, named in every categories request (wire/catalog-v3.md §2). */
const STORES_TREE = { appNamespace: '@wix/stores' }
const STORES_ITEM = { catalogItemId: ID, appId: cartV2.STORES_APP_ID }
const STORES_ITEM_SENT = { catalogItemId: 'id-1', appId: '215238eb-22a5-4c36-9e7b-e7c08025e04e' }
const PRODUCT_V3 = {
  name: 'Linen Scarf',
  productType: 'PHYSICAL' as const,
  physicalProperties: {},
  variantsInfo: { variants: [{ choices: [], price: { actualPrice: { amount: '35' } } }] },
}
const VERIFYING: LoginState = {
  loginState: 'EMAIL_VERIFICATION_REQUIRED',
  data: { stateToken: 'st' },
}

type Row = {
  call: (client: Client) => unknown
  /** Method, path and query string (`?…`, exactly as sent). */
  sends: string
  /** The JSON body; none when left out. */
  body?: unknown
  as?: 'visitor'
}

const MODULES: Record<string, Record<string, unknown>> = {
  index: root,
  auth,
  'back-in-stock': backInStock,
  cart,
  'cart-v2': cartV2,
  catalog,
  'catalog-v3': catalogV3,
  checkout,
  media,
  members,
  orders,
  payments,
  recommendations,
  redirects,
  reviews,
  webhooks,
}

/** Exports that send no request of their own. */
const NOT_CALLS = [
  // client, auth strategies, paging and query helpers
  'index.apiKeyAuth',
  'index.createClient',
  'index.cursorPager',
  'index.encodeQuery',
  'index.isStorefrontError',
  'index.memoryStorage',
  'index.offsetPager',
  'index.paginate',
  'index.visitorAuth',
  'index.withPager',
  // what makes two catalog references the same item
  'cart.catalogReferenceKey',
  'cart-v2.catalogReferenceKey',
  // query builders
  'catalog.collectionQuery',
  'catalog.productFilter',
  'catalog.productQuery',
  'catalog.storeVariantQuery',
  // typed Catalog V3 queries and filters: they return the platform's JSON unchanged
  'catalog-v3.inCategory',
  'catalog-v3.v3ProductQuery',
  'catalog-v3.v3ProductSearch',
  // token storage, PKCE data, sign-in state
  'auth.cookieStorage',
  'auth.crossTabLock',
  'auth.generateCodeChallenge',
  'auth.generateCodeVerifier',
  'auth.generateOAuthData',
  'auth.generateState',
  'auth.getLoginState',
  'auth.hydrateTokens',
  'auth.isCodeVerifier',
  'auth.isOAuthData',
  'auth.isTokens',
  'auth.loadOAuthData',
  'auth.localStorageAdapter',
  'auth.loggedIn',
  'auth.normalizeAuthError',
  'auth.parseFromUrl',
  'auth.saveOAuthData',
  'auth.serializeTokens',
  'auth.tokensCookie',
  'auth.tokensFromCookies',
  // runs in a browser page: a hidden frame, not a fetch
  'auth.getMemberTokensForDirectLogin',
  // remembers in the client, or in localStorage, that this visitor has no cart
  'cart.localStorageNoCart',
  'cart.rememberNoCart',
  // generateFileUploadUrl / generateFileResumableUploadUrl (their rows) and then the bytes to the
  // upload URL they answer, which is not an API path
  'media.uploadFile',
  'media.uploadFileResumable',
  // check a webhook's signature with the app's public key; nothing is fetched
  'webhooks.createWebhookHandler',
  'webhooks.importWebhookKey',
  'webhooks.verifyWebhook',
]

const ROWS: Record<string, Row> = {
  'index.graphql': {
    call: (c) => root.graphql(c, 'query { ping }', { a: 1 }),
    sends: 'POST /graphql/alpha',
    body: { query: 'query { ping }', variables: { a: 1 } },
  },
  'reviews.bulkCreateReview': {
    call: (c) => reviews.bulkCreateReview(c, { reviews: [] }),
    sends: 'POST /reviews/v1/bulk/reviews/create',
    body: { reviews: [] },
  },
  'reviews.bulkDeleteReviews': {
    call: (c) => reviews.bulkDeleteReviews(c, { filter: { entityId: ID } }),
    sends: 'POST /reviews/v1/bulk/reviews/delete',
    body: { filter: { entityId: 'id-1' } },
  },
  'reviews.bulkUpdateModerationStatus': {
    call: (c) =>
      reviews.bulkUpdateModerationStatus(c, { filter: { entityId: ID }, status: 'APPROVED' }),
    sends: 'POST /reviews/v1/bulk/reviews/moderate',
    body: { filter: { entityId: 'id-1' }, status: 'APPROVED' },
  },
  'reviews.removeReply': {
    call: (c) => reviews.removeReply(c, ID),
    sends: 'DELETE /reviews/v1/reviews/id-1/reply?reviewId=id-1',
  },
  'reviews.setReply': {
    call: (c) => reviews.setReply(c, ID, { message: 'Thanks' }),
    sends: 'PATCH /reviews/v1/reviews/id-1/reply',
    body: { message: 'Thanks', reviewId: 'id-1' },
  },
  'reviews.updateModerationStatus': {
    call: (c) => reviews.updateModerationStatus(c, ID, { status: 'REJECTED' }),
    sends: 'PATCH /reviews/v1/reviews/id-1/moderate',
    body: { status: 'REJECTED', reviewId: 'id-1' },
  },
  'reviews.countReviews': {
    call: (c) => reviews.countReviews(c, { filter: { entityId: ID } }),
    sends: 'POST /reviews/v1/reviews/count',
    body: { filter: { entityId: 'id-1' } },
  },
  'reviews.getReview': {
    call: (c) => reviews.getReview(c, ID),
    sends: 'GET /reviews/v1/reviews/id-1?reviewId=id-1',
  },
  'reviews.queryReviews': {
    call: (c) => reviews.queryReviews(c, { query: { filter: { entityId: ID } } }),
    sends: 'POST /reviews/v1/reviews/query',
    body: { query: { filter: { entityId: 'id-1' } } },
  },
  'reviews.createReview': {
    call: (c) =>
      reviews.createReview(c, {
        review: { namespace: 'stores', entityId: ID, content: { rating: 5 } },
      }),
    sends: 'POST /reviews/v1/reviews',
    body: { review: { namespace: 'stores', entityId: 'id-1', content: { rating: 5 } } },
  },
  'reviews.createReviewAndContact': {
    call: (c) =>
      reviews.createReviewAndContact(c, {
        namespace: 'stores',
        entityId: ID,
        content: { rating: 5 },
      }),
    sends: 'POST /reviews/v1/reviews/contact',
    body: { namespace: 'stores', entityId: 'id-1', content: { rating: 5 } },
  },
  'reviews.deleteReview': {
    call: (c) => reviews.deleteReview(c, ID),
    sends: 'DELETE /reviews/v1/reviews/id-1?reviewId=id-1',
  },
  'reviews.updateReview': {
    call: (c) => reviews.updateReview(c, ID, { review: { revision: '1', content: { rating: 4 } } }),
    sends: 'PATCH /reviews/v1/reviews/id-1',
    body: { review: { revision: '1', content: { rating: 4 }, id: 'id-1' } },
  },
  'reviews.updateReviewContent': {
    call: (c) =>
      reviews.updateReviewContent(c, ID, { content: { rating: 4 }, fieldMask: 'rating' }),
    sends: 'PUT /reviews/v1/reviews/content/id-1',
    body: { content: { rating: 4 }, fieldMask: 'rating', reviewId: 'id-1' },
  },
  'catalog.addProductsToCollection': {
    call: (c) => catalog.addProductsToCollection(c, ID, { productIds: [ID2] }),
    sends: 'POST /stores/v1/collections/id-1/productIds',
    body: { id: 'id-1', productIds: ['id-2'] },
  },
  'catalog.createCollection': {
    call: (c) => catalog.createCollection(c, { collection: { name: 'Mugs' } }),
    sends: 'POST /stores/v1/collections',
    body: { collection: { name: 'Mugs' } },
  },
  'catalog.deleteCollection': {
    call: (c) => catalog.deleteCollection(c, ID),
    sends: 'DELETE /stores/v1/collections/id-1?id=id-1',
  },
  'catalog.removeProductsFromCollection': {
    call: (c) => catalog.removeProductsFromCollection(c, ID, { productIds: [ID2] }),
    sends: 'POST /stores/v1/collections/id-1/productIds/delete',
    body: { id: 'id-1', productIds: ['id-2'] },
  },
  'catalog.updateCollection': {
    call: (c) => catalog.updateCollection(c, ID, { collection: { name: 'Cups' } }),
    sends: 'PATCH /stores/v1/collections/id-1',
    body: { collection: { name: 'Cups', id: 'id-1' } },
  },
  'catalog.getCollection': {
    call: (c) => catalog.getCollection(c, ID),
    sends: 'GET /v2/collections/id-1?id=id-1',
  },
  'catalog.getCollectionBySlug': {
    call: (c) => catalog.getCollectionBySlug(c, 'mugs'),
    sends: 'GET /v2/collections/slug/mugs?slug=mugs',
  },
  'catalog.getCollectionBySlugV1': {
    call: (c) => catalog.getCollectionBySlugV1(c, 'mugs'),
    sends: 'GET /stores-reader/v1/collections/slug/mugs?slug=mugs',
  },
  'catalog.getCollectionV1': {
    call: (c) => catalog.getCollectionV1(c, ID),
    sends: 'GET /stores-reader/v1/collections/id-1?id=id-1',
  },
  'catalog.queryCollections': {
    call: (c) => catalog.queryCollections(c, { query: { filter: { slug: 'mugs' } } }),
    sends: 'GET /v2/collections/query?.r=eyJxdWVyeSI6eyJmaWx0ZXIiOnsic2x1ZyI6Im11Z3MifX19',
  },
  'catalog.queryCollectionsV1': {
    call: (c) =>
      catalog.queryCollectionsV1(c, {
        query: { filter: { name: 'Mugs' }, sort: [{ fieldName: 'name', order: 'ASC' }] },
      }),
    sends: 'POST /stores-reader/v1/collections/query',
    body: { query: { filter: '{"name":"Mugs"}', sort: '[{"name":"asc"}]' } },
  },
  'catalog.addProductMedia': {
    call: (c) => catalog.addProductMedia(c, ID, { media: [{ url: 'https://img.test/a.jpg' }] }),
    sends: 'POST /stores/v1/products/id-1/media',
    body: { id: 'id-1', media: [{ url: 'https://img.test/a.jpg' }] },
  },
  'catalog.addProductMediaToChoices': {
    call: (c) => catalog.addProductMediaToChoices(c, ID, { media: [] }),
    sends: 'PATCH /stores/v1/products/id-1/choices/media',
    body: { id: 'id-1', media: [] },
  },
  'catalog.bulkAdjustProductProperties': {
    call: (c) => catalog.bulkAdjustProductProperties(c, { ids: [ID], adjust: {} }),
    sends: 'POST /stores/v1/bulk/products/adjust-properties',
    body: { ids: ['id-1'], adjust: {} },
  },
  'catalog.bulkUpdateProducts': {
    call: (c) => catalog.bulkUpdateProducts(c, { ids: [ID], set: {} }),
    sends: 'POST /stores/v1/bulk/products/update',
    body: { ids: ['id-1'], set: {} },
  },
  'catalog.createProduct': {
    call: (c) =>
      catalog.createProduct(c, {
        product: PRODUCT,
      }),
    sends: 'POST /stores/v1/products',
    body: { product: PRODUCT },
  },
  'catalog.deleteProduct': {
    call: (c) => catalog.deleteProduct(c, ID),
    sends: 'DELETE /stores/v1/products/id-1?id=id-1',
  },
  'catalog.deleteProductOptions': {
    call: (c) => catalog.deleteProductOptions(c, ID),
    sends: 'DELETE /stores/v1/products/id-1/options?id=id-1',
  },
  'catalog.removeBrand': {
    call: (c) => catalog.removeBrand(c, ID),
    sends: 'POST /stores/v1/products/id-1/remove-brand',
    body: { id: 'id-1' },
  },
  'catalog.removeProductMedia': {
    call: (c) => catalog.removeProductMedia(c, ID, { mediaIds: [ID2] }),
    sends: 'POST /stores/v1/products/id-1/media/delete',
    body: { id: 'id-1', mediaIds: ['id-2'] },
  },
  'catalog.removeProductMediaFromChoices': {
    call: (c) => catalog.removeProductMediaFromChoices(c, ID, { media: [] }),
    sends: 'POST /stores/v1/products/id-1/choices/media/delete',
    body: { id: 'id-1', media: [] },
  },
  'catalog.removeRibbon': {
    call: (c) => catalog.removeRibbon(c, ID),
    sends: 'POST /stores/v1/products/id-1/remove-ribbon',
    body: { id: 'id-1' },
  },
  'catalog.resetAllVariantData': {
    call: (c) => catalog.resetAllVariantData(c, ID),
    sends: 'POST /stores/v1/products/id-1/variants/resetToDefault',
    body: { id: 'id-1' },
  },
  'catalog.updateProduct': {
    call: (c) => catalog.updateProduct(c, ID, { product: { name: 'Cup' } }),
    sends: 'PATCH /stores/v1/products/id-1',
    body: { product: { name: 'Cup', id: 'id-1' } },
  },
  'catalog.updateVariants': {
    call: (c) => catalog.updateVariants(c, ID, { variants: [] }),
    sends: 'PATCH /stores/v1/products/id-1/variants',
    body: { id: 'id-1', variants: [] },
  },
  'catalog.getProduct': {
    call: (c) => catalog.getProduct(c, ID),
    sends: 'GET /stores-reader/v1/products/id-1?id=id-1',
  },
  'catalog.getStoreVariant': {
    call: (c) => catalog.getStoreVariant(c, ID),
    sends: 'GET /stores-reader/v1/variants/id-1?id=id-1',
  },
  'catalog.productOptionsAvailability': {
    call: (c) => catalog.productOptionsAvailability(c, ID, { options: { Size: 'L' } }),
    sends: 'POST /stores-reader/v1/products/id-1/productOptionsAvailability',
    body: { id: 'id-1', options: { Size: 'L' } },
  },
  'catalog.queryProducts': {
    call: (c) =>
      catalog.queryProducts(c, {
        query: { filter: { name: 'Mug' }, sort: [{ fieldName: 'price', order: 'ASC' }] },
      }),
    sends: 'POST /stores-reader/v1/products/query',
    body: { query: { filter: '{"name":"Mug"}', sort: '[{"price":"asc"}]' } },
  },
  'catalog.queryProductsPlatformized': {
    call: (c) => catalog.queryProductsPlatformized(c, { query: { filter: { name: 'Mug' } } }),
    sends:
      'GET /stores-reader/v1/products/query-platformized?.r=eyJxdWVyeSI6eyJmaWx0ZXIiOnsibmFtZSI6Ik11ZyJ9fX0',
  },
  'catalog.queryProductVariants': {
    call: (c) => catalog.queryProductVariants(c, ID),
    sends: 'POST /stores-reader/v1/products/id-1/variants/query',
    body: { id: 'id-1' },
  },
  'catalog.queryStoreVariants': {
    call: (c) => catalog.queryStoreVariants(c, { query: { filter: { productId: ID } } }),
    sends: 'POST /stores-reader/v1/variants/query',
    body: { query: { filter: { productId: 'id-1' } } },
  },
  'catalog-v3.getCatalogVersion': {
    call: (c) => catalogV3.getCatalogVersion(c),
    sends: 'GET /stores/v3/provision/version',
  },
  'catalog-v3.getProductV3': {
    call: (c) => catalogV3.getProductV3(c, ID, ['URL', 'CURRENCY']),
    sends: 'GET /stores/v3/products/id-1?productId=id-1&fields=URL&fields=CURRENCY',
  },
  'catalog-v3.getProductBySlugV3': {
    call: (c) => catalogV3.getProductBySlugV3(c, 'my-shirt', ['URL']),
    sends: 'GET /stores/v3/products/slug/my-shirt?slug=my-shirt&fields=URL',
  },
  'catalog-v3.queryProductsV3': {
    call: (c) =>
      catalogV3.queryProductsV3(c, {
        fields: ['URL'],
        query: { filter: { visible: true }, cursorPaging: { limit: 2 } },
      }),
    // .r = base64url of {"fields":["URL"],"query":{"filter":{"visible":true},"cursorPaging":{"limit":2}}}
    sends:
      'GET /stores/v3/products/query?.r=eyJmaWVsZHMiOlsiVVJMIl0sInF1ZXJ5Ijp7ImZpbHRlciI6eyJ2aXNpYmxlIjp0cnVlfSwiY3Vyc29yUGFnaW5nIjp7ImxpbWl0IjoyfX19',
  },
  'catalog-v3.searchProductsV3': {
    call: (c) =>
      catalogV3.searchProductsV3(c, {
        search: {
          filter: { visible: true },
          search: { expression: 'shirt', fields: ['name'] },
          cursorPaging: { limit: 5 },
        },
        fields: ['URL'],
      }),
    sends:
      'GET /stores/v3/products/search?.r=eyJzZWFyY2giOnsiZmlsdGVyIjp7InZpc2libGUiOnRydWV9LCJzZWFyY2giOnsiZXhwcmVzc2lvbiI6InNoaXJ0IiwiZmllbGRzIjpbIm5hbWUiXX0sImN1cnNvclBhZ2luZyI6eyJsaW1pdCI6NX19LCJmaWVsZHMiOlsiVVJMIl19',
  },
  'catalog-v3.countProductsV3': {
    call: (c) => catalogV3.countProductsV3(c, { filter: { visible: true } }),
    sends: 'GET /stores/v3/products/count?.r=eyJmaWx0ZXIiOnsidmlzaWJsZSI6dHJ1ZX19',
  },
  'catalog-v3.getAllProductsCategory': {
    call: (c) => catalogV3.getAllProductsCategory(c),
    sends: 'GET /stores/v3/all-products-category',
  },
  'catalog-v3.createProductV3': {
    call: (c) => catalogV3.createProductV3(c, { product: PRODUCT_V3 }),
    sends: 'POST /stores/v3/products',
    body: { product: PRODUCT_V3 },
  },
  'catalog-v3.updateProductV3': {
    call: (c) => catalogV3.updateProductV3(c, ID, { product: { revision: '1', name: 'Wrap' } }),
    sends: 'PATCH /stores/v3/products/id-1',
    body: { product: { revision: '1', name: 'Wrap', id: 'id-1' } },
  },
  'catalog-v3.deleteProductV3': {
    call: (c) => catalogV3.deleteProductV3(c, ID),
    sends: 'DELETE /stores/v3/products/id-1?productId=id-1',
  },
  'catalog-v3.bulkCreateProductsV3': {
    call: (c) => catalogV3.bulkCreateProductsV3(c, { products: [PRODUCT_V3], returnEntity: true }),
    sends: 'POST /stores/v3/bulk/products/create',
    body: { products: [PRODUCT_V3], returnEntity: true },
  },
  'catalog-v3.bulkUpdateProductsV3': {
    call: (c) =>
      catalogV3.bulkUpdateProductsV3(c, {
        products: [{ product: { id: ID, revision: '1', visible: false } }],
      }),
    sends: 'POST /stores/v3/bulk/products/update',
    body: { products: [{ product: { id: 'id-1', revision: '1', visible: false } }] },
  },
  'catalog-v3.bulkDeleteProductsV3': {
    call: (c) => catalogV3.bulkDeleteProductsV3(c, { productIds: [ID, ID2] }),
    sends: 'POST /stores/v3/bulk/products/delete',
    body: { productIds: ['id-1', 'id-2'] },
  },
  'catalog-v3.queryVariants': {
    call: (c) =>
      catalogV3.queryVariants(c, {
        query: { filter: { 'productData.productId': 'p1' }, cursorPaging: { limit: 10 } },
      }),
    sends: 'POST /stores/v3/products/query-variants',
    body: { query: { filter: { 'productData.productId': 'p1' }, cursorPaging: { limit: 10 } } },
  },
  'catalog-v3.searchVariants': {
    call: (c) =>
      catalogV3.searchVariants(c, { search: { filter: { 'inventoryStatus.inStock': false } } }),
    sends: 'POST /stores/v3/products/search-variants',
    body: { search: { filter: { 'inventoryStatus.inStock': false } } },
  },
  'catalog-v3.getInventoryItem': {
    call: (c) => catalogV3.getInventoryItem(c, ID),
    sends: 'GET /stores/v3/inventory-items/id-1?inventoryItemId=id-1',
  },
  'catalog-v3.queryInventoryItems': {
    call: (c) =>
      catalogV3.queryInventoryItems(c, {
        query: { filter: { productId: 'p1' }, cursorPaging: { limit: 50 } },
      }),
    sends:
      'GET /stores/v3/inventory-items/query?.r=eyJxdWVyeSI6eyJmaWx0ZXIiOnsicHJvZHVjdElkIjoicDEifSwiY3Vyc29yUGFnaW5nIjp7ImxpbWl0Ijo1MH19fQ',
  },
  'catalog-v3.searchInventoryItems': {
    call: (c) => catalogV3.searchInventoryItems(c, { search: { filter: { inStock: false } } }),
    sends:
      'GET /stores/v3/inventory-items/search?.r=eyJzZWFyY2giOnsiZmlsdGVyIjp7ImluU3RvY2siOmZhbHNlfX19',
  },
  'catalog-v3.updateInventoryItem': {
    call: (c) =>
      catalogV3.updateInventoryItem(c, ID, { inventoryItem: { revision: '1', quantity: 25 } }),
    sends: 'PATCH /stores/v3/inventory-items/id-1',
    body: { inventoryItem: { revision: '1', quantity: 25, id: 'id-1' } },
  },
  'catalog-v3.bulkUpdateInventoryItems': {
    call: (c) =>
      catalogV3.bulkUpdateInventoryItems(c, {
        inventoryItems: [{ inventoryItem: { id: ID, revision: '1', inStock: true } }],
      }),
    sends: 'POST /stores/v3/bulk/inventory-items/update',
    body: { inventoryItems: [{ inventoryItem: { id: 'id-1', revision: '1', inStock: true } }] },
  },
  'catalog-v3.bulkDecrementInventoryItems': {
    call: (c) =>
      catalogV3.bulkDecrementInventoryItems(c, {
        decrementData: [{ inventoryItemId: ID, decrementBy: 2 }],
      }),
    sends: 'POST /stores/v3/bulk/inventory-items/decrement',
    body: { decrementData: [{ inventoryItemId: 'id-1', decrementBy: 2 }] },
  },
  'catalog-v3.bulkIncrementInventoryItems': {
    call: (c) =>
      catalogV3.bulkIncrementInventoryItems(c, {
        incrementData: [{ inventoryItemId: ID, incrementBy: 5 }],
      }),
    sends: 'POST /stores/v3/bulk/inventory-items/increment',
    body: { incrementData: [{ inventoryItemId: 'id-1', incrementBy: 5 }] },
  },
  'catalog-v3.getCategory': {
    call: (c) => catalogV3.getCategory(c, 'cat1'),
    sends:
      'GET /categories/v1/categories/cat1?categoryId=cat1&treeReference.appNamespace=%40wix%2Fstores',
  },
  'catalog-v3.getCategoryBySlug': {
    call: (c) => catalogV3.getCategoryBySlug(c, 'shirts'),
    sends:
      'GET /categories/v1/categories/slug/shirts?slug=shirts&treeReference.appNamespace=%40wix%2Fstores',
  },
  'catalog-v3.queryCategories': {
    call: (c) =>
      catalogV3.queryCategories(c, {
        query: { filter: { visible: true }, cursorPaging: { limit: 50 } },
      }),
    sends: 'POST /categories/v1/categories/query',
    body: {
      treeReference: STORES_TREE,
      query: { filter: { visible: true }, cursorPaging: { limit: 50 } },
    },
  },
  'catalog-v3.searchCategories': {
    call: (c) => catalogV3.searchCategories(c, { search: { search: { expression: 'kitchen' } } }),
    sends: 'POST /categories/v1/categories/search',
    body: { search: { search: { expression: 'kitchen' } }, treeReference: STORES_TREE },
  },
  'catalog-v3.countCategories': {
    call: (c) => catalogV3.countCategories(c, { filter: { visible: true } }),
    sends: 'POST /categories/v1/categories/count',
    body: { filter: { visible: true }, treeReference: STORES_TREE },
  },
  'catalog-v3.listItemsInCategory': {
    // The tree named first keeps the documented key order; left to its default it is appended
    // after cursorPaging (the same keys, in another order).
    call: (c) =>
      catalogV3.listItemsInCategory(c, 'cat1', {
        treeReference: catalogV3.STORES_TREE_REFERENCE,
        cursorPaging: { limit: 10 },
      }),
    sends:
      'GET /categories/v1/categories/cat1/list-items?categoryId=cat1&treeReference.appNamespace=%40wix%2Fstores&cursorPaging.limit=10',
  },
  'catalog-v3.listCategoriesForItem': {
    call: (c) => catalogV3.listCategoriesForItem(c, STORES_ITEM),
    sends:
      'GET /categories/v1/categories/list-categories-for-item?item.catalogItemId=id-1&item.appId=215238eb-22a5-4c36-9e7b-e7c08025e04e&treeReference.appNamespace=%40wix%2Fstores',
  },
  'catalog-v3.getArrangedItems': {
    call: (c) => catalogV3.getArrangedItems(c, 'cat1'),
    sends:
      'GET /categories/v1/categories/cat1/arranged-items?categoryId=cat1&treeReference.appNamespace=%40wix%2Fstores',
  },
  'catalog-v3.createCategory': {
    call: (c) => catalogV3.createCategory(c, { category: { name: 'Gifts' } }),
    sends: 'POST /categories/v1/categories',
    body: { category: { name: 'Gifts' }, treeReference: STORES_TREE },
  },
  'catalog-v3.updateCategory': {
    call: (c) =>
      catalogV3.updateCategory(c, ID, { category: { revision: '1', name: 'Gift ideas' } }),
    sends: 'PATCH /categories/v1/categories/id-1',
    body: {
      category: { revision: '1', name: 'Gift ideas', id: 'id-1' },
      treeReference: STORES_TREE,
    },
  },
  'catalog-v3.updateCategoryVisibility': {
    call: (c) =>
      catalogV3.updateCategoryVisibility(c, { categoryId: ID, visible: false, revision: '1' }),
    sends: 'PATCH /categories/v1/categories/visibility',
    body: { categoryId: 'id-1', visible: false, revision: '1', treeReference: STORES_TREE },
  },
  'catalog-v3.deleteCategory': {
    call: (c) => catalogV3.deleteCategory(c, ID),
    sends:
      'DELETE /categories/v1/categories/id-1?categoryId=id-1&treeReference.appNamespace=%40wix%2Fstores',
  },
  'catalog-v3.addItemsToCategory': {
    call: (c) => catalogV3.addItemsToCategory(c, ID, { items: [STORES_ITEM] }),
    sends: 'POST /categories/v1/bulk/categories/id-1/add-items',
    body: { categoryId: 'id-1', items: [STORES_ITEM_SENT], treeReference: STORES_TREE },
  },
  'catalog-v3.removeItemsFromCategory': {
    call: (c) => catalogV3.removeItemsFromCategory(c, ID, { items: [STORES_ITEM] }),
    sends: 'POST /categories/v1/bulk/categories/id-1/remove-items',
    body: { categoryId: 'id-1', items: [STORES_ITEM_SENT], treeReference: STORES_TREE },
  },
  'catalog-v3.addItemToCategories': {
    call: (c) => catalogV3.addItemToCategories(c, { item: STORES_ITEM, categoryIds: [ID, ID2] }),
    sends: 'POST /categories/v1/bulk/categories/add-item',
    body: { item: STORES_ITEM_SENT, categoryIds: ['id-1', 'id-2'], treeReference: STORES_TREE },
  },
  'catalog-v3.removeItemFromCategories': {
    call: (c) => catalogV3.removeItemFromCategories(c, { item: STORES_ITEM, categoryIds: [ID] }),
    sends: 'POST /categories/v1/bulk/categories/remove-item',
    body: { item: STORES_ITEM_SENT, categoryIds: ['id-1'], treeReference: STORES_TREE },
  },
  'catalog-v3.setArrangedItems': {
    call: (c) => catalogV3.setArrangedItems(c, ID, { items: [STORES_ITEM] }),
    sends: 'POST /categories/v1/categories/id-1/set-arranged-items',
    body: { categoryId: 'id-1', items: [STORES_ITEM_SENT], treeReference: STORES_TREE },
  },
  'cart.getCurrentCart': {
    call: (c) => cart.getCurrentCart(c),
    sends: 'GET /ecom/v1/carts/current',
  },
  'cart.addToCurrentCart': {
    call: (c) =>
      cart.addToCurrentCart(c, {
        lineItems: [{ catalogReference: { appId: ID2, catalogItemId: ID }, quantity: 1 }],
      }),
    sends: 'POST /ecom/v1/carts/current/add-to-cart',
    body: {
      lineItems: [{ catalogReference: { appId: 'id-2', catalogItemId: 'id-1' }, quantity: 1 }],
    },
  },
  'cart.updateCurrentCart': {
    call: (c) => cart.updateCurrentCart(c, { cartInfo: { buyerNote: 'Hi' } }),
    sends: 'PATCH /ecom/v1/carts/current',
    body: { cartInfo: { buyerNote: 'Hi' } },
  },
  'cart.updateCurrentCartLineItemQuantity': {
    call: (c) =>
      cart.updateCurrentCartLineItemQuantity(c, { lineItems: [{ id: ID, quantity: 2 }] }),
    sends: 'POST /ecom/v1/carts/current/update-line-items-quantity',
    body: { lineItems: [{ id: 'id-1', quantity: 2 }] },
  },
  'cart.removeLineItemsFromCurrentCart': {
    call: (c) => cart.removeLineItemsFromCurrentCart(c, { lineItemIds: [ID] }),
    sends: 'POST /ecom/v1/carts/current/remove-line-items',
    body: { lineItemIds: ['id-1'] },
  },
  'cart.removeCouponFromCurrentCart': {
    call: (c) => cart.removeCouponFromCurrentCart(c),
    sends: 'POST /ecom/v1/carts/current/remove-coupon',
    body: {},
  },
  'cart.estimateCurrentCartTotals': {
    call: (c) => cart.estimateCurrentCartTotals(c),
    sends: 'POST /ecom/v1/carts/current/estimate-totals',
    body: {},
  },
  'cart.createCheckoutFromCurrentCart': {
    call: (c) => cart.createCheckoutFromCurrentCart(c, { channelType: 'WEB' }),
    sends: 'POST /ecom/v1/carts/current/create-checkout',
    body: { channelType: 'WEB' },
  },
  'cart.deleteCurrentCart': {
    call: (c) => cart.deleteCurrentCart(c),
    sends: 'DELETE /ecom/v1/carts/current',
  },
  'checkout.createOrder': {
    call: (c) => checkout.createOrder(c, ID),
    sends: 'POST /ecom/v1/checkouts/id-1/create-order',
    body: { id: 'id-1' },
  },
  'checkout.createOrderAndCharge': {
    call: (c) => checkout.createOrderAndCharge(c, ID, { paymentToken: 'tok' }),
    sends: 'POST /ecom/v1/checkouts/id-1/create-order-and-charge',
    body: { id: 'id-1', paymentToken: 'tok' },
  },
  'checkout.markCheckoutAsCompleted': {
    call: (c) => checkout.markCheckoutAsCompleted(c, ID),
    sends: 'POST /ecom/v1/checkouts/id-1/mark-as-completed',
    body: { id: 'id-1' },
  },
  'checkout.getCheckout': {
    call: (c) => checkout.getCheckout(c, ID),
    sends: 'GET /ecom/v1/checkouts/id-1?id=id-1',
  },
  'checkout.getCheckoutByCartId': {
    call: (c) => checkout.getCheckoutByCartId(c, ID),
    sends: 'GET /ecom/v1/checkouts/by-cart-id/id-1?id=id-1',
  },
  'checkout.getCheckoutPaymentSettings': {
    call: (c) => checkout.getCheckoutPaymentSettings(c, ID),
    sends: 'GET /ecom/v1/checkouts/id-1/payment-settings?id=id-1',
  },
  'checkout.getCheckoutUrl': {
    call: (c) => checkout.getCheckoutUrl(c, ID),
    sends: 'GET /ecom/v1/checkouts/id-1/checkout-url?id=id-1',
  },
  'checkout.addToCheckout': {
    call: (c) => checkout.addToCheckout(c, ID, { lineItems: [] }),
    sends: 'POST /ecom/v1/checkouts/id-1/add-to-checkout',
    body: { id: 'id-1', lineItems: [] },
  },
  'checkout.createCheckout': {
    call: (c) => checkout.createCheckout(c, { channelType: 'WEB' }),
    sends: 'POST /ecom/v1/checkouts',
    body: { channelType: 'WEB' },
  },
  'checkout.removeCoupon': {
    call: (c) => checkout.removeCoupon(c, ID),
    sends: 'POST /ecom/v1/checkouts/id-1/remove-coupon',
    body: { id: 'id-1' },
  },
  'checkout.removeGiftCard': {
    call: (c) => checkout.removeGiftCard(c, ID),
    sends: 'POST /ecom/v1/checkouts/id-1/remove-gift-card',
    body: { id: 'id-1' },
  },
  'checkout.removeLineItems': {
    call: (c) => checkout.removeLineItems(c, ID, { lineItemIds: [ID2] }),
    sends: 'POST /ecom/v1/checkouts/id-1/remove-line-items',
    body: { id: 'id-1', lineItemIds: ['id-2'] },
  },
  'checkout.removeOverrideCheckoutUrl': {
    call: (c) => checkout.removeOverrideCheckoutUrl(c, ID),
    sends: 'POST /ecom/v1/checkouts/id-1/remove-override-checkout-url',
    body: { id: 'id-1' },
  },
  'checkout.updateCheckout': {
    call: (c) => checkout.updateCheckout(c, ID, { checkout: { buyerNote: 'Hi' } }),
    sends: 'PATCH /ecom/v1/checkouts/id-1',
    body: { checkout: { buyerNote: 'Hi', id: 'id-1' } },
  },
  'checkout.updateLineItemsQuantity': {
    call: (c) => checkout.updateLineItemsQuantity(c, ID, { lineItems: [{ id: ID2, quantity: 2 }] }),
    sends: 'POST /ecom/v1/checkouts/id-1/update-line-items-quantity',
    body: { id: 'id-1', lineItems: [{ id: 'id-2', quantity: 2 }] },
  },
  'orders.bulkDeleteImportedOrders': {
    call: (c) => orders.bulkDeleteImportedOrders(c, { orderIds: [ID] }),
    sends: 'POST /ecom/v1/orders/import/bulk-delete-imported-orders',
    body: { orderIds: ['id-1'] },
  },
  'orders.bulkUpdateOrders': {
    call: (c) =>
      orders.bulkUpdateOrders(c, {
        orders: [{ order: { id: ID, archived: true }, fieldMask: 'archived' }],
      }),
    sends: 'POST /ecom/v1/bulk/orders/update',
    body: { orders: [{ order: { id: 'id-1', archived: true }, fieldMask: 'archived' }] },
  },
  'orders.bulkUpdateOrderTags': {
    call: (c) =>
      orders.bulkUpdateOrderTags(c, { orderIds: [ID], assignTags: { tags: { tagIds: [ID2] } } }),
    sends: 'POST /ecom/v1/bulk/orders/update-tags',
    body: { orderIds: ['id-1'], assignTags: { tags: { tagIds: ['id-2'] } } },
  },
  'orders.importOrder': {
    call: (c) =>
      orders.importOrder(c, { order: { ...ORDER, status: 'APPROVED', paymentStatus: 'PAID' } }),
    sends: 'POST /ecom/v1/orders/import',
    body: { order: { ...ORDER, status: 'APPROVED', paymentStatus: 'PAID' } },
  },
  'orders.setOrderNumberCounter': {
    call: (c) => orders.setOrderNumberCounter(c, { counter: '1000' }),
    sends: 'POST /ecom/v1/orders/import/set-order-number-counter',
    body: { counter: '1000' },
  },
  'orders.aggregateOrders': {
    call: (c) =>
      orders.aggregateOrders(c, {
        filter: { status: 'APPROVED' },
        aggregation: { n: { $count: ['paymentStatus'] } },
      }),
    sends: 'POST /ecom/v1/orders/aggregate',
    body: { filter: { status: 'APPROVED' }, aggregation: { n: { $count: ['paymentStatus'] } } },
  },
  'orders.deleteActivity': {
    call: (c) => orders.deleteActivity(c, ID, ID2),
    sends: 'DELETE /ecom/v1/orders/id-1/activities/id-2?id=id-1&activityId=id-2',
  },
  'orders.updateActivity': {
    call: (c) =>
      orders.updateActivity(c, ID, ID2, { activity: { merchantComment: { message: 'Wrap' } } }),
    sends: 'PATCH /ecom/v1/orders/id-1/activities/id-2',
    body: { id: 'id-1', activityId: 'id-2', activity: { merchantComment: { message: 'Wrap' } } },
  },
  'orders.updateOrderStatus': {
    call: (c) => orders.updateOrderStatus(c, ID, 'REJECTED'),
    sends: 'POST /ecom/v1/orders/id-1/update-status',
    body: { orderId: 'id-1', status: 'REJECTED' },
  },
  'orders.getOrder': {
    call: (c) => orders.getOrder(c, ID),
    sends: 'GET /ecom/v1/orders/id-1?id=id-1',
  },
  'orders.searchOrders': {
    call: (c) => orders.searchOrders(c, { search: { filter: { status: 'APPROVED' } } }),
    sends: 'POST /ecom/v1/orders/search',
    body: { search: { filter: { status: 'APPROVED' } } },
  },
  'orders.addActivities': {
    call: (c) =>
      orders.addActivities(c, ID, {
        orderActivities: [
          { activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Wrap' } },
        ],
      }),
    sends: 'POST /ecom/v1/orders/id-1/activities/add',
    body: {
      orderId: 'id-1',
      orderActivities: [{ activityType: 'MERCHANT_COMMENT', merchantComment: { message: 'Wrap' } }],
    },
  },
  'orders.cancelOrder': {
    call: (c) => orders.cancelOrder(c, ID, { restockAllItems: true }),
    sends: 'POST /ecom/v1/orders/id-1/cancel',
    body: { id: 'id-1', restockAllItems: true },
  },
  'orders.createOrder': {
    call: (c) => orders.createOrder(c, { order: ORDER }),
    sends: 'POST /ecom/v1/orders',
    body: { order: ORDER },
  },
  'orders.updateOrder': {
    call: (c) => orders.updateOrder(c, ID, { order: { archived: true }, fieldMask: 'archived' }),
    sends: 'PATCH /ecom/v1/orders/id-1',
    body: { order: { archived: true, id: 'id-1' }, fieldMask: 'archived' },
  },
  'payments.preparePaymentCollection': {
    call: (c) => payments.preparePaymentCollection(c, ID, { amount: { amount: '10.00' } }),
    sends: 'POST /ecom/v1/payments-collector/orders/id-1/prepare-payment-collection',
    body: { ecomOrderId: 'id-1', amount: { amount: '10.00' } },
  },
  'payments.getPaymentCollectabilityStatus': {
    call: (c) => payments.getPaymentCollectabilityStatus(c, ID),
    sends:
      'GET /ecom/v1/payments-collector/orders/id-1/payment-collectability-status?ecomOrderId=id-1',
  },
  'payments.captureAuthorizedPayments': {
    call: (c) => payments.captureAuthorizedPayments(c, ID, { payments: [{ paymentId: ID2 }] }),
    sends: 'POST /ecom/v1/payments-collector/orders/id-1/capture-authorized-payments',
    body: { ecomOrderId: 'id-1', payments: [{ paymentId: 'id-2' }] },
  },
  'payments.voidAuthorizedPayments': {
    call: (c) => payments.voidAuthorizedPayments(c, ID, { paymentIds: [ID2] }),
    sends: 'POST /ecom/v1/payments-collector/orders/id-1/void-authorized-payments',
    body: { ecomOrderId: 'id-1', paymentIds: ['id-2'] },
  },
  'payments.bulkMarkOrdersAsPaid': {
    call: (c) => payments.bulkMarkOrdersAsPaid(c, [ID, ID2]),
    sends: 'POST /v1/bulk/payments-collector/mark-as-paid',
    body: { ecomOrderIds: ['id-1', 'id-2'] },
  },
  'payments.chargeMemberships': {
    call: (c) => payments.chargeMemberships(c, ID, { memberId: ID2 }),
    sends: 'POST /ecom/v1/payments-collector/orders/id-1/charge-membership',
    body: { ecomOrderId: 'id-1', memberId: 'id-2' },
  },
  'payments.createPaymentGatewayOrder': {
    call: (c) => payments.createPaymentGatewayOrder(c, ID),
    sends: 'POST /ecom/v1/payments-collector/orders/id-1/create-payment-gateway-order',
    body: { ecomOrderId: 'id-1' },
  },
  'payments.markOrderAsPaid': {
    call: (c) => payments.markOrderAsPaid(c, ID),
    sends: 'POST /ecom/v1/payments-collector/orders/id-1/mark-as-paid',
    body: { ecomOrderId: 'id-1' },
  },
  'payments.recordManuallyCollectedPayment': {
    call: (c) => payments.recordManuallyCollectedPayment(c, ID, { amount: { amount: '5.00' } }),
    sends: 'POST /ecom/v1/payments-collector/orders/id-1/manual-payment',
    body: { orderId: 'id-1', amount: { amount: '5.00' } },
  },
  'payments.getRefundabilityStatus': {
    call: (c) => payments.getRefundabilityStatus(c, ID),
    sends: 'GET /ecom/v1/payments-collector/orders/id-1/refundability?ecomOrderId=id-1',
  },
  'payments.triggerRefund': {
    call: (c) =>
      payments.triggerRefund(c, ID, {
        payments: [{ paymentId: ID2 }],
        sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
      }),
    sends: 'POST /ecom/v1/payments-collector/orders/id-1/trigger-refund',
    body: {
      ecomOrderId: 'id-1',
      payments: [{ paymentId: 'id-2' }],
      sideEffects: { restockInfo: { type: 'ALL_ITEMS' } },
    },
  },
  'members.approveMember': {
    call: (c) => members.approveMember(c, ID),
    sends: 'POST /members/v1/members/id-1/approve',
    body: { id: 'id-1' },
  },
  'members.blockMember': {
    call: (c) => members.blockMember(c, ID),
    sends: 'POST /members/v1/members/id-1/block',
    body: { id: 'id-1' },
  },
  'members.createMember': {
    call: (c) => members.createMember(c, { member: { loginEmail: 'ada@example.com' } }),
    sends: 'POST /members/v1/members',
    body: { member: { loginEmail: 'ada@example.com' } },
  },
  'members.deleteMember': {
    call: (c) => members.deleteMember(c, ID),
    sends: 'DELETE /members/v1/members/id-1?id=id-1',
  },
  'members.deleteMemberAddresses': {
    call: (c) => members.deleteMemberAddresses(c, ID),
    sends: 'DELETE /members/v1/members/id-1/addresses?id=id-1',
  },
  'members.deleteMemberEmails': {
    call: (c) => members.deleteMemberEmails(c, ID),
    sends: 'DELETE /members/v1/members/id-1/emails?id=id-1',
  },
  'members.deleteMemberPhones': {
    call: (c) => members.deleteMemberPhones(c, ID),
    sends: 'DELETE /members/v1/members/id-1/phones?id=id-1',
  },
  'members.disconnectMember': {
    call: (c) => members.disconnectMember(c, ID),
    sends: 'POST /members/v1/members/id-1/disconnect',
    body: { id: 'id-1' },
  },
  'members.muteMember': {
    call: (c) => members.muteMember(c, ID),
    sends: 'POST /members/v1/members/id-1/mute',
    body: { id: 'id-1' },
  },
  'members.unmuteMember': {
    call: (c) => members.unmuteMember(c, ID),
    sends: 'POST /members/v1/members/id-1/unmute',
    body: { id: 'id-1' },
  },
  'members.updateMember': {
    call: (c) => members.updateMember(c, ID, { member: { contact: { firstName: 'Ada' } } }),
    sends: 'PATCH /members/v1/members/id-1',
    body: { member: { contact: { firstName: 'Ada' }, id: 'id-1' } },
  },
  'members.updateMemberSlug': {
    call: (c) => members.updateMemberSlug(c, ID, { slug: 'ada' }),
    sends: 'POST /members/v1/members/id-1/slug',
    body: { slug: 'ada', id: 'id-1' },
  },
  'members.bulkApproveMembers': {
    call: (c) => members.bulkApproveMembers(c, { filter: { status: 'PENDING' } }),
    sends: 'POST /members/v1/members/bulk/approve-by-filter',
    body: { filter: { status: 'PENDING' } },
  },
  'members.bulkBlockMembers': {
    call: (c) => members.bulkBlockMembers(c, { filter: { status: 'APPROVED' } }),
    sends: 'POST /members/v1/members/bulk/block-by-filter',
    body: { filter: { status: 'APPROVED' } },
  },
  'members.bulkDeleteMembers': {
    call: (c) => members.bulkDeleteMembers(c, { memberIds: [ID] }),
    sends: 'POST /members/v1/members/bulk/delete',
    body: { memberIds: ['id-1'] },
  },
  'members.bulkDeleteMembersByFilter': {
    call: (c) => members.bulkDeleteMembersByFilter(c, { filter: { status: 'BLOCKED' } }),
    sends: 'POST /members/v1/members/bulk/delete-by-filter',
    body: { filter: { status: 'BLOCKED' } },
  },
  'members.deleteMyMember': {
    call: (c) => members.deleteMyMember(c),
    sends: 'DELETE /members/v1/members/my',
  },
  'members.getMyMember': {
    call: (c) => members.getMyMember(c, { fieldsets: ['FULL'] }),
    sends: 'GET /members/v1/members/my?fieldsets=FULL',
  },
  'members.joinCommunity': {
    call: (c) => members.joinCommunity(c),
    sends: 'POST /members/v1/members/join-community',
    body: {},
  },
  'members.leaveCommunity': {
    call: (c) => members.leaveCommunity(c),
    sends: 'POST /members/v1/members/leave-community',
    body: {},
  },
  'members.updateMySlug': {
    call: (c) => members.updateMySlug(c, { slug: 'ada' }),
    sends: 'POST /members/v1/members/my/slug',
    body: { slug: 'ada' },
  },
  'members.getMember': {
    call: (c) => members.getMember(c, ID, { fieldsets: ['FULL'] }),
    sends: 'GET /members/v1/members/id-1?id=id-1&fieldsets=FULL',
  },
  'members.listMembers': {
    call: (c) => members.listMembers(c, { paging: { limit: 10 } }),
    sends: 'GET /members/v1/members?.r=eyJwYWdpbmciOnsibGltaXQiOjEwfX0',
  },
  'members.queryMembers': {
    call: (c) => members.queryMembers(c, { query: { filter: { status: 'APPROVED' } } }),
    sends: 'POST /members/v1/members/query',
    body: { query: { filter: { status: 'APPROVED' } } },
  },
  'auth.changePassword': {
    call: (c) => auth.changePassword(c, { newPassword: 'n3w-Secret' }),
    sends: 'POST /_api/iam/authentication/v2/change-password',
    body: { newPassword: 'n3w-Secret' },
  },
  'auth.recover': {
    call: (c) => auth.recover(c, { recoveryToken: 'rt', password: 'n3w-Secret' }),
    sends: 'POST /_api/iam/recovery/v1/recover',
    body: { recoveryToken: 'rt', password: 'n3w-Secret' },
  },
  'auth.sendActivationEmail': {
    call: (c) => auth.sendActivationEmail(c, { identityId: ID }),
    sends: 'POST /_api/iam/recovery/v1/activation-email',
    body: { identityId: ID },
  },
  'auth.sendRecoveryEmail': {
    call: (c) => auth.sendRecoveryEmail(c, { email: 'ada@example.com' }),
    sends: 'POST /_api/iam/recovery/v1/send-email',
    body: { email: 'ada@example.com' },
  },
  'auth.signOn': {
    call: (c) => auth.signOn(c, { loginId: { email: 'ada@example.com' } }),
    sends: 'POST /_api/iam/authentication/v2/sign-on',
    body: { loginId: { email: 'ada@example.com' } },
  },
  'auth.login': {
    call: (c) => auth.login(c, { loginId: { email: 'ada@example.com' }, password: 'secret' }),
    sends: 'POST /_api/iam/authentication/v2/login',
    body: { loginId: { email: 'ada@example.com' }, password: 'secret' },
  },
  'auth.loginV1': {
    call: (c) => auth.loginV1(c, { loginId: { email: 'ada@example.com' } }),
    sends: 'POST /_api/iam/authentication/v1/login',
    body: { loginId: { email: 'ada@example.com' } },
  },
  'auth.loginWithTokenParams': {
    call: (c) => auth.loginWithTokenParams(c, { idpConnectionId: ID, tokenParams: { state: 's' } }),
    sends: 'POST /_api/iam/authentication/v1/sso/login-with-token-params',
    body: { idpConnectionId: ID, tokenParams: { state: 's' } },
  },
  'auth.proceed': {
    call: (c) => auth.proceed(c, { stateToken: 'st' }),
    sends: 'POST /_api/iam/authentication/v1/state/proceed',
    body: { stateToken: 'st' },
  },
  'auth.processVerification': {
    call: (c) => auth.processVerification(c, { code: '123456' }, VERIFYING),
    sends: 'POST /_api/iam/verification/v1/auth/verify',
    body: { code: '123456', stateToken: 'st' },
  },
  'auth.register': {
    call: (c) => auth.register(c, { loginId: { email: 'ada@example.com' }, password: 'secret' }),
    sends: 'POST /_api/iam/authentication/v2/register',
    body: { loginId: { email: 'ada@example.com' }, password: 'secret' },
  },
  'auth.registerV1': {
    call: (c) => auth.registerV1(c, { loginId: { email: 'ada@example.com' } }),
    sends: 'POST /_api/iam/authentication/v1/register',
    body: { loginId: { email: 'ada@example.com' } },
  },
  'auth.resendVerificationCode': {
    call: (c) => auth.resendVerificationCode(c, VERIFYING),
    sends: 'POST /_api/iam/verification/v1/auth/resend',
    body: { stateToken: 'st' },
  },
  'auth.getMemberTokensForExternalLogin': {
    call: (c) => auth.getMemberTokensForExternalLogin(c, { memberId: ID, apiKey: 'key' }),
    sends: 'POST /oauth2/token',
    body: { grant_type: 'authorized_client', member_id: ID },
    as: 'visitor',
  },
  'auth.getAuthUrl': {
    call: (c) => auth.getAuthUrl(c, OAUTH),
    sends: 'POST /_api/redirects-api/v1/redirect-session',
    body: {
      auth: {
        authRequest: {
          clientId: '7d3d5e8a-2c1f-4b6e-9a0d-5f4c3b2a1e0f',
          responseType: 'code',
          redirectUri: 'https://shop.test/callback',
          scope: 'offline_access',
          state: 'st-1',
          responseMode: 'fragment',
          codeChallenge: 'ccccccccccccccccccccccccccccccccccccccccccc',
          codeChallengeMethod: 'S256',
        },
        prompt: 'login',
      },
    },
    as: 'visitor',
  },
  'auth.getMemberTokens': {
    call: (c) => auth.getMemberTokens(c, 'code', OAUTH.state, OAUTH),
    sends: 'POST /oauth2/token',
    body: {
      clientId: '7d3d5e8a-2c1f-4b6e-9a0d-5f4c3b2a1e0f',
      grantType: 'authorization_code',
      redirectUri: 'https://shop.test/callback',
      code: 'code',
      codeVerifier: 'vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv',
    },
    as: 'visitor',
  },
  'auth.getUserInfo': { call: (c) => auth.getUserInfo(c), sends: 'GET /oauth2/user-info' },
  'auth.logout': {
    call: (c) => auth.logout(c, { postFlowUrl: 'https://shop.test/' }),
    sends: 'POST /_api/redirects-api/v1/redirect-session',
    body: {
      logout: { clientId: '7d3d5e8a-2c1f-4b6e-9a0d-5f4c3b2a1e0f' },
      callbacks: { postFlowUrl: 'https://shop.test/' },
    },
    as: 'visitor',
  },
  'back-in-stock.createBackInStockNotificationRequest': {
    call: (c) =>
      backInStock.createBackInStockNotificationRequest(c, {
        request: {
          catalogReference: { appId: ID2, catalogItemId: ID },
          email: 'ada@example.com',
          itemUrl: 'https://shop.test/p',
        },
        itemDetails: { name: 'Mug', price: '18' },
      }),
    sends: 'POST /back-in-stock-service/v1/back-in-stock-notification-requests',
    body: {
      request: {
        catalogReference: { appId: 'id-2', catalogItemId: 'id-1' },
        email: 'ada@example.com',
        itemUrl: 'https://shop.test/p',
      },
      itemDetails: { name: 'Mug', price: '18' },
    },
  },
  'back-in-stock.getBackInStockNotificationRequest': {
    call: (c) => backInStock.getBackInStockNotificationRequest(c, ID),
    sends: 'GET /back-in-stock-service/v1/back-in-stock-notification-requests/id-1?id=id-1',
  },
  'back-in-stock.deleteBackInStockNotificationRequest': {
    call: (c) => backInStock.deleteBackInStockNotificationRequest(c, ID),
    sends: 'DELETE /back-in-stock-service/v1/back-in-stock-notification-requests/id-1?id=id-1',
  },
  'back-in-stock.markAsNotificationSent': {
    call: (c) => backInStock.markAsNotificationSent(c, ID),
    sends:
      'PUT /back-in-stock-service/v1/back-in-stock-notification-requests/id-1/mark-as-notification-sent',
    body: { id: 'id-1' },
  },
  'back-in-stock.getBackInStockNotificationRequestsCountByCatalogReferences': {
    call: (c) =>
      backInStock.getBackInStockNotificationRequestsCountByCatalogReferences(c, {
        catalogReferences: [{ appId: ID2, catalogItemId: ID }],
      }),
    sends:
      'GET /back-in-stock-service/v1/back-in-stock-notification-requests/count-by-catalog-reference?.r=eyJjYXRhbG9nUmVmZXJlbmNlcyI6W3siYXBwSWQiOiJpZC0yIiwiY2F0YWxvZ0l0ZW1JZCI6ImlkLTEifV19',
  },
  'back-in-stock.reportItemsBackInStock': {
    call: (c) =>
      backInStock.reportItemsBackInStock(c, {
        catalogReference: { appId: ID2, catalogItemId: ID },
        itemDetails: { name: 'Mug', price: '18', image: { url: 'https://img.test/mug.jpg' } },
      }),
    sends:
      'POST /back-in-stock-service/v1/back-in-stock-notification-requests/report-items-back-in-stock',
    body: {
      catalogReference: { appId: 'id-2', catalogItemId: 'id-1' },
      itemDetails: { name: 'Mug', price: '18', image: { url: 'https://img.test/mug.jpg' } },
    },
  },
  'back-in-stock.queryBackInStockNotificationRequests': {
    call: (c) =>
      backInStock.queryBackInStockNotificationRequests(c, {
        query: { filter: { status: 'PENDING' } },
      }),
    sends:
      'GET /back-in-stock-service/v1/back-in-stock-notification-requests?.r=eyJxdWVyeSI6eyJmaWx0ZXIiOnsic3RhdHVzIjoiUEVORElORyJ9fX0',
  },
  'recommendations.listAvailableAlgorithms': {
    call: (c) => recommendations.listAvailableAlgorithms(c),
    sends: 'GET /v1/recommendations/algorithms',
  },
  'recommendations.getRecommendation': {
    call: (c) =>
      recommendations.getRecommendation(c, {
        items: [{ appId: ID2, catalogItemId: ID }],
        algorithms: [{ appId: ID2, id: ID }],
      }),
    sends: 'POST /v1/recommendations/get',
    body: {
      items: [{ appId: 'id-2', catalogItemId: 'id-1' }],
      algorithms: [{ appId: 'id-2', id: 'id-1' }],
    },
  },
  'redirects.createRedirectSession': {
    call: (c) => redirects.createRedirectSession(c, { ecomCheckout: { checkoutId: ID } }),
    sends: 'POST /_api/redirects-api/v1/redirect-session',
    body: { ecomCheckout: { checkoutId: 'id-1' } },
  },
  'cart.getCurrentCartOrNull': {
    call: (c) => cart.getCurrentCartOrNull(c),
    sends: 'GET /ecom/v1/carts/current',
  },
  'orders.searchMemberOrders': {
    call: (c) => orders.searchMemberOrders(c, { memberId: ID }),
    sends: 'POST /ecom/v1/orders/search',
    body: { search: { filter: { 'buyerInfo.memberId': 'id-1' } } },
  },
  'cart-v2.createCart': {
    call: (c) => cartV2.createCart(c, { cart: { note: 'Hi' }, catalogItems: [CATALOG_ITEM] }),
    sends: 'POST /ecom/v2/carts',
    body: { cart: { note: 'Hi' }, catalogItems: [CATALOG_ITEM_SENT] },
  },
  'cart-v2.getCart': {
    call: (c) => cartV2.getCart(c, ID),
    sends: 'GET /ecom/v2/carts/id-1?cartId=id-1',
  },
  'cart-v2.getUpsellOptions': {
    call: (c) => cartV2.getUpsellOptions(c, ID),
    sends: 'GET /ecom/v2/carts/id-1/upsell-options?cartId=id-1',
  },
  'cart-v2.updateCart': {
    call: (c) => cartV2.updateCart(c, { cart: { id: ID, note: 'Hi' } }),
    sends: 'PATCH /ecom/v2/carts/id-1',
    body: { cart: { id: 'id-1', note: 'Hi' } },
  },
  'cart-v2.deleteCart': {
    call: (c) => cartV2.deleteCart(c, ID),
    sends: 'DELETE /ecom/v2/carts/id-1?cartId=id-1',
  },
  'cart-v2.refreshCart': {
    call: (c) => cartV2.refreshCart(c, ID),
    sends: 'POST /ecom/v2/carts/id-1/refresh',
    body: { cartId: 'id-1' },
  },
  'cart-v2.estimateCart': {
    call: (c) => cartV2.estimateCart(c, ID, { calculateTax: true, calculateDelivery: true }),
    sends: 'POST /ecom/v2/carts/id-1/estimate',
    body: { cartId: 'id-1', calculateTax: true, calculateDelivery: true },
  },
  'cart-v2.calculateCart': {
    call: (c) => cartV2.calculateCart(c, ID, { refreshCart: true }),
    sends: 'POST /ecom/v2/carts/id-1/calculate',
    body: { cartId: 'id-1', refreshCart: true },
  },
  'cart-v2.getCheckoutUrl': {
    call: (c) => cartV2.getCheckoutUrl(c, ID, { currencyCode: 'EUR' }),
    sends: 'POST /ecom/v2/carts/id-1/get-checkout-url',
    body: { cartId: 'id-1', currencyCode: 'EUR' },
  },
  'cart-v2.placeOrder': {
    call: (c) => cartV2.placeOrder(c, ID, { priceVerificationToken: 'pvt' }),
    sends: 'POST /ecom/v2/carts/id-1/place-order',
    body: { cartId: 'id-1', priceVerificationToken: 'pvt' },
  },
  'cart-v2.addLineItems': {
    call: (c) => cartV2.addLineItems(c, ID, { catalogItems: [CATALOG_ITEM] }),
    sends: 'POST /ecom/v2/carts/id-1/add-line-items',
    body: { cartId: 'id-1', catalogItems: [CATALOG_ITEM_SENT] },
  },
  'cart-v2.removeLineItems': {
    call: (c) => cartV2.removeLineItems(c, ID, { lineItemIds: [ID2] }),
    sends: 'POST /ecom/v2/carts/id-1/remove-line-items',
    body: { cartId: 'id-1', lineItemIds: ['id-2'] },
  },
  'cart-v2.updateLineItems': {
    call: (c) =>
      cartV2.updateLineItems(c, ID, {
        lineItems: [{ lineItemId: ID2, quantity: { newQuantity: 2 } }],
      }),
    sends: 'POST /ecom/v2/carts/id-1/update-line-items',
    body: { cartId: 'id-1', lineItems: [{ lineItemId: 'id-2', quantity: { newQuantity: 2 } }] },
  },
  'cart-v2.addCoupon': {
    call: (c) => cartV2.addCoupon(c, ID, { coupon: { code: 'SAVE10' } }),
    sends: 'POST /ecom/v2/carts/id-1/add-coupon',
    body: { cartId: 'id-1', coupon: { code: 'SAVE10' } },
  },
  'cart-v2.removeCoupon': {
    call: (c) => cartV2.removeCoupon(c, ID, { couponId: ID2 }),
    sends: 'POST /ecom/v2/carts/id-1/remove-coupon',
    body: { cartId: 'id-1', couponId: 'id-2' },
  },
  'cart-v2.setDeliveryMethod': {
    call: (c) => cartV2.setDeliveryMethod(c, ID, { deliveryMethod: { code: 'std', appId: ID2 } }),
    sends: 'POST /ecom/v2/carts/id-1/set-delivery-method',
    body: { cartId: 'id-1', deliveryMethod: { code: 'std', appId: 'id-2' } },
  },
  'cart-v2.removeDeliveryMethod': {
    call: (c) => cartV2.removeDeliveryMethod(c, ID),
    sends: 'POST /ecom/v2/carts/id-1/remove-delivery-method',
    body: { cartId: 'id-1' },
  },
  'cart-v2.addGiftCard': {
    call: (c) => cartV2.addGiftCard(c, ID, { giftCard: { code: 'GIFT-1' } }),
    sends: 'POST /ecom/v2/carts/id-1/add-gift-card',
    body: { cartId: 'id-1', giftCard: { code: 'GIFT-1' } },
  },
  'cart-v2.removeGiftCard': {
    call: (c) => cartV2.removeGiftCard(c, ID, { giftCardId: ID2 }),
    sends: 'POST /ecom/v2/carts/id-1/remove-gift-card',
    body: { cartId: 'id-1', giftCardId: 'id-2' },
  },
  'cart-v2.markCartAsCompleted': {
    call: (c) => cartV2.markCartAsCompleted(c, ID, { orderId: ID2 }),
    sends: 'POST /ecom/v2/carts/id-1/mark-cart-as-completed',
    body: { cartId: 'id-1', orderId: 'id-2' },
  },
  'cart-v2.handleAsyncCheckoutCompletion': {
    call: (c) => cartV2.handleAsyncCheckoutCompletion(c, 'tok'),
    sends: 'GET /ecom/v2/carts/handle-async-checkout-completion?token=tok',
  },
  'cart-v2.updateFormSubmissions': {
    call: (c) =>
      cartV2.updateFormSubmissions(c, ID, { formSubmissions: [{ formSubmissionId: ID2 }] }),
    sends: 'POST /ecom/v2/carts/id-1/update-forms-submission',
    body: { cartId: 'id-1', formSubmissions: [{ formSubmissionId: 'id-2' }] },
  },
  'cart-v2.createCurrentCart': {
    call: (c) =>
      cartV2.createCurrentCart(c, { cart: { note: 'Hi' }, catalogItems: [CATALOG_ITEM] }),
    sends: 'POST /ecom/v2/carts/current',
    body: { cart: { note: 'Hi' }, catalogItems: [CATALOG_ITEM_SENT] },
  },
  'cart-v2.getCurrentCart': {
    call: (c) => cartV2.getCurrentCart(c),
    sends: 'GET /ecom/v2/carts/current',
  },
  'cart-v2.getCurrentCartOrNull': {
    call: (c) => cartV2.getCurrentCartOrNull(c),
    sends: 'GET /ecom/v2/carts/current',
  },
  'cart-v2.updateCurrentCart': {
    call: (c) => cartV2.updateCurrentCart(c, { cart: { note: 'Hi' } }),
    sends: 'PATCH /ecom/v2/carts/current',
    body: { cart: { note: 'Hi' } },
  },
  'cart-v2.deleteCurrentCart': {
    call: (c) => cartV2.deleteCurrentCart(c),
    sends: 'DELETE /ecom/v2/carts/current',
  },
  'cart-v2.refreshCurrentCart': {
    call: (c) => cartV2.refreshCurrentCart(c),
    sends: 'POST /ecom/v2/carts/current/refresh',
    body: {},
  },
  'cart-v2.calculateCurrentCart': {
    call: (c) => cartV2.calculateCurrentCart(c, { refreshCart: true }),
    sends: 'POST /ecom/v2/carts/current/calculate',
    body: { refreshCart: true },
  },
  'cart-v2.estimateCurrentCart': {
    call: (c) => cartV2.estimateCurrentCart(c, { calculateTax: true, calculateGiftCards: true }),
    sends: 'POST /ecom/v2/carts/current/estimate',
    body: { calculateTax: true, calculateGiftCards: true },
  },
  'cart-v2.addLineItemsToCurrentCart': {
    call: (c) => cartV2.addLineItemsToCurrentCart(c, { catalogItems: [CATALOG_ITEM] }),
    sends: 'POST /ecom/v2/carts/current/add-line-items',
    body: { catalogItems: [CATALOG_ITEM_SENT] },
  },
  'cart-v2.removeLineItemsFromCurrentCart': {
    call: (c) => cartV2.removeLineItemsFromCurrentCart(c, { lineItemIds: [ID2] }),
    sends: 'POST /ecom/v2/carts/current/remove-line-items',
    body: { lineItemIds: ['id-2'] },
  },
  'cart-v2.updateLineItemsInCurrentCart': {
    call: (c) =>
      cartV2.updateLineItemsInCurrentCart(c, {
        lineItems: [{ lineItemId: ID2, quantity: { newQuantity: 2 } }],
      }),
    sends: 'POST /ecom/v2/carts/current/update-line-items',
    body: { lineItems: [{ lineItemId: 'id-2', quantity: { newQuantity: 2 } }] },
  },
  'cart-v2.addCouponToCurrentCart': {
    call: (c) => cartV2.addCouponToCurrentCart(c, { coupon: { code: 'SAVE10' } }),
    sends: 'POST /ecom/v2/carts/current/add-coupon',
    body: { coupon: { code: 'SAVE10' } },
  },
  'cart-v2.removeCouponFromCurrentCart': {
    call: (c) => cartV2.removeCouponFromCurrentCart(c, { couponId: ID2 }),
    sends: 'POST /ecom/v2/carts/current/remove-coupon',
    body: { couponId: 'id-2' },
  },
  'cart-v2.setDeliveryMethodForCurrentCart': {
    call: (c) =>
      cartV2.setDeliveryMethodForCurrentCart(c, { deliveryMethod: { code: 'std', appId: ID2 } }),
    sends: 'POST /ecom/v2/carts/current/set-delivery-method',
    body: { deliveryMethod: { code: 'std', appId: 'id-2' } },
  },
  'cart-v2.removeDeliveryMethodFromCurrentCart': {
    call: (c) => cartV2.removeDeliveryMethodFromCurrentCart(c),
    sends: 'POST /ecom/v2/carts/current/remove-delivery-method',
    body: {},
  },
  'cart-v2.addGiftCardToCurrentCart': {
    call: (c) => cartV2.addGiftCardToCurrentCart(c, { giftCard: { code: 'GIFT-1' } }),
    sends: 'POST /ecom/v2/carts/current/add-gift-card',
    body: { giftCard: { code: 'GIFT-1' } },
  },
  'cart-v2.removeGiftCardFromCurrentCart': {
    call: (c) => cartV2.removeGiftCardFromCurrentCart(c, { giftCardId: ID2 }),
    sends: 'POST /ecom/v2/carts/current/remove-gift-card',
    body: { giftCardId: 'id-2' },
  },
  'cart-v2.updateFormSubmissionsInCurrentCart': {
    call: (c) =>
      cartV2.updateFormSubmissionsInCurrentCart(c, {
        formSubmissions: [{ formSubmissionId: ID2 }],
      }),
    sends: 'POST /ecom/v2/carts/current/update-forms-submission',
    body: { formSubmissions: [{ formSubmissionId: 'id-2' }] },
  },
  'cart-v2.getUpsellOptionsForCurrentCart': {
    call: (c) => cartV2.getUpsellOptionsForCurrentCart(c),
    sends: 'GET /ecom/v2/carts/current/upsell-options',
  },
  'media.getFileDescriptor': {
    call: (c) => media.getFileDescriptor(c, ID),
    sends: 'GET /site-media/v1/files/get-file-by-id?fileId=id-1',
  },
  'media.waitForFile': {
    call: (c) => media.waitForFile(c, ID),
    sends: 'GET /site-media/v1/files/get-file-by-id?fileId=id-1',
  },
  'media.getFileDescriptors': {
    call: (c) => media.getFileDescriptors(c, [ID, ID2]),
    sends: 'POST /site-media/v1/files/get-files',
    body: { fileIds: ['id-1', 'id-2'] },
  },
  'media.listFiles': {
    call: (c) =>
      media.listFiles(c, {
        parentFolderId: 'p1',
        mediaTypes: ['IMAGE', 'VIDEO'],
        private: false,
        sort: { fieldName: 'displayName', order: 'ASC' },
        paging: { limit: 10, cursor: 'abc' },
      }),
    sends:
      'GET /site-media/v1/files?parentFolderId=p1&mediaTypes=IMAGE&mediaTypes=VIDEO&private=false&sort.fieldName=displayName&sort.order=ASC&paging.limit=10&paging.cursor=abc',
  },
  'media.searchFiles': {
    call: (c) =>
      media.searchFiles(c, {
        search: 'mug',
        rootFolder: 'MEDIA_ROOT',
        mediaTypes: ['IMAGE'],
        paging: { limit: 5 },
      }),
    sends: 'POST /site-media/v1/files/search',
    body: { search: 'mug', rootFolder: 'MEDIA_ROOT', mediaTypes: ['IMAGE'], paging: { limit: 5 } },
  },
  'media.queryFileDescriptors': {
    call: (c) =>
      media.queryFileDescriptors(c, {
        query: { filter: { mediaType: 'IMAGE' }, cursorPaging: { limit: 50 } },
      }),
    sends: 'POST /site-media/v1/files/query',
    body: { query: { filter: { mediaType: 'IMAGE' }, cursorPaging: { limit: 50 } } },
  },
  'media.updateFileDescriptor': {
    call: (c) => media.updateFileDescriptor(c, { file: { id: ID, displayName: 'Mug' } }),
    sends: 'PATCH /site-media/v1/files/update-file-descriptor',
    body: { file: { id: 'id-1', displayName: 'Mug' } },
  },
  'media.bulkDeleteFiles': {
    call: (c) => media.bulkDeleteFiles(c, { fileIds: [ID], permanent: true }),
    sends: 'POST /site-media/v1/bulk/files/delete',
    body: { fileIds: ['id-1'], permanent: true },
  },
  'media.bulkRestoreFilesFromTrashBin': {
    call: (c) => media.bulkRestoreFilesFromTrashBin(c, { fileIds: [ID] }),
    sends: 'POST /site-media/v1/bulk/trash-bin/files/restore',
    body: { fileIds: ['id-1'] },
  },
  'media.listDeletedFiles': {
    call: (c) => media.listDeletedFiles(c, { parentFolderId: 'p1', paging: { limit: 3 } }),
    sends: 'GET /site-media/v1/trash-bin/files?parentFolderId=p1&paging.limit=3',
  },
  'media.generateFileUploadUrl': {
    call: (c) => media.generateFileUploadUrl(c, { mimeType: 'image/jpeg', fileName: 'mug.jpg' }),
    sends: 'POST /site-media/v1/files/generate-upload-url',
    body: { mimeType: 'image/jpeg', fileName: 'mug.jpg' },
  },
  'media.generateFileResumableUploadUrl': {
    call: (c) =>
      media.generateFileResumableUploadUrl(c, {
        mimeType: 'video/mp4',
        fileName: 'clip.mp4',
        sizeInBytes: '1024',
      }),
    sends: 'POST /site-media/v1/files/generate-resumable-upload-url',
    body: {
      mimeType: 'video/mp4',
      fileName: 'clip.mp4',
      sizeInBytes: '1024',
      uploadProtocol: 'TUS',
    },
  },
  'media.importFile': {
    call: (c) =>
      media.importFile(c, { url: 'https://img.test/a.jpg', displayName: 'a.jpg', private: false }),
    sends: 'POST /site-media/v1/files/import',
    body: { url: 'https://img.test/a.jpg', displayName: 'a.jpg', private: false },
  },
  'media.bulkImportFile': {
    call: (c) =>
      media.bulkImportFile(c, {
        importFileRequests: [{ url: 'https://img.test/a.jpg' }],
        returnEntity: true,
      }),
    sends: 'POST /site-media/v1/bulk/files/import-v2',
    body: { importFileRequests: [{ url: 'https://img.test/a.jpg' }], returnEntity: true },
  },
  'media.bulkImportFiles': {
    call: (c) =>
      media.bulkImportFiles(c, { importFileRequests: [{ url: 'https://img.test/a.jpg' }] }),
    sends: 'POST /site-media/v1/bulk/files/import',
    body: { importFileRequests: [{ url: 'https://img.test/a.jpg' }] },
  },
  'media.generateFilesDownloadUrl': {
    call: (c) => media.generateFilesDownloadUrl(c, { fileIds: [ID, ID2] }),
    sends: 'POST /site-media/v1/files/generate-download-url',
    body: { fileIds: ['id-1', 'id-2'] },
  },
  'media.generateFileDownloadUrl': {
    call: (c) =>
      media.generateFileDownloadUrl(c, {
        fileId: ID,
        downloadFileName: 'mug.jpg',
        expirationInMinutes: 60,
        contentDisposition: 'ATTACHMENT',
      }),
    sends: 'POST /site-media/v1/files/generate-file-download-url',
    body: {
      fileId: 'id-1',
      downloadFileName: 'mug.jpg',
      expirationInMinutes: 60,
      contentDisposition: 'ATTACHMENT',
    },
  },
  'media.generateVideoStreamingUrl': {
    call: (c) =>
      media.generateVideoStreamingUrl(c, { fileId: ID, format: 'HLS', expirationInMinutes: 60 }),
    sends: 'POST /site-media/v1/files/generate-video-stream-url',
    body: { fileId: 'id-1', format: 'HLS', expirationInMinutes: 60 },
  },
  'media.createFolder': {
    call: (c) => media.createFolder(c, { displayName: 'Photos', parentFolderId: 'media-root' }),
    sends: 'POST /site-media/v1/folders',
    body: { displayName: 'Photos', parentFolderId: 'media-root' },
  },
  'media.getFolder': {
    call: (c) => media.getFolder(c, ID),
    sends: 'GET /site-media/v1/folders/id-1?folderId=id-1',
  },
  'media.listFolders': {
    call: (c) =>
      media.listFolders(c, {
        parentFolderId: 'p1',
        sort: { fieldName: 'displayName', order: 'ASC' },
        paging: { limit: 10, cursor: 'abc' },
      }),
    sends:
      'GET /site-media/v1/folders?parentFolderId=p1&sort.fieldName=displayName&sort.order=ASC&paging.limit=10&paging.cursor=abc',
  },
  'media.searchFolders': {
    call: (c) =>
      media.searchFolders(c, {
        rootFolder: 'TRASH_ROOT',
        sort: { fieldName: 'updatedDate', order: 'DESC' },
        paging: { limit: 5 },
        search: 'x',
      }),
    sends: 'POST /site-media/v1/folders/search',
    body: {
      rootFolder: 'TRASH_ROOT',
      sort: { fieldName: 'updatedDate', order: 'DESC' },
      paging: { limit: 5 },
      search: 'x',
    },
  },
  'media.queryFolders': {
    call: (c) =>
      media.queryFolders(c, {
        query: {
          filter: { state: 'OK' },
          cursorPaging: { limit: 50 },
          sort: [{ fieldName: 'updatedDate', order: 'DESC' }],
        },
      }),
    sends: 'POST /site-media/v1/folders/query',
    body: {
      query: {
        filter: { state: 'OK' },
        cursorPaging: { limit: 50 },
        sort: [{ fieldName: 'updatedDate', order: 'DESC' }],
      },
    },
  },
  'media.updateFolder': {
    call: (c) =>
      media.updateFolder(c, { folder: { id: ID, displayName: 'New', parentFolderId: 'p2' } }),
    sends: 'PATCH /site-media/v1/folders/id-1',
    body: { folder: { displayName: 'New', parentFolderId: 'p2', id: 'id-1' } },
  },
  'media.generateFolderDownloadUrl': {
    call: (c) => media.generateFolderDownloadUrl(c, ID),
    sends: 'POST /site-media/v1/folders/id-1/generate-download-url',
    body: { folderId: 'id-1' },
  },
  'media.bulkDeleteFolders': {
    call: (c) => media.bulkDeleteFolders(c, { folderIds: [ID, ID2], permanent: true }),
    sends: 'POST /site-media/v1/bulk/folders/delete',
    body: { folderIds: ['id-1', 'id-2'], permanent: true },
  },
  'media.bulkRestoreFoldersFromTrashBin': {
    call: (c) => media.bulkRestoreFoldersFromTrashBin(c, { folderIds: [ID] }),
    sends: 'POST /site-media/v1/bulk/trash-bin/folders/restore',
    body: { folderIds: ['id-1'] },
  },
  'media.listDeletedFolders': {
    call: (c) => media.listDeletedFolders(c, { parentFolderId: 'p1', paging: { limit: 3 } }),
    sends: 'GET /site-media/v1/trash-bin/folders?parentFolderId=p1&paging.limit=3',
  },
}

const isClass = (value: unknown) =>
  typeof value === 'function' && /^class[\s{]/.test(Function.prototype.toString.call(value))

/** Every exported function of every subpath, as `<subpath>.<name>`. */
const exportedFunctions = () =>
  Object.entries(MODULES).flatMap(([subpath, module]) =>
    Object.entries(module)
      .filter(([, value]) => typeof value === 'function' && !isClass(value))
      .map(([name]) => `${subpath}.${name}`),
  )

interface Sent {
  sends: string
  body: unknown
}

let emu: ServedEmulator
beforeAll(async () => {
  emu = await serveEmulator({ seed: 'demo' })
})
afterAll(() => emu.close())

/** The requests `row` sends, read off `fetch` (some calls make their own client). */
async function requestsOf(row: Row): Promise<Sent[]> {
  const sent: Sent[] = []
  const real = globalThis.fetch
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input, init)
    const text = await request.clone().text()
    const url = new URL(request.url)
    // The in-process emulator fetches too (a media import reads its source URL): not the SDK's.
    if (url.origin !== new URL(emu.url).origin) return real(request)
    sent.push({
      sends: `${request.method} ${url.pathname}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
    })
    return real(request)
  }
  vi.stubGlobal('fetch', recording)
  try {
    const client =
      row.as === 'visitor' ? emu.visitor({ retry: false }) : emu.owner({ retry: false })
    // The emulator's answer does not matter here (most ids do not exist): only the request does.
    await Promise.resolve(row.call(client)).catch(() => undefined)
  } finally {
    vi.unstubAllGlobals()
  }
  const anonymousGrant = (s: Sent) =>
    s.sends === 'POST /oauth2/token' && (s.body as { grantType?: string }).grantType === 'anonymous'
  return sent.filter((s) => !anonymousGrant(s))
}

describe('every SDK request as the platform sends it', () => {
  it('has one row per function that calls the platform, and every subpath', () => {
    const exportsMap = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
      .exports as Record<string, unknown>
    const subpaths = Object.keys(exportsMap)
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? 'index' : key.slice(2)))
    expect(Object.keys(MODULES).sort()).toEqual(subpaths.sort())
    const functions = exportedFunctions()
    const calling = functions.filter((name) => !NOT_CALLS.includes(name))
    expect(
      calling.filter((name) => !(name in ROWS)),
      'functions without a row',
    ).toEqual([])
    expect(
      Object.keys(ROWS).filter((name) => !functions.includes(name)),
      'rows without a function',
    ).toEqual([])
    expect(
      NOT_CALLS.filter((name) => !functions.includes(name)),
      'NOT_CALLS not exported',
    ).toEqual([])
  })

  it.each(Object.entries(ROWS))('%s', async (_name, row) => {
    expect(await requestsOf(row)).toEqual([{ sends: row.sends, body: row.body }])
  })
})
