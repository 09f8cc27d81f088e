import type { EmulatorContext } from '../../context'
import type { MediaStore } from './store'

/** What the image host's code works with: the emulator and the stored media files. */
export interface ImageHostContext extends EmulatorContext {
  store: MediaStore
}
