import { Route, Routes } from 'react-router'
import { NotFound } from '../../layout/not-found'
import { Library } from './library'
import { FilePreview } from './preview'
import { Trash } from './trash'

export { MediaPicker } from './media-picker'

/**
 * The Media library area: the library by folder (`/media?folder=…&view=list`), one file's preview
 * (`/media/files/:id`) and the trash (`/media/trash`).
 */
export function MediaScreen() {
  return (
    <Routes>
      <Route index element={<Library />} />
      <Route path="files/:id" element={<FilePreview />} />
      <Route path="trash" element={<Trash />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
