import {
  catalogIdRequestSchema,
  getCollectionBySlugRequestSchema,
  getProductRequestSchema,
  platformQueryRequestSchema,
  productOptionsAvailabilityRequestSchema,
  queryCollectionsV1RequestSchema,
  queryProductsRequestSchema,
  queryProductVariantsRequestSchema,
  queryStoreVariantsRequestSchema,
} from '@storefront-kit/wire'
import { SIGNED } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { CatalogContext } from './context'
import * as service from './service'

/** Catalog v1 read prefixes: the reader service, its `/api` alias (products), and `/stores/v1`. */
const READER = ['/stores-reader/v1', '/stores/v1']
const PRODUCTS = ['/stores-reader/v1', '/stores-reader/api/v1', '/stores/v1']
const under = (prefixes: string[], path: string) => prefixes.map((prefix) => `${prefix}${path}`)

/**
 * Reads, for visitors, members and the owner. Static paths come before `:id` paths, which would
 * otherwise take `query` as an id.
 */
export function readRoutes(ctx: CatalogContext): RouteDef[] {
  const reader = (r: { caller: service.Reader['caller'] }): service.Reader => ({
    ctx,
    caller: r.caller,
  })
  return [
    route({
      method: 'GET',
      path: '/v2/collections/query',
      allow: SIGNED,
      postFallback: true,
      input: platformQueryRequestSchema,
      handle: (r) => service.queryCollections(reader(r), r.input.query),
    }),
    route({
      method: 'GET',
      path: ['/v2/collections/slug/:slug', ...under(READER, '/collections/slug/:slug')],
      allow: SIGNED,
      input: getCollectionBySlugRequestSchema,
      handle: (r) => service.getCollectionBySlug(reader(r), r.input.slug),
    }),
    route({
      method: 'GET',
      path: ['/v2/collections/:id', ...under(READER, '/collections/:id')],
      allow: SIGNED,
      input: catalogIdRequestSchema,
      handle: (r) => service.getCollection(reader(r), r.input.id),
    }),
    route({
      method: 'POST',
      path: under(READER, '/collections/query'),
      allow: SIGNED,
      write: false,
      input: queryCollectionsV1RequestSchema,
      handle: (r) => service.queryCollectionsV1(reader(r), r.input),
    }),
    route({
      method: 'GET',
      path: under(PRODUCTS, '/products/query-platformized'),
      allow: SIGNED,
      postFallback: true,
      input: platformQueryRequestSchema,
      handle: (r) => service.queryProductsPlatformized(reader(r), r.input.query),
    }),
    route({
      method: 'POST',
      path: under(PRODUCTS, '/products/query'),
      allow: SIGNED,
      write: false,
      input: queryProductsRequestSchema,
      handle: (r) => service.queryProductsV1(reader(r), r.input),
    }),
    route({
      method: 'GET',
      path: under(PRODUCTS, '/products/:id'),
      allow: SIGNED,
      input: getProductRequestSchema,
      handle: (r) => service.getProduct(reader(r), r.input.id, r.input.includeMerchantSpecificData),
    }),
    route({
      method: 'POST',
      path: under(PRODUCTS, '/products/:id/productOptionsAvailability'),
      allow: SIGNED,
      write: false,
      input: productOptionsAvailabilityRequestSchema,
      handle: (r) => service.productOptionsAvailability(reader(r), r.input.id, r.input.options),
    }),
    route({
      method: 'POST',
      path: under(PRODUCTS, '/products/:id/variants/query'),
      allow: SIGNED,
      write: false,
      input: queryProductVariantsRequestSchema,
      handle: (r) => service.queryProductVariants(reader(r), r.input.id, r.input),
    }),
    route({
      method: 'POST',
      path: under(READER, '/variants/query'),
      allow: SIGNED,
      write: false,
      input: queryStoreVariantsRequestSchema,
      handle: (r) => service.queryStoreVariants(reader(r), r.input.query),
    }),
    route({
      method: 'GET',
      path: under(READER, '/variants/:id'),
      allow: SIGNED,
      input: catalogIdRequestSchema,
      handle: (r) => service.getStoreVariant(reader(r), r.input.id),
    }),
  ]
}
