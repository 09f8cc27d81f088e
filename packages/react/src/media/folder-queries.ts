import type { Client } from '@storefront-kit/sdk'
import {
  getFolder,
  type ListFoldersRequest,
  listDeletedFolders,
  listFolders,
  type QueryFoldersRequest,
  queryFolders,
  type SearchFoldersRequest,
  searchFolders,
} from '@storefront-kit/sdk/media'
import { queryHook } from '../core/define'
import { storefrontQueryOptions } from '../core/use-storefront'
import { mediaKeys } from './queries'

/**
 * Query options of one folder (`getFolder`).
 * @example await queryClient.prefetchQuery(folderQueryOptions(client, folderId))
 */
export function folderQueryOptions(client: Client, folderId: string) {
  return storefrontQueryOptions({
    queryKey: mediaKeys.folders.detail(folderId),
    queryFn: ({ signal }) => getFolder(client, folderId, { signal }),
  })
}

/**
 * One folder (for a breadcrumb: follow `parentFolderId` up to `media-root`).
 *
 * @example
 * ```tsx
 * const { data } = useFolder(folderId)
 * return <h2>{data?.folder.displayName}</h2>
 * ```
 */
export const useFolder = /* @__PURE__ */ queryHook(folderQueryOptions, 1)

/**
 * Query options of one page of the folders inside a parent (`listFolders`).
 * @example await queryClient.prefetchQuery(foldersQueryOptions(client, { parentFolderId }))
 */
export function foldersQueryOptions(client: Client, request: ListFoldersRequest = {}) {
  return storefrontQueryOptions({
    queryKey: mediaKeys.folders.list(request),
    queryFn: ({ signal }) => listFolders(client, request, { signal }),
  })
}

/**
 * The folders inside a parent (default `media-root`): folder navigation.
 *
 * @example
 * ```tsx
 * const { data } = useFolders({ parentFolderId: current, sort: { fieldName: 'displayName', order: 'ASC' } })
 * ```
 */
export const useFolders = /* @__PURE__ */ queryHook(foldersQueryOptions, 1)

/**
 * Query options of a folder search (`searchFolders`).
 * @example await queryClient.prefetchQuery(folderSearchQueryOptions(client, { search: 'summer' }))
 */
export function folderSearchQueryOptions(client: Client, request: SearchFoldersRequest = {}) {
  return storefrontQueryOptions({
    queryKey: mediaKeys.folders.search(request),
    queryFn: ({ signal }) => searchFolders(client, request, { signal }),
  })
}

/**
 * Folders of a root matching a search.
 *
 * @example
 * ```tsx
 * const { data } = useFolderSearch({ search: term })
 * ```
 */
export const useFolderSearch = /* @__PURE__ */ queryHook(folderSearchQueryOptions, 1)

/**
 * Query options of a folder query (`queryFolders`).
 * @example await queryClient.prefetchQuery(queriedFoldersQueryOptions(client, { query }))
 */
export function queriedFoldersQueryOptions(client: Client, request: QueryFoldersRequest = {}) {
  return storefrontQueryOptions({
    queryKey: mediaKeys.folders.query(request),
    queryFn: ({ signal }) => queryFolders(client, request, { signal }),
  })
}

/**
 * Folders matching a query (filter `state`, sort by name or date).
 *
 * @example
 * ```tsx
 * const { data } = useQueriedFolders({ query: { sort: [{ fieldName: 'displayName' }] } })
 * ```
 */
export const useQueriedFolders = /* @__PURE__ */ queryHook(queriedFoldersQueryOptions, 1)

/**
 * Query options of the folders in the trash (`listDeletedFolders`).
 * @example await queryClient.prefetchQuery(trashedFoldersQueryOptions(client))
 */
export function trashedFoldersQueryOptions(client: Client, request: ListFoldersRequest = {}) {
  return storefrontQueryOptions({
    queryKey: mediaKeys.folders.trash(request),
    queryFn: ({ signal }) => listDeletedFolders(client, request, { signal }),
  })
}

/**
 * The folders in the trash.
 *
 * @example
 * ```tsx
 * const { data } = useTrashedFolders()
 * ```
 */
export const useTrashedFolders = /* @__PURE__ */ queryHook(trashedFoldersQueryOptions, 1)
