import type { FileDescriptor, Folder } from '@storefront-kit/wire'
import { ROOT_FOLDER_IDS } from '@storefront-kit/wire'
import type { Caller } from '../../http/caller'
import type { MediaContext } from './context'
import { fileEvents } from './events'
import { descendants, folderNotFound } from './folders'

/**
 * `POST /bulk/folders/delete`: each folder, its sub-folders and their files go to the trash
 * (remembering which deletion took them, so a restore brings back exactly those), or with
 * `permanent` are gone with the files' bytes. A folder already in the trash is not an error.
 */
export async function deleteFolders(
  ctx: MediaContext,
  caller: Caller,
  ids: readonly string[],
  permanent: boolean,
): Promise<Record<string, never>> {
  const folders = ids.map((id) => {
    const folder = ctx.store.getFolder(id)
    if (!folder) throw folderNotFound(id)
    return folder
  })
  const events = fileEvents(ctx, caller)
  const now = ctx.clock.iso()
  const removed: string[] = []
  for (const top of folders) {
    if (permanent) {
      const all = [top, ...descendants(ctx, top.id, 'OK'), ...descendants(ctx, top.id, 'DELETED')]
      const folderIds = all.map((f) => f.id)
      for (const stored of [
        ...ctx.store.filesIn(folderIds, 'OK'),
        ...ctx.store.filesIn(folderIds, 'DELETED'),
      ]) {
        ctx.store.deleteFile(stored.file.id)
        events.deleted({ ...stored.file, state: 'DELETED' })
        removed.push(stored.file.id)
      }
      for (const id of folderIds) ctx.store.deleteFolder(id)
      continue
    }
    if (top.state === 'DELETED') continue
    const under = descendants(ctx, top.id, 'OK')
    ctx.store.putFolder({ ...top, state: 'DELETED', updatedDate: now })
    for (const folder of under)
      ctx.store.putFolder({ ...folder, state: 'DELETED', updatedDate: now }, top.id)
    for (const stored of ctx.store.filesIn([top.id, ...under.map((f) => f.id)], 'OK')) {
      const file: FileDescriptor = { ...stored.file, state: 'DELETED', updatedDate: now }
      ctx.store.putFile({ ...stored, file, trashedWith: top.id })
      events.updated(file, ['state'])
    }
  }
  for (const id of removed) await ctx.storage.remove(id)
  return {}
}

/**
 * `POST /bulk/trash-bin/folders/restore`: each folder back where it was (the root when its parent
 * is gone or still in the trash), with the sub-folders and files its deletion took along.
 */
export function restoreFolders(
  ctx: MediaContext,
  caller: Caller,
  ids: readonly string[],
): Record<string, never> {
  const events = fileEvents(ctx, caller)
  const now = ctx.clock.iso()
  for (const id of ids) {
    const top = ctx.store.getFolder(id)
    if (!top) throw folderNotFound(id)
    if (top.state !== 'DELETED') continue
    const parent = ctx.store.getFolder(top.parentFolderId)
    const parentFolderId =
      parent && parent.state !== 'OK' ? ROOT_FOLDER_IDS.MEDIA_ROOT : top.parentFolderId
    const restored: Folder = { ...top, parentFolderId, state: 'OK', updatedDate: now }
    ctx.store.putFolder(restored)
    for (const folder of ctx.store.foldersTrashedWith(id))
      ctx.store.putFolder({ ...folder, state: 'OK', updatedDate: now })
    for (const stored of ctx.store.filesTrashedWith(id)) {
      const file: FileDescriptor = { ...stored.file, state: 'OK', updatedDate: now }
      const { trashedWith: _, ...rest } = stored
      ctx.store.putFile({ ...rest, file })
      events.updated(file, ['state'])
    }
  }
  return {}
}
