import type { ExternalInfo, FileDescriptor } from '@storefront-kit/wire'
import type { EmulatorContext } from '../../context'
import type { Caller } from '../../http/caller'
import { present } from './descriptor'

/** Entity name of the file events: `wix.media.site_media.v1.file_descriptor_<slug>`. */
export const FILE_FQDN = 'wix.media.site_media.v1.file_descriptor'

/**
 * Records the media library's events (wire/media-files.md "Events", SPEC §4): file_ready and
 * file_failed echo the upload's `externalInfo`; updated and deleted carry the descriptor.
 */
export function fileEvents(ctx: EmulatorContext, caller: Caller) {
  // Events keep the links as they were when recorded, like a delivered webhook.
  const record: EmulatorContext['events']['record'] = (event) =>
    ctx.events.record(present(ctx, event))
  return {
    ready: (file: FileDescriptor, externalInfo?: ExternalInfo, triggeredByUndelete = false) =>
      record({
        entityFqdn: FILE_FQDN,
        slug: 'file_ready',
        entityId: file.id,
        caller,
        data: { file, ...(externalInfo && { externalInfo }), triggeredByUndelete },
      }),
    failed: (file: FileDescriptor, reason: string, externalInfo?: ExternalInfo) =>
      record({
        entityFqdn: FILE_FQDN,
        slug: 'file_failed',
        entityId: file.id,
        caller,
        data: {
          ...(externalInfo && { externalInfo }),
          error: { code: 'FILE_PROCESSING_FAILED', description: reason, data: { fileId: file.id } },
        },
      }),
    updated: (file: FileDescriptor, modifiedFields: string[]) =>
      record({
        entityFqdn: FILE_FQDN,
        slug: 'updated',
        entityId: file.id,
        caller,
        entity: file,
        modifiedFields,
      }),
    deleted: (file: FileDescriptor) =>
      record({
        entityFqdn: FILE_FQDN,
        slug: 'deleted',
        entityId: file.id,
        caller,
        entity: file,
      }),
  }
}
