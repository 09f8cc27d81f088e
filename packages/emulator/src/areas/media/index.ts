import type { EmulatorContext } from '../../context'
import type { BuiltArea } from '../area'
import type { CatalogService } from '../catalog/index'
import type { ImageHostService } from '../image-host/index'
import type { MediaContext } from './context'
import { installMediaLibrary } from './install'
import { createProcessor, type Processor } from './process'
import { mediaRoutes } from './routes'
import { seedMediaLibrary } from './seed'
import { fileStorage, storageDirOf } from './storage'
import { mediaLibraryMigrations, mediaLibraryStore } from './store'

const PROCESSOR = 'media-library.processor'

/** What other areas, tests and tools use of the media library. */
export interface MediaLibraryService {
  /**
   * The directory holding the library's bytes (`<data dir>/media-library`: `files/<file id>`,
   * plus `tus/` and `tmp/` for uploads in progress). An export of the emulator's state copies
   * `files/` beside the database; an import puts it back before the emulator starts.
   */
  readonly storageDir: string
  /** Resolves once every uploaded file has been processed (READY or FAILED). */
  idle(): Promise<void>
}

/**
 * The site's media library (wire/media-files.md, media-folders.md): file descriptors and
 * folders, uploads (plain and tus), processing, trash, download links. Its images are served by
 * the image host at the URLs the image builder makes.
 *
 * @example
 * ```ts
 * const media = mediaLibraryArea(ctx, { images: imageHost.service, catalog: catalog.service })
 * await media.service.idle()
 * ```
 */
export function mediaLibraryArea(
  ctx: EmulatorContext,
  needs: { images: ImageHostService; catalog: CatalogService },
): BuiltArea<MediaLibraryService> {
  const storage = fileStorage(storageDirOf(ctx.db.path))
  const store = mediaLibraryStore(ctx.db)
  // One queue per emulator, however often its areas are assembled (tests reach services so).
  const processor =
    (ctx.memory.get(PROCESSOR) as Processor | undefined) ?? createProcessor(() => cx)
  ctx.memory.set(PROCESSOR, processor)
  const cx: MediaContext = { ...ctx, store, storage, images: needs.images, processor }
  needs.images.connectSource({
    head(id) {
      const stored = store.getFile(id)
      const image = stored?.file.media?.image?.image
      if (stored?.file.operationStatus !== 'READY' || !image?.width || !image.height)
        return undefined
      return {
        file: {
          id,
          filename: stored.file.displayName,
          mimeType: stored.file.mimeType ?? 'image/jpeg',
          width: image.width,
          height: image.height,
          createdDate: stored.file.createdDate ?? '',
        },
        version: stored.file.hash,
        private: stored.file.private,
      }
    },
    bytes: (id) => storage.read(id),
  })
  return {
    area: {
      name: 'media-library',
      migrations: mediaLibraryMigrations,
      routes: () => mediaRoutes(cx),
      install: (app) => installMediaLibrary(app, cx),
      reset: () => storage.clear(),
      seed: (_ctx, kind) => seedMediaLibrary(cx, needs.catalog, kind),
    },
    service: { storageDir: storage.dir, idle: () => cx.processor.idle() },
  }
}
