import {
  addProductMediaRequestSchema,
  bulkAdjustProductPropertiesRequestSchema,
  bulkUpdateProductsRequestSchema,
  catalogIdRequestSchema,
  collectionProductIdsRequestSchema,
  createCollectionRequestSchema,
  createProductRequestSchema,
  deleteCollectionRequestSchema,
  productMediaToChoicesRequestSchema,
  removeProductMediaRequestSchema,
  updateCollectionRequestSchema,
  updateProductRequestSchema,
  updateVariantsRequestSchema,
} from '@storefront-kit/wire'
import { OWNER } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import type { CatalogContext } from './context'
import * as service from './service'

const P = '/stores/v1/products'
const C = '/stores/v1/collections'

/** Catalog v1 writes: the owner (API key) only. */
export function writeRoutes(ctx: CatalogContext): RouteDef[] {
  const writer = (r: { caller: service.Writer['caller'] }): service.Writer => ({
    ctx,
    caller: r.caller,
  })
  return [
    route({
      method: 'POST',
      path: P,
      allow: OWNER,
      input: createProductRequestSchema,
      handle: (r) => service.createProduct(writer(r), r.input.product),
    }),
    route({
      method: 'PATCH',
      path: `${P}/:id`,
      params: { id: 'product.id' },
      allow: OWNER,
      input: updateProductRequestSchema,
      handle: (r) => service.updateProduct(writer(r), r.input.product),
    }),
    route({
      method: 'DELETE',
      path: `${P}/:id`,
      allow: OWNER,
      input: catalogIdRequestSchema,
      handle: (r) => service.deleteProduct(writer(r), r.input.id),
    }),
    route({
      method: 'PATCH',
      path: `${P}/:id/variants`,
      allow: OWNER,
      input: updateVariantsRequestSchema,
      handle: (r) => service.updateVariants(writer(r), r.input.id, r.input.variants),
    }),
    route({
      method: 'POST',
      path: `${P}/:id/variants/resetToDefault`,
      allow: OWNER,
      input: catalogIdRequestSchema,
      handle: (r) => service.resetAllVariantData(writer(r), r.input.id),
    }),
    route({
      method: 'DELETE',
      path: `${P}/:id/options`,
      allow: OWNER,
      input: catalogIdRequestSchema,
      handle: (r) => service.deleteProductOptions(writer(r), r.input.id),
    }),
    route({
      method: 'POST',
      path: `${P}/:id/media`,
      allow: OWNER,
      input: addProductMediaRequestSchema,
      handle: (r) => service.addProductMedia(writer(r), r.input.id, r.input.media),
    }),
    route({
      method: 'POST',
      path: `${P}/:id/media/delete`,
      allow: OWNER,
      input: removeProductMediaRequestSchema,
      handle: (r) => service.removeProductMedia(writer(r), r.input.id, r.input.mediaIds),
    }),
    route({
      method: 'PATCH',
      path: `${P}/:id/choices/media`,
      allow: OWNER,
      input: productMediaToChoicesRequestSchema,
      handle: (r) => service.changeChoiceMedia(writer(r), r.input.id, r.input.media, true),
    }),
    route({
      method: 'POST',
      path: `${P}/:id/choices/media/delete`,
      allow: OWNER,
      input: productMediaToChoicesRequestSchema,
      handle: (r) => service.changeChoiceMedia(writer(r), r.input.id, r.input.media, false),
    }),
    route({
      method: 'POST',
      path: `${P}/:id/remove-brand`,
      allow: OWNER,
      input: catalogIdRequestSchema,
      handle: (r) => service.removeField(writer(r), r.input.id, 'brand'),
    }),
    route({
      method: 'POST',
      path: `${P}/:id/remove-ribbon`,
      allow: OWNER,
      input: catalogIdRequestSchema,
      handle: (r) => service.removeField(writer(r), r.input.id, 'ribbon'),
    }),
    route({
      method: 'POST',
      path: '/stores/v1/bulk/products/update',
      allow: OWNER,
      input: bulkUpdateProductsRequestSchema,
      handle: (r) => service.bulkUpdateProducts(writer(r), r.input.ids, r.input.set),
    }),
    route({
      method: 'POST',
      path: '/stores/v1/bulk/products/adjust-properties',
      allow: OWNER,
      input: bulkAdjustProductPropertiesRequestSchema,
      handle: (r) => service.bulkAdjustProductProperties(writer(r), r.input.ids, r.input.adjust),
    }),
    route({
      method: 'POST',
      path: C,
      allow: OWNER,
      input: createCollectionRequestSchema,
      handle: (r) => service.createCollection(writer(r), r.input.collection),
    }),
    route({
      method: 'PATCH',
      path: `${C}/:id`,
      params: { id: 'collection.id' },
      allow: OWNER,
      input: updateCollectionRequestSchema,
      handle: (r) => service.updateCollection(writer(r), r.input.collection),
    }),
    route({
      method: 'DELETE',
      path: `${C}/:id`,
      allow: OWNER,
      input: deleteCollectionRequestSchema,
      handle: (r) => service.deleteCollection(writer(r), r.input.id),
    }),
    route({
      method: 'POST',
      path: `${C}/:id/productIds`,
      allow: OWNER,
      input: collectionProductIdsRequestSchema,
      handle: (r) => service.addProductsToCollection(writer(r), r.input.id, r.input.productIds),
    }),
    route({
      method: 'POST',
      path: `${C}/:id/productIds/delete`,
      allow: OWNER,
      input: collectionProductIdsRequestSchema,
      handle: (r) =>
        service.removeProductsFromCollection(writer(r), r.input.id, r.input.productIds),
    }),
  ]
}
