import type { Client } from '@storefront-kit/sdk'
import {
  type BulkDeleteFilesRequest,
  type BulkDeleteFoldersRequest,
  type BulkImportFileRequest,
  type BulkImportFileResponse,
  type BulkRestoreFilesFromTrashBinRequest,
  type BulkRestoreFoldersFromTrashBinRequest,
  bulkDeleteFiles,
  bulkDeleteFolders,
  bulkImportFile,
  bulkRestoreFilesFromTrashBin,
  bulkRestoreFoldersFromTrashBin,
  type CreateFolderRequest,
  createFolder,
  type FolderResponse,
  type ImportFileRequest,
  type ImportFileResponse,
  importFile,
  type MediaEmptyResponse,
  type UpdateFileDescriptorRequest,
  type UpdateFileDescriptorResponse,
  type UpdateFolderRequest,
  updateFileDescriptor,
  updateFolder,
} from '@storefront-kit/sdk/media'
import type { QueryClient } from '@tanstack/react-query'
import { mutationHook, plainMutation } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { mediaKeys } from './queries'

/** Every media write invalidates every media query (a move changes two folders' lists). */
const mediaWrites = { key: () => mediaKeys.all, invalidates: () => [mediaKeys.all] }
const fileWrites = {
  ...mediaWrites,
  update: (queryClient: QueryClient, data: UpdateFileDescriptorResponse) =>
    queryClient.setQueryData(mediaKeys.files.detail(data.file.id), data),
}
const folderWrites = {
  ...mediaWrites,
  update: (queryClient: QueryClient, data: FolderResponse) =>
    queryClient.setQueryData(mediaKeys.folders.detail(data.folder.id), data),
}

/**
 * Mutation options of `updateFileDescriptor`; invalidates every media query.
 * @example useMutation(updateFileMutationOptions(client))
 */
export function updateFileMutationOptions(
  client: Client,
): StorefrontMutation<UpdateFileDescriptorResponse, UpdateFileDescriptorRequest> {
  return plainMutation(client, fileWrites, 'updateFile', updateFileDescriptor)
}

/**
 * Renames, moves or labels a file.
 *
 * @example
 * ```tsx
 * const update = useUpdateFile()
 * update.mutate({ file: { id: file.id, parentFolderId: target } })
 * ```
 */
export const useUpdateFile = /* @__PURE__ */ mutationHook(updateFileMutationOptions)

/**
 * Mutation options of `bulkDeleteFiles`; invalidates every media query.
 * @example useMutation(deleteFilesMutationOptions(client))
 */
export function deleteFilesMutationOptions(
  client: Client,
): StorefrontMutation<MediaEmptyResponse, BulkDeleteFilesRequest> {
  return plainMutation(client, mediaWrites, 'deleteFiles', bulkDeleteFiles)
}

/**
 * Moves files to the trash (or deletes them for good with `permanent`).
 *
 * @example
 * ```tsx
 * const remove = useDeleteFiles()
 * remove.mutate({ fileIds: selected })
 * ```
 */
export const useDeleteFiles = /* @__PURE__ */ mutationHook(deleteFilesMutationOptions)

/**
 * Mutation options of `bulkRestoreFilesFromTrashBin`; invalidates every media query.
 * @example useMutation(restoreFilesMutationOptions(client))
 */
export function restoreFilesMutationOptions(
  client: Client,
): StorefrontMutation<MediaEmptyResponse, BulkRestoreFilesFromTrashBinRequest> {
  return plainMutation(client, mediaWrites, 'restoreFiles', bulkRestoreFilesFromTrashBin)
}

/**
 * Restores files from the trash.
 *
 * @example
 * ```tsx
 * const restore = useRestoreFiles()
 * restore.mutate({ fileIds: [file.id] })
 * ```
 */
export const useRestoreFiles = /* @__PURE__ */ mutationHook(restoreFilesMutationOptions)

/**
 * Mutation options of `importFile`; invalidates every media query.
 * @example useMutation(importFileMutationOptions(client))
 */
export function importFileMutationOptions(
  client: Client,
): StorefrontMutation<ImportFileResponse, ImportFileRequest> {
  return plainMutation(client, mediaWrites, 'importFile', importFile)
}

/**
 * Imports a file from a URL (it arrives PENDING).
 *
 * @example
 * ```tsx
 * const fromUrl = useImportFile()
 * fromUrl.mutate({ url, parentFolderId: folderId })
 * ```
 */
export const useImportFile = /* @__PURE__ */ mutationHook(importFileMutationOptions)

/**
 * Mutation options of `bulkImportFile`; invalidates every media query.
 * @example useMutation(bulkImportFilesMutationOptions(client))
 */
export function bulkImportFilesMutationOptions(
  client: Client,
): StorefrontMutation<BulkImportFileResponse, BulkImportFileRequest> {
  return plainMutation(client, mediaWrites, 'bulkImportFiles', bulkImportFile)
}

/**
 * Imports up to 100 URLs, with a result per item.
 *
 * @example
 * ```tsx
 * const imports = useBulkImportFiles()
 * imports.mutate({ importFileRequests: urls.map((url) => ({ url })) })
 * ```
 */
export const useBulkImportFiles = /* @__PURE__ */ mutationHook(bulkImportFilesMutationOptions)

/**
 * Mutation options of `createFolder`; invalidates every media query.
 * @example useMutation(createFolderMutationOptions(client))
 */
export function createFolderMutationOptions(
  client: Client,
): StorefrontMutation<FolderResponse, CreateFolderRequest> {
  return plainMutation(client, folderWrites, 'createFolder', createFolder)
}

/**
 * Creates a folder.
 *
 * @example
 * ```tsx
 * const create = useCreateFolder()
 * create.mutate({ displayName: 'Summer', parentFolderId: current })
 * ```
 */
export const useCreateFolder = /* @__PURE__ */ mutationHook(createFolderMutationOptions)

/**
 * Mutation options of `updateFolder`; invalidates every media query.
 * @example useMutation(updateFolderMutationOptions(client))
 */
export function updateFolderMutationOptions(
  client: Client,
): StorefrontMutation<FolderResponse, UpdateFolderRequest> {
  return plainMutation(client, folderWrites, 'updateFolder', updateFolder)
}

/**
 * Renames or moves a folder.
 *
 * @example
 * ```tsx
 * const rename = useUpdateFolder()
 * rename.mutate({ folder: { id: folder.id, displayName: name } })
 * ```
 */
export const useUpdateFolder = /* @__PURE__ */ mutationHook(updateFolderMutationOptions)

/**
 * Mutation options of `bulkDeleteFolders`; invalidates every media query.
 * @example useMutation(deleteFoldersMutationOptions(client))
 */
export function deleteFoldersMutationOptions(
  client: Client,
): StorefrontMutation<MediaEmptyResponse, BulkDeleteFoldersRequest> {
  return plainMutation(client, mediaWrites, 'deleteFolders', bulkDeleteFolders)
}

/**
 * Moves folders (with their files) to the trash, or deletes them for good.
 *
 * @example
 * ```tsx
 * const remove = useDeleteFolders()
 * remove.mutate({ folderIds: [folder.id] })
 * ```
 */
export const useDeleteFolders = /* @__PURE__ */ mutationHook(deleteFoldersMutationOptions)

/**
 * Mutation options of `bulkRestoreFoldersFromTrashBin`; invalidates every media query.
 * @example useMutation(restoreFoldersMutationOptions(client))
 */
export function restoreFoldersMutationOptions(
  client: Client,
): StorefrontMutation<MediaEmptyResponse, BulkRestoreFoldersFromTrashBinRequest> {
  return plainMutation(client, mediaWrites, 'restoreFolders', bulkRestoreFoldersFromTrashBin)
}

/**
 * Restores folders from the trash.
 *
 * @example
 * ```tsx
 * const restore = useRestoreFolders()
 * restore.mutate({ folderIds: [folder.id] })
 * ```
 */
export const useRestoreFolders = /* @__PURE__ */ mutationHook(restoreFoldersMutationOptions)
