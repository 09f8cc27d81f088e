import { useBulkApproveMembers, useBulkBlockMembers } from '@storefront-kit/react'
import { ConfirmButton } from '../../ui/confirm-button'
import type { ActionOutcome } from './member-actions'
import { type MemberFilters, memberFilter, PRIVACY_CHOICES, STATUS_CHOICES } from './member-filters'

/** The filter in words, for the bulk buttons' names and questions. */
function describeFilter(filters: MemberFilters): string {
  const parts = [
    STATUS_CHOICES.find((c) => c.value === filters.status && c.value)?.label.toLowerCase(),
    PRIVACY_CHOICES.find((c) => c.value === filters.privacy && c.value)?.label.toLowerCase(),
  ].filter(Boolean)
  return parts.length ? `every member ${parts.join(', ')}` : 'every member'
}

/**
 * Approve or block every member the status and privacy filters match (the platform's bulk calls
 * act on a filter, so the free-text search is not part of it and the buttons say so). Both ask
 * first, naming how many members the filter matches.
 */
export function BulkMemberActions({
  filters,
  total,
  onOutcome,
}: {
  filters: MemberFilters
  /** How many members the status and privacy filters match. */
  total: number
  onOutcome: (outcome: ActionOutcome) => void
}) {
  const who = describeFilter(filters)
  const report = (verb: string) => ({
    onSuccess: () => onOutcome({ done: `${verb} ${who} (${total}).` }),
    onError: (error: unknown) => onOutcome({ error }),
  })
  const approve = useBulkApproveMembers(report('Approved'))
  const block = useBulkBlockMembers(report('Blocked'))
  const filter = memberFilter(filters)
  const busy = approve.isPending || block.isPending || total === 0
  return (
    <fieldset className="people-bulk">
      <legend>All matching the status and privacy filters ({total})</legend>
      <ConfirmButton
        disabled={busy}
        question={`Approve ${who}? ${total} member(s) match.`}
        confirmLabel="Approve all"
        onConfirm={() => approve.mutate({ filter })}
      >
        Approve all matching
      </ConfirmButton>
      <ConfirmButton
        className="danger"
        disabled={busy}
        question={`Block ${who}? ${total} member(s) match; they can no longer sign in.`}
        confirmLabel="Block all"
        onConfirm={() => block.mutate({ filter })}
      >
        Block all matching
      </ConfirmButton>
    </fieldset>
  )
}
