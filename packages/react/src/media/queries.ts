import type { Client } from '@storefront-kit/sdk'
import {
  getFileDescriptor,
  type ListFilesRequest,
  type ListFoldersRequest,
  listDeletedFiles,
  listFiles,
  type QueryFileDescriptorsRequest,
  type QueryFoldersRequest,
  queryFileDescriptors,
  type SearchFilesRequest,
  type SearchFoldersRequest,
  searchFiles,
} from '@storefront-kit/sdk/media'
import { useInfiniteQuery } from '@tanstack/react-query'
import { queryHook } from '../core/define'
import { pagedQueryOptions } from '../core/infinite'
import { useStorefrontClient } from '../core/provider'
import { STOREFRONT_KEY } from '../core/types'
import { storefrontQueryOptions } from '../core/use-storefront'

/**
 * Query keys of the media library; every media write invalidates `mediaKeys.all`. Lists are
 * keyed by their request, so each folder (and the trash) is cached on its own.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: mediaKeys.files.all })
 * ```
 */
export const mediaKeys = {
  all: [...STOREFRONT_KEY, 'media'] as const,
  files: {
    all: [...STOREFRONT_KEY, 'media', 'files'] as const,
    detail: (fileId: string) => [...mediaKeys.files.all, 'detail', fileId] as const,
    list: (request: ListFilesRequest = {}) => [...mediaKeys.files.all, 'list', request] as const,
    pages: (request: ListFilesRequest = {}) => [...mediaKeys.files.all, 'pages', request] as const,
    search: (request: SearchFilesRequest = {}) =>
      [...mediaKeys.files.all, 'search', request] as const,
    query: (request: QueryFileDescriptorsRequest = {}) =>
      [...mediaKeys.files.all, 'query', request] as const,
    trash: (request: ListFilesRequest = {}) => [...mediaKeys.files.all, 'trash', request] as const,
  },
  folders: {
    all: [...STOREFRONT_KEY, 'media', 'folders'] as const,
    detail: (folderId: string) => [...mediaKeys.folders.all, 'detail', folderId] as const,
    list: (request: ListFoldersRequest = {}) =>
      [...mediaKeys.folders.all, 'list', request] as const,
    search: (request: SearchFoldersRequest = {}) =>
      [...mediaKeys.folders.all, 'search', request] as const,
    query: (request: QueryFoldersRequest = {}) =>
      [...mediaKeys.folders.all, 'query', request] as const,
    trash: (request: ListFoldersRequest = {}) =>
      [...mediaKeys.folders.all, 'trash', request] as const,
  },
}

/**
 * Query options of one file's descriptor (`getFileDescriptor`).
 * @example await queryClient.prefetchQuery(fileQueryOptions(client, fileId))
 */
export function fileQueryOptions(client: Client, fileId: string) {
  return storefrontQueryOptions({
    queryKey: mediaKeys.files.detail(fileId),
    queryFn: ({ signal }) => getFileDescriptor(client, fileId, { signal }),
  })
}

/**
 * One file's descriptor; poll it while processing with `refetchInterval`.
 *
 * @example
 * ```tsx
 * const { data } = useFile(fileId, {
 *   refetchInterval: (query) => (query.state.data?.file.operationStatus === 'PENDING' ? 500 : false),
 * })
 * ```
 */
export const useFile = /* @__PURE__ */ queryHook(fileQueryOptions, 1)

/**
 * Query options of one page of a folder's files (`listFiles`).
 * @example await queryClient.prefetchQuery(filesQueryOptions(client, { parentFolderId }))
 */
export function filesQueryOptions(client: Client, request: ListFilesRequest = {}) {
  return storefrontQueryOptions({
    queryKey: mediaKeys.files.list(request),
    queryFn: ({ signal }) => listFiles(client, request, { signal }),
  })
}

/**
 * One page of the files of a folder (default `media-root`).
 *
 * @example
 * ```tsx
 * const { data } = useFiles({ parentFolderId: folderId, paging: { limit: 50 } })
 * return data?.files.map((file) => <Tile key={file.id} file={file} />)
 * ```
 */
export const useFiles = /* @__PURE__ */ queryHook(filesQueryOptions, 1)

/**
 * Infinite-query options walking a folder's files with the cursor.
 * @example await queryClient.prefetchInfiniteQuery(filesInfiniteQueryOptions(client, request))
 */
export function filesInfiniteQueryOptions(client: Client, request: ListFilesRequest = {}) {
  return pagedQueryOptions(client, mediaKeys.files.pages(request), listFiles, request)
}

/**
 * A folder's files page by page ("show more", infinite grids).
 *
 * @example
 * ```tsx
 * const { data, fetchNextPage, hasNextPage } = useInfiniteFiles({ parentFolderId: folderId })
 * const files = data?.pages.flatMap((page) => page.files) ?? []
 * ```
 */
export function useInfiniteFiles(request: ListFilesRequest = {}) {
  return useInfiniteQuery(filesInfiniteQueryOptions(useStorefrontClient(), request))
}

/**
 * Query options of a file search (`searchFiles`).
 * @example await queryClient.prefetchQuery(fileSearchQueryOptions(client, { search: 'logo' }))
 */
export function fileSearchQueryOptions(client: Client, request: SearchFilesRequest = {}) {
  return storefrontQueryOptions({
    queryKey: mediaKeys.files.search(request),
    queryFn: ({ signal }) => searchFiles(client, request, { signal }),
  })
}

/**
 * Files matching a free-text search over a whole root.
 *
 * @example
 * ```tsx
 * const { data } = useFileSearch({ search: term, mediaTypes: ['IMAGE'] }, { enabled: term !== '' })
 * ```
 */
export const useFileSearch = /* @__PURE__ */ queryHook(fileSearchQueryOptions, 1)

/**
 * Query options of a descriptor query (`queryFileDescriptors`).
 * @example await queryClient.prefetchQuery(fileDescriptorsQueryOptions(client, { query }))
 */
export function fileDescriptorsQueryOptions(
  client: Client,
  request: QueryFileDescriptorsRequest = {},
) {
  return storefrontQueryOptions({
    queryKey: mediaKeys.files.query(request),
    queryFn: ({ signal }) => queryFileDescriptors(client, request, { signal }),
  })
}

/**
 * Descriptors matching a filter, sorted.
 *
 * @example
 * ```tsx
 * const { data } = useFileDescriptors({ query: { filter: { mediaType: 'VIDEO' } } })
 * ```
 */
export const useFileDescriptors = /* @__PURE__ */ queryHook(fileDescriptorsQueryOptions, 1)

/**
 * Query options of a page of the trash (`listDeletedFiles`).
 * @example await queryClient.prefetchQuery(trashedFilesQueryOptions(client))
 */
export function trashedFilesQueryOptions(client: Client, request: ListFilesRequest = {}) {
  return storefrontQueryOptions({
    queryKey: mediaKeys.files.trash(request),
    queryFn: ({ signal }) => listDeletedFiles(client, request, { signal }),
  })
}

/**
 * One page of the files in the trash.
 *
 * @example
 * ```tsx
 * const { data } = useTrashedFiles()
 * return data?.files.map((file) => <TrashRow key={file.id} file={file} />)
 * ```
 */
export const useTrashedFiles = /* @__PURE__ */ queryHook(trashedFilesQueryOptions, 1)
