import type { QuerySpec } from '../../query/index'

/**
 * What file lists accept (wire/media-files.md): List/Search/ListDeleted sort on `displayName` or
 * `updatedDate` (default newest first); QueryFileDescriptors filters on the descriptor's own
 * fields. One sort key, limit 50 by default, at most 100.
 */
export const FILE_QUERY: QuerySpec = {
  fields: {
    id: { type: 'string' },
    displayName: { type: 'string' },
    parentFolderId: { type: 'string', column: 'parent_folder_id' },
    mediaType: { type: 'string' },
    operationStatus: { type: 'string', column: 'operation_status' },
    state: { type: 'string', column: 'state' },
    private: { type: 'boolean' },
    hash: { type: 'string' },
    labels: { type: 'string[]' },
    createdDate: { type: 'date' },
    updatedDate: { type: 'date' },
  },
  defaultSort: [{ fieldName: 'updatedDate', order: 'DESC' }],
  defaultLimit: 50,
  maxLimit: 100,
  fieldPrefix: 'query',
  maxSort: 2,
}

/** The plain lists' sort fields, same paging, violations under the request's own names. */
export const FILE_LIST: QuerySpec = {
  ...FILE_QUERY,
  // Which tree a file lives in (site files or visitor uploads): a column, not a wire field.
  fields: { ...FILE_QUERY.fields, _root: { type: 'string', column: 'root' } },
  fieldPrefix: '',
}

/** What folder lists accept (wire/media-folders.md): `state` with `$eq`, the two sort fields. */
export const FOLDER_QUERY: QuerySpec = {
  fields: {
    id: { type: 'string' },
    displayName: { type: 'string' },
    parentFolderId: { type: 'string', column: 'parent_folder_id' },
    state: { type: 'string', column: 'state', operators: ['$eq'] },
    createdDate: { type: 'date' },
    updatedDate: { type: 'date' },
  },
  defaultSort: [{ fieldName: 'updatedDate', order: 'DESC' }],
  defaultLimit: 50,
  maxLimit: 100,
  fieldPrefix: 'query',
  maxSort: 2,
}

export const FOLDER_LIST: QuerySpec = { ...FOLDER_QUERY, fieldPrefix: '' }

/** Fields List/Search/ListDeleted may sort on. */
export const LIST_SORT_FIELDS = ['displayName', 'updatedDate'] as const
