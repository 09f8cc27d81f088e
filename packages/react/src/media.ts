/**
 * Media library hooks (owner or app): files, folders and the trash with their key factories,
 * the writes, download links, and `useUpload` with progress, cancel and resume.
 * @module
 */
export * from './media/download'
export * from './media/folder-queries'
export * from './media/queries'
export * from './media/use-upload'
export * from './media/writes'
