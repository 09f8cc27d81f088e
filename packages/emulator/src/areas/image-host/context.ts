import type { EmulatorContext } from '../../context'
import type { MediaHead, MediaStore } from './store'

/**
 * Images the host serves without keeping them (the media library's): asked for ids its own
 * store does not have. A private file answers 403 on direct access.
 */
export interface ImageSource {
  head(id: string): (MediaHead & { private: boolean }) | undefined
  bytes(id: string): Promise<Uint8Array | undefined>
}

/** What the image host's code works with: the emulator and the stored media files. */
export interface ImageHostContext extends EmulatorContext {
  store: MediaStore
  /** Connected by the areas that own them (see `ImageHostService.connectSource`). */
  sources: ImageSource[]
}
