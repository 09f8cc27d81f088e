import type { collectionInputSchema } from '@storefront-kit/wire'
import type { z } from 'zod'
import { conflict, notFound } from '../../http/api-error'
import { collectionChanged, collectionCreated, collectionDeleted, productChanged } from './events'
import type { StoredCollection } from './model'
import { presentCollection } from './present'
import { touchProduct, type Writer } from './product-writes'
import { slugify, uniqueSlug } from './slugs'

type CollectionInput = z.output<typeof collectionInputSchema>

function loadCollection(w: Writer, id: string): StoredCollection {
  const collection = w.ctx.store.collections.get(id)
  if (!collection) throw notFound('COLLECTION_NOT_FOUND', `Collection ${id} was not found`, { id })
  return collection
}

/** The slug a collection (category) gets: the one wanted (409 if taken), else one from its name. */
export function collectionSlugFor(
  w: Writer,
  wanted: string | undefined,
  name: string,
  self?: string,
): string {
  const taken = (slug: string) => {
    const other = w.ctx.store.collectionBySlug(slug)
    return !!other && other.id !== self
  }
  if (wanted) {
    if (taken(wanted))
      throw conflict('SLUG_ALREADY_EXISTS', `A collection with slug ${wanted} exists`, {
        slug: wanted,
      })
    return wanted
  }
  return uniqueSlug(slugify(name), taken)
}

const answer = (w: Writer, collection: StoredCollection) => ({
  collection: presentCollection(
    w.ctx,
    collection,
    w.ctx.store.productCounts(false).get(collection.id) ?? 0,
  ),
})

/** CreateCollection. */
export function createCollection(w: Writer, input: CollectionInput & { name: string }) {
  const collection: StoredCollection = {
    id: w.ctx.newId(),
    name: input.name,
    slug: collectionSlugFor(w, input.slug, input.name),
    ...(input.description !== undefined && { description: input.description }),
    visible: input.visible ?? true,
    media: [],
  }
  w.ctx.store.saveCollection(collection)
  collectionCreated(w, collection)
  return answer(w, collection)
}

/** UpdateCollection: fields sent replace stored ones. */
export function updateCollection(w: Writer, input: CollectionInput & { id: string }) {
  const collection = loadCollection(w, input.id)
  const { id: _id, ...fields } = input
  if (fields.name !== undefined) collection.name = fields.name
  if (fields.slug !== undefined)
    collection.slug = collectionSlugFor(w, fields.slug, collection.name, collection.id)
  if (fields.description !== undefined) collection.description = fields.description
  if (fields.visible !== undefined) collection.visible = fields.visible
  w.ctx.store.saveCollection(collection)
  collectionChanged(w, collection.id, Object.keys(fields))
  return answer(w, collection)
}

/** Changes the membership of products in a collection (every id must be a product). */
function changeMembership(w: Writer, id: string, productIds: string[], add: boolean) {
  const products = productIds.map((pid) => w.ctx.store.products.get(pid))
  const missing = productIds.filter((_, i) => !products[i])
  if (missing.length)
    throw notFound('PRODUCT_NOT_FOUND', `Products ${missing.join(', ')} were not found`, {
      productIds: missing,
    })
  for (const product of products) {
    if (!product) continue
    const src = product._source
    const member = src.collectionIds.includes(id)
    if (member === add) continue
    src.collectionIds = add ? [...src.collectionIds, id] : src.collectionIds.filter((c) => c !== id)
    touchProduct(w, src)
    productChanged(w, src.id, ['collectionIds'])
  }
}

/** AddProductsToCollection. */
export function addProductsToCollection(w: Writer, id: string, productIds: string[]) {
  loadCollection(w, id)
  changeMembership(w, id, productIds, true)
  return {}
}

/** RemoveProductsFromCollection. */
export function removeProductsFromCollection(w: Writer, id: string, productIds: string[]) {
  loadCollection(w, id)
  changeMembership(w, id, productIds, false)
  return {}
}

/** DeleteCollection: its products leave it. */
export function deleteCollection(w: Writer, id: string) {
  loadCollection(w, id)
  const members = w.ctx.store.productsIn(id).map((p) => p.id)
  changeMembership(w, id, members, false)
  w.ctx.store.collections.delete(id)
  collectionDeleted(w, id)
  return {}
}
