import type { CallOptions, Client } from '../core/client'
import type {
  BulkDeleteMembersByFilterRequest,
  BulkDeleteMembersRequest,
  BulkDeleteMembersResponse,
  BulkMembersByFilterRequest,
  MembersJobResponse,
} from '../wire'
import { MEMBERS_BASE } from './my'

const BULK = `${MEMBERS_BASE}/bulk`

/**
 * Deletes up to 100 members by id (owner); each id succeeds or fails (`MEMBER_NOT_FOUND`) on its
 * own. Not retried: a repeat would report the deleted ids as failures.
 *
 * @example
 * ```ts
 * const { bulkActionMetadata } = await bulkDeleteMembers(admin, { memberIds: [id1, id2] })
 * ```
 */
export function bulkDeleteMembers(
  client: Client,
  request: BulkDeleteMembersRequest,
  options?: CallOptions,
): Promise<BulkDeleteMembersResponse> {
  return client.request(
    { operation: 'bulkDeleteMembers', method: 'POST', path: `${BULK}/delete`, payload: request },
    options,
  )
}

/**
 * Deletes every member a filter (and optional free-text search) matches (owner); answers a job id.
 *
 * @example
 * ```ts
 * await bulkDeleteMembersByFilter(admin, { filter: { status: 'BLOCKED' } })
 * ```
 */
export function bulkDeleteMembersByFilter(
  client: Client,
  request: BulkDeleteMembersByFilterRequest,
  options?: CallOptions,
): Promise<MembersJobResponse> {
  return client.request(
    {
      operation: 'bulkDeleteMembersByFilter',
      method: 'POST',
      path: `${BULK}/delete-by-filter`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Approves every member a filter matches (owner); answers a job id.
 *
 * @example
 * ```ts
 * await bulkApproveMembers(admin, { filter: { status: 'PENDING' } })
 * ```
 */
export function bulkApproveMembers(
  client: Client,
  request: BulkMembersByFilterRequest,
  options?: CallOptions,
): Promise<MembersJobResponse> {
  return client.request(
    {
      operation: 'bulkApproveMembers',
      method: 'POST',
      path: `${BULK}/approve-by-filter`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}

/**
 * Blocks every member a filter matches (owner); answers a job id.
 *
 * @example
 * ```ts
 * await bulkBlockMembers(admin, { filter: { loginEmail: { $endsWith: '@spam.example' } } })
 * ```
 */
export function bulkBlockMembers(
  client: Client,
  request: BulkMembersByFilterRequest,
  options?: CallOptions,
): Promise<MembersJobResponse> {
  return client.request(
    {
      operation: 'bulkBlockMembers',
      method: 'POST',
      path: `${BULK}/block-by-filter`,
      payload: request,
      idempotent: true,
    },
    options,
  )
}
