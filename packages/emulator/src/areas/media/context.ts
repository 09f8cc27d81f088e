import type { EmulatorContext } from '../../context'
import type { ImageHostService } from '../image-host/index'
import type { Processor } from './process'
import type { FileStorage } from './storage'
import type { MediaLibraryStore } from './store'

/** What the media library's code works with: its store, the bytes on disk, the image host. */
export interface MediaContext extends EmulatorContext {
  store: MediaLibraryStore
  storage: FileStorage
  images: ImageHostService
  processor: Processor
}
