import type { queryCollectionsV1RequestSchema } from '@storefront-kit/wire'
import type { z } from 'zod'
import { type QueryInput, runQuery } from '../../query/index'
import { rememberAnswers } from '../../query/remember'
import { isOwner, modeOf, platformMetadata, scopeFor, visibleCollection } from './access'
import type { StoredCollection } from './model'
import { presentCollection } from './present'
import type { Reader } from './product-reads'
import { COLLECTION_QUERY, normalizeFilter, v1Query } from './query-specs'
import { COLLECTIONS_TABLE, PRODUCTS_TABLE } from './store'

/** Product counts as this caller sees them (visitors count visible products only). */
const countsFor = (r: Reader) => r.ctx.store.productCounts(!isOwner(r.caller))

function presentById({ r, id }: { r: Reader; id: string }) {
  const collection = visibleCollection(r.caller, r.ctx.store.collections.get(id), id)
  return { collection: presentCollection(r.ctx, collection, countsFor(r).get(id) ?? 0) }
}

/**
 * Collections answered before, until the catalog is next written (a shop asks for the same
 * category on every page of it). The key holds what else the answer depends on: whether hidden
 * products count and hidden collections show (owner or not), and the public URL.
 */
const collections = rememberAnswers({
  db: (ctx: Reader['ctx']) => ctx.db,
  tables: [COLLECTIONS_TABLE, PRODUCTS_TABLE],
  max: 500,
  answer: (_ctx, asked: { r: Reader; id: string }) => presentById(asked),
  keyOf: ({ r, id }) => `${isOwner(r.caller)} ${r.ctx.publicUrl()} ${id}`,
})

/** GetCollection (v2 and v1). */
export const getCollection = (r: Reader, id: string) => collections(r.ctx, { r, id })

/** GetCollectionBySlug (v2 and v1). */
export function getCollectionBySlug(r: Reader, slug: string) {
  const collection = visibleCollection(r.caller, r.ctx.store.collectionBySlug(slug), slug)
  return { collection: presentCollection(r.ctx, collection, countsFor(r).get(collection.id) ?? 0) }
}

function runCollections(r: Reader, query: QueryInput, mode: 'offset' | 'cursor') {
  const input = { ...query, filter: normalizeFilter(COLLECTION_QUERY, query.filter) } as QueryInput
  const target = scopeFor(r.caller, COLLECTIONS_TABLE)
  return runQuery<StoredCollection>(r.ctx.db.sql, COLLECTION_QUERY, input, target, mode)
}

/** QueryCollections (v2): platform paging metadata. */
export function queryCollections(r: Reader, query: QueryInput | undefined) {
  const input = query ?? {}
  const page = runCollections(r, input, modeOf(input))
  const counts = countsFor(r)
  return {
    collections: page.items.map((c) => presentCollection(r.ctx, c, counts.get(c.id) ?? 0)),
    metadata: platformMetadata(page),
  }
}

/** The v1 collections query (vendor docs): offset paging and `totalResults`. */
export function queryCollectionsV1(
  r: Reader,
  request: z.output<typeof queryCollectionsV1RequestSchema>,
) {
  const query = v1Query(request.query)
  const page = runCollections(r, query, 'offset')
  const counts = countsFor(r)
  const description = request.includeDescription ?? false
  return {
    collections: page.items.map((c) =>
      presentCollection(r.ctx, c, counts.get(c.id) ?? 0, description),
    ),
    metadata: { items: page.items.length, offset: page.offset },
    totalResults: page.total,
  }
}
