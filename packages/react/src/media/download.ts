import type { Client } from '@storefront-kit/sdk'
import {
  type GenerateFileDownloadUrlRequest,
  type GenerateFileDownloadUrlResponse,
  generateFileDownloadUrl,
} from '@storefront-kit/sdk/media'
import { mutationHook, plainMutation } from '../core/define'
import type { StorefrontMutation } from '../core/mutation'
import { mediaKeys } from './queries'

// A signed link is made on demand (it expires), so it is a write that marks nothing stale.
const downloads = { key: () => mediaKeys.files.all, invalidates: () => [] }

/**
 * Mutation options of `generateFileDownloadUrl`; invalidates nothing.
 * @example useMutation(fileDownloadUrlMutationOptions(client))
 */
export function fileDownloadUrlMutationOptions(
  client: Client,
): StorefrontMutation<GenerateFileDownloadUrlResponse, GenerateFileDownloadUrlRequest> {
  return plainMutation(client, downloads, 'generateFileDownloadUrl', generateFileDownloadUrl)
}

/**
 * A signed download link for one file, private ones too (owner), made when asked.
 *
 * @example
 * ```tsx
 * const link = useFileDownloadUrl()
 * const { downloadUrls } = await link.mutateAsync({ fileId: file.id, contentDisposition: 'ATTACHMENT' })
 * window.location.assign(downloadUrls[0].url)
 * ```
 */
export const useFileDownloadUrl = /* @__PURE__ */ mutationHook(fileDownloadUrlMutationOptions)
