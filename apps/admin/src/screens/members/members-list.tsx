import { useQueryMembers } from '@storefront-kit/react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { usePageTitle } from '../../ui/page-title'
import { ErrorMessage, QueryState } from '../../ui/query-state'
import { BulkMemberActions } from './bulk-actions'
import type { ActionOutcome } from './member-actions'
import {
  type MemberFilters,
  memberFilterParams,
  membersRequest,
  PAGE_SIZE,
  readMemberFilters,
} from './member-filters'
import { MemberFiltersForm } from './member-filters-form'
import { MembersTable } from './members-table'

// Members who can take over a deleted member's content: the approved ones.
const ASSIGNEES = {
  query: { filter: { status: 'APPROVED' }, paging: { limit: 100 } },
  fieldsets: ['FULL' as const],
}

/**
 * The member directory for the owner: filters and page in the address, a table of members with
 * their actions, the bulk actions of the filter, and what the last action did.
 */
export function MembersList() {
  usePageTitle('Members')
  const [params, setParams] = useSearchParams()
  const filters = readMemberFilters(params)
  const members = useQueryMembers(membersRequest(filters))
  const assignees = useQueryMembers(ASSIGNEES)
  const [outcome, setOutcome] = useState<ActionOutcome>()
  const go = (next: Partial<MemberFilters>) =>
    setParams(memberFilterParams({ ...filters, page: 1, ...next }))
  const total = members.data?.metadata.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))
  return (
    <section>
      <h1>Members</h1>
      <MemberFiltersForm filters={filters} onChange={go} />
      <p role="status" className="people-status">
        {outcome && 'done' in outcome ? outcome.done : ''}
      </p>
      {outcome && 'error' in outcome && <ErrorMessage error={outcome.error} />}
      {!filters.search && members.isSuccess && (
        <BulkMemberActions filters={filters} total={total} onOutcome={setOutcome} />
      )}
      <QueryState
        query={members}
        isEmpty={(data) => data.members.length === 0}
        empty="No members match these filters."
        loadingLabel="Loading members…"
      >
        {(data) => (
          <>
            <MembersTable
              members={data.members}
              assignees={assignees.data?.members ?? []}
              caption={`Members, page ${filters.page} of ${pages} (${total} in all)`}
              onOutcome={setOutcome}
            />
            <nav aria-label="Member pages" className="people-pager">
              <button
                type="button"
                disabled={filters.page <= 1}
                onClick={() => go({ page: filters.page - 1 })}
              >
                Previous page
              </button>
              <button
                type="button"
                disabled={filters.page >= pages}
                onClick={() => go({ page: filters.page + 1 })}
              >
                Next page
              </button>
            </nav>
          </>
        )}
      </QueryState>
    </section>
  )
}
