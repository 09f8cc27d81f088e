import {
  bulkDeleteFilesRequestSchema,
  bulkDeleteFoldersRequestSchema,
  bulkImportFileRequestSchema,
  bulkImportFilesRequestSchema,
  bulkRestoreFilesFromTrashBinRequestSchema,
  bulkRestoreFoldersFromTrashBinRequestSchema,
  createFolderRequestSchema,
  folderIdRequestSchema,
  generateFileDownloadUrlRequestSchema,
  generateFileResumableUploadUrlRequestSchema,
  generateFilesDownloadUrlRequestSchema,
  generateFileUploadUrlRequestSchema,
  generateVideoStreamingUrlRequestSchema,
  getFileDescriptorRequestSchema,
  getFileDescriptorsRequestSchema,
  importFileRequestSchema,
  listFilesRequestSchema,
  listFoldersRequestSchema,
  mediaQueryRequestSchema,
  searchFilesRequestSchema,
  searchFoldersRequestSchema,
  updateFileDescriptorRequestSchema,
  updateFolderRequestSchema,
} from '@storefront-kit/wire'
import { z } from 'zod'
import { ANYONE, OWNER } from '../../http/caller'
import { type RouteDef, route } from '../../http/route'
import { sharedText } from '../../http/shared-answer'
import type { MediaContext } from './context'
import { present } from './descriptor'
import {
  generateFileDownloadUrl,
  generateFilesDownloadUrl,
  generateFolderDownloadUrl,
} from './downloads'
import {
  deleteFiles,
  findFile,
  listFiles,
  queryFiles,
  restoreFiles,
  searchFiles,
  updateFile,
} from './files'
import { deleteFolders, restoreFolders } from './folder-trash'
import {
  createFolder,
  getFolder,
  listFolders,
  queryFolders,
  searchFolders,
  updateFolder,
} from './folders'
import { bulkImport, importFile } from './import'
import { generateResumableUploadUrl, generateUploadUrl } from './upload'
import { MEDIA_LIBRARY_SETTINGS } from './upload-rules'
import { generateVideoStreamUrl } from './video'

const V1 = '/site-media/v1'

/**
 * The files and folders calls of wire/media-files.md and media-folders.md. Every one needs the
 * owner's or an app's key (the platform's `MEDIA.SITE_MEDIA_*` permissions); visitors and
 * members get 403.
 */
export function mediaRoutes(ctx: MediaContext): RouteDef[] {
  // Every answer's links on the current public URL (see `present`); a remembered answer was
  // presented when it was made, for the public URL in its key.
  return definitions(ctx).map((def) => ({
    ...def,
    handle: async (request) => {
      const answer = await def.handle(request)
      return sharedText(answer) === undefined ? present(ctx, answer) : answer
    },
  }))
}

function definitions(ctx: MediaContext): RouteDef[] {
  return [
    route({
      method: 'POST',
      path: `${V1}/files/generate-upload-url`,
      allow: OWNER,
      input: generateFileUploadUrlRequestSchema,
      handle: ({ input }) => generateUploadUrl(ctx, input),
    }),
    route({
      method: 'POST',
      path: `${V1}/files/generate-resumable-upload-url`,
      allow: OWNER,
      input: generateFileResumableUploadUrlRequestSchema,
      handle: ({ input }) => generateResumableUploadUrl(ctx, input),
    }),
    route({
      method: 'POST',
      path: `${V1}/files/import`,
      allow: OWNER,
      input: importFileRequestSchema,
      handle: ({ input }) => ({ file: importFile(ctx, input) }),
    }),
    route({
      method: 'POST',
      path: `${V1}/bulk/files/import-v2`,
      allow: OWNER,
      // Each item commits on its own: one refused item leaves the others imported.
      write: false,
      input: bulkImportFileRequestSchema,
      handle: ({ input }) => bulkImport(ctx, input.importFileRequests, !!input.returnEntity),
    }),
    route({
      method: 'POST',
      path: `${V1}/bulk/files/import`,
      allow: OWNER,
      input: bulkImportFilesRequestSchema,
      handle: ({ input }) => ({ files: input.importFileRequests.map((r) => importFile(ctx, r)) }),
    }),
    route({
      method: 'GET',
      path: `${V1}/files/get-file-by-id`,
      allow: OWNER,
      input: getFileDescriptorRequestSchema,
      handle: ({ input }) => ({ file: findFile(ctx, input.fileId).file }),
    }),
    route({
      method: 'POST',
      path: `${V1}/files/get-files`,
      allow: OWNER,
      write: false,
      input: getFileDescriptorsRequestSchema,
      handle: ({ input }) => ({ files: input.fileIds.map((id) => findFile(ctx, id).file) }),
    }),
    route({
      method: 'GET',
      path: `${V1}/files`,
      allow: OWNER,
      input: listFilesRequestSchema,
      handle: ({ input }) => listFiles(ctx, input, false),
    }),
    route({
      method: 'GET',
      path: `${V1}/trash-bin/files`,
      allow: OWNER,
      input: listFilesRequestSchema,
      handle: ({ input }) => listFiles(ctx, input, true),
    }),
    route({
      method: 'POST',
      path: `${V1}/files/search`,
      allow: OWNER,
      write: false,
      input: searchFilesRequestSchema,
      handle: ({ input }) => searchFiles(ctx, input),
    }),
    route({
      method: 'POST',
      path: `${V1}/files/query`,
      allow: OWNER,
      write: false,
      input: mediaQueryRequestSchema,
      handle: ({ input }) => queryFiles(ctx, input.query),
    }),
    route({
      method: 'PATCH',
      path: `${V1}/files/update-file-descriptor`,
      allow: OWNER,
      input: updateFileDescriptorRequestSchema,
      handle: ({ input, caller }) => ({ file: updateFile(ctx, caller, input.file) }),
    }),
    route({
      method: 'POST',
      path: `${V1}/bulk/files/delete`,
      allow: OWNER,
      input: bulkDeleteFilesRequestSchema,
      handle: ({ input, caller }) => deleteFiles(ctx, caller, input.fileIds, !!input.permanent),
    }),
    route({
      method: 'POST',
      path: `${V1}/bulk/trash-bin/files/restore`,
      allow: OWNER,
      input: bulkRestoreFilesFromTrashBinRequestSchema,
      handle: ({ input, caller }) => restoreFiles(ctx, caller, input.fileIds),
    }),
    route({
      method: 'POST',
      path: `${V1}/files/generate-file-download-url`,
      allow: OWNER,
      write: false,
      input: generateFileDownloadUrlRequestSchema,
      handle: ({ input }) => generateFileDownloadUrl(ctx, input),
    }),
    route({
      method: 'POST',
      path: `${V1}/files/generate-download-url`,
      allow: OWNER,
      write: false,
      input: generateFilesDownloadUrlRequestSchema,
      handle: ({ input }) => generateFilesDownloadUrl(ctx, input.fileIds),
    }),
    route({
      method: 'POST',
      path: `${V1}/files/generate-video-stream-url`,
      allow: OWNER,
      write: false,
      input: generateVideoStreamingUrlRequestSchema,
      handle: ({ input }) => generateVideoStreamUrl(ctx, input),
    }),

    route({
      method: 'POST',
      path: `${V1}/folders/:folderId/generate-download-url`,
      allow: OWNER,
      write: false,
      params: { folderId: 'folderId' },
      input: folderIdRequestSchema,
      handle: ({ input }) => generateFolderDownloadUrl(ctx, input.folderId),
    }),
    route({
      method: 'POST',
      path: `${V1}/folders`,
      allow: OWNER,
      input: createFolderRequestSchema,
      handle: ({ input }) => ({ folder: createFolder(ctx, input) }),
    }),
    route({
      method: 'GET',
      path: `${V1}/folders`,
      allow: OWNER,
      input: listFoldersRequestSchema,
      handle: ({ input }) => listFolders(ctx, input, false),
    }),
    route({
      method: 'GET',
      path: `${V1}/trash-bin/folders`,
      allow: OWNER,
      input: listFoldersRequestSchema,
      handle: ({ input }) => listFolders(ctx, input, true),
    }),
    route({
      method: 'POST',
      path: `${V1}/folders/search`,
      allow: OWNER,
      write: false,
      input: searchFoldersRequestSchema,
      handle: ({ input }) => searchFolders(ctx, input),
    }),
    route({
      method: 'POST',
      path: `${V1}/folders/query`,
      allow: OWNER,
      write: false,
      input: mediaQueryRequestSchema,
      handle: ({ input }) => queryFolders(ctx, input.query),
    }),
    route({
      method: 'GET',
      path: `${V1}/folders/:folderId`,
      allow: OWNER,
      params: { folderId: 'folderId' },
      input: folderIdRequestSchema,
      handle: ({ input }) => ({ folder: getFolder(ctx, input.folderId) }),
    }),
    route({
      method: 'PATCH',
      path: `${V1}/folders/:folderId`,
      allow: OWNER,
      params: { folderId: 'folder.id' },
      input: updateFolderRequestSchema,
      handle: ({ input }) => ({ folder: updateFolder(ctx, input.folder) }),
    }),
    route({
      method: 'POST',
      path: `${V1}/bulk/folders/delete`,
      allow: OWNER,
      input: bulkDeleteFoldersRequestSchema,
      handle: ({ input, caller }) => deleteFolders(ctx, caller, input.folderIds, !!input.permanent),
    }),
    route({
      method: 'POST',
      path: `${V1}/bulk/trash-bin/folders/restore`,
      allow: OWNER,
      input: bulkRestoreFoldersFromTrashBinRequestSchema,
      handle: ({ input, caller }) => restoreFolders(ctx, caller, input.folderIds),
    }),

    route({
      method: 'GET',
      path: '/_emulator/media-library/settings',
      allow: ANYONE,
      handle: () => MEDIA_LIBRARY_SETTINGS.read(ctx.settings),
    }),
    route({
      method: 'PUT',
      path: '/_emulator/media-library/settings',
      allow: ANYONE,
      write: false,
      input: z.object({ quotaBytes: z.number().int().min(0).nullable().optional() }),
      handle: ({ input }) => MEDIA_LIBRARY_SETTINGS.update(ctx.settings, input),
    }),
  ]
}
