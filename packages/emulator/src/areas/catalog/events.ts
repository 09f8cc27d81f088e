import type {
  CatalogVersion,
  CollectionCreated,
  Product,
  ProductCreated,
  VariantChanged,
} from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { CatalogContext } from './context'
import type { StoredCollection } from './model'
import { presentCollection } from './present'

/** The legacy catalog v1 webhooks (wire/catalog.md "Events"). */
const PREFIX = 'com.wix.ecommerce.catalog.api.v1.'
const PRODUCT_FQDN = 'wix.stores.catalog.v1.product'
const COLLECTION_FQDN = 'wix.stores.catalog.v1.collection'
const ORIGIN: CatalogVersion = 'V1_CATALOG'

/** Who changed what, for the event metadata. */
export type Actor = { ctx: CatalogContext; caller: Caller }

export function productCreated({ ctx, caller }: Actor, product: Product): void {
  const data: ProductCreated = {
    productId: product.id,
    name: product.name ?? '',
    price: product.price,
    visible: product.visible ?? true,
    media: product.media,
    sku: product.sku ?? '',
    productPageUrl: product.productPageUrl,
    ...(product.brand && { brand: product.brand }),
    costAndProfitData: product.costAndProfitData,
    originatedFromVersion: ORIGIN,
    slug: product.slug,
  }
  ctx.events.record({
    entityFqdn: PRODUCT_FQDN,
    slug: 'created',
    entityId: product.id,
    caller,
    data,
    eventType: `${PREFIX}ProductCreated`,
  })
}

export function productChanged({ ctx, caller }: Actor, productId: string, changedFields: string[]) {
  ctx.events.record({
    entityFqdn: PRODUCT_FQDN,
    slug: 'changed',
    entityId: productId,
    caller,
    data: { productId, changedFields, originatedFromVersion: ORIGIN },
    eventType: `${PREFIX}ProductChanged`,
  })
}

export function productDeleted({ ctx, caller }: Actor, productId: string) {
  ctx.events.record({
    entityFqdn: PRODUCT_FQDN,
    slug: 'deleted',
    entityId: productId,
    caller,
    data: { productId, originatedFromVersion: ORIGIN },
    eventType: `${PREFIX}ProductDeleted`,
  })
}

export function variantsChanged(
  { ctx, caller }: Actor,
  productId: string,
  variants: VariantChanged[],
) {
  ctx.events.record({
    entityFqdn: PRODUCT_FQDN,
    slug: 'variants_changed',
    entityId: productId,
    caller,
    data: { productId, variants, originatedFromVersion: ORIGIN },
    eventType: `${PREFIX}VariantsChanged`,
  })
}

export function collectionCreated({ ctx, caller }: Actor, stored: StoredCollection) {
  const collection = presentCollection(ctx, stored, 0)
  const data: CollectionCreated = {
    collection_Id: stored.id,
    name: stored.name,
    media: collection.media,
    slug: stored.slug,
    visible: stored.visible,
    originatedFromVersion: ORIGIN,
  }
  ctx.events.record({
    entityFqdn: COLLECTION_FQDN,
    slug: 'created',
    entityId: stored.id,
    caller,
    data,
    eventType: `${PREFIX}CollectionCreated`,
  })
}

export function collectionChanged({ ctx, caller }: Actor, id: string, changedFields: string[]) {
  ctx.events.record({
    entityFqdn: COLLECTION_FQDN,
    slug: 'changed',
    entityId: id,
    caller,
    data: { collection_Id: id, changedFields, originatedFromVersion: ORIGIN },
    eventType: `${PREFIX}CollectionChanged`,
  })
}

export function collectionDeleted({ ctx, caller }: Actor, id: string) {
  ctx.events.record({
    entityFqdn: COLLECTION_FQDN,
    slug: 'deleted',
    entityId: id,
    caller,
    data: { collection_Id: id, originatedFromVersion: ORIGIN },
    eventType: `${PREFIX}CollectionDeleted`,
  })
}
