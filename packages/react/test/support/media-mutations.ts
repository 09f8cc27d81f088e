import { group, type Row } from './mutation-rows'

// The media library's plain mutations, in the shape of PLAIN_MUTATIONS: each invalidates the
// whole library; the file and folder writes that answer one keep it in its detail query. The
// variables name an id nothing has, or break a rule, so nothing changes.

export const MEDIA_MUTATIONS = (ID: string): Row[] => [
  ...group(
    { key: ['media'], invalidates: ['media'], keeps: 'mediaFiles' },
    {
      useUpdateFile: [
        'PATCH /site-media/v1/files/update-file-descriptor',
        { file: { id: ID, displayName: 'Renamed' } },
      ],
    },
  ),
  ...group(
    { key: ['media'], invalidates: ['media'], keeps: 'mediaFolders' },
    {
      useCreateFolder: ['POST /site-media/v1/folders', { displayName: '' }],
      useUpdateFolder: [
        'PATCH /site-media/v1/folders/:id',
        { folder: { id: ID, displayName: 'Renamed' } },
      ],
    },
  ),
  ...group(
    { key: ['media'], invalidates: ['media'] },
    {
      useDeleteFiles: ['POST /site-media/v1/bulk/files/delete', { fileIds: [ID] }],
      useRestoreFiles: ['POST /site-media/v1/bulk/trash-bin/files/restore', { fileIds: [ID] }],
      useImportFile: ['POST /site-media/v1/files/import', { url: 'not a link' }],
      useBulkImportFiles: ['POST /site-media/v1/bulk/files/import-v2', { importFileRequests: [] }],
      useDeleteFolders: ['POST /site-media/v1/bulk/folders/delete', { folderIds: [ID] }],
      useRestoreFolders: [
        'POST /site-media/v1/bulk/trash-bin/folders/restore',
        { folderIds: [ID] },
      ],
    },
  ),
  // A download link changes nothing: it marks nothing stale.
  ...group(
    { key: ['media', 'files'], invalidates: [] },
    {
      useFileDownloadUrl: [
        'POST /site-media/v1/files/generate-file-download-url',
        { fileId: ID },
        'generateFileDownloadUrl',
      ],
    },
  ),
]
