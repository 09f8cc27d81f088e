import { hash } from 'node:crypto'
import { ALL_PRODUCTS_COLLECTION_ID, type FileDescriptor } from '@storefront-kit/wire'
import type { SeedKind } from '../area'
import type { CatalogService } from '../catalog/index'
import type { MediaContext } from './context'
import { fileUrl, mediaOf } from './descriptor'

/**
 * The demo store's product pictures in the library, one folder per collection (a product in
 * several goes into the first), so the library is not empty on first start. The files are the
 * image host's own seed pictures (drawn on first use), under the same ids the catalog links to.
 */
export function seedMediaLibrary(ctx: MediaContext, catalog: CatalogService, kind: SeedKind): void {
  if (kind !== 'demo') return
  const placed = new Set<string>()
  const now = ctx.clock.iso()
  // Listed once and grouped here: listing each collection read every product again.
  const all = catalog.list()
  for (const collection of catalog.collections()) {
    if (collection.id === ALL_PRODUCTS_COLLECTION_ID) continue
    const items = all.filter(
      (item) =>
        item.collectionIds.includes(collection.id) && item.image?.id && !placed.has(item.image.id),
    )
    if (!items.length) continue
    const folderId = hash('sha256', `folder:${collection.id}`, 'hex').slice(0, 32)
    ctx.store.putFolder({
      id: folderId,
      displayName: collection.name,
      parentFolderId: 'media-root',
      createdDate: now,
      updatedDate: now,
      state: 'OK',
      siteId: ctx.site.siteId,
    })
    for (const item of items) {
      const image = item.image
      if (!image?.id) continue
      placed.add(image.id)
      const file: FileDescriptor = {
        id: image.id,
        displayName: image.filename ?? `${item.slug}.jpg`,
        url: fileUrl(image.id, { raster: true }),
        parentFolderId: folderId,
        hash: hash('sha1', `seed:${image.id}`, 'hex'),
        private: false,
        mediaType: 'IMAGE',
        operationStatus: 'READY',
        labels: [item.name],
        createdDate: now,
        updatedDate: now,
        siteId: ctx.site.siteId,
        state: 'OK',
        mimeType: 'image/jpeg',
      }
      file.media = mediaOf('IMAGE', file, { width: image.width, height: image.height })
      ctx.store.putFile({ file, root: 'MEDIA_ROOT' })
    }
  }
}
