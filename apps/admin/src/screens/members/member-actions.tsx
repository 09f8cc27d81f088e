import {
  useApproveMember,
  useBlockMember,
  useDeleteMember,
  useDisconnectMember,
  useMuteMember,
  useUnmuteMember,
} from '@storefront-kit/react'
import type { Member } from '@storefront-kit/sdk/members'
import { useId, useState } from 'react'
import { ConfirmButton } from '../../ui/confirm-button'
import { memberName } from './member-filters'

/** What an action tells the list: done (in words) or failed (the error). */
export type ActionOutcome = { done: string } | { error: unknown }

/** Props of {@link MemberActions}. */
export interface MemberActionsProps {
  member: Member
  /** Members who can take over a deleted member's content. */
  assignees: readonly Member[]
  onOutcome: (outcome: ActionOutcome) => void
}

/**
 * The owner's actions on one member, each named with the member ("Approve Devon Patel"): approve
 * a pending member, block, disconnect, mute or unmute, and delete after asking who takes over
 * their content.
 */
export function MemberActions({ member, assignees, onOutcome }: MemberActionsProps) {
  const name = memberName(member)
  const report = (done: string) => ({
    onSuccess: () => onOutcome({ done }),
    onError: (error: unknown) => onOutcome({ error }),
  })
  const approve = useApproveMember(report(`${name} is approved and can sign in.`))
  const block = useBlockMember(report(`${name} is blocked.`))
  const disconnect = useDisconnectMember(report(`${name} is disconnected: they have no login now.`))
  const mute = useMuteMember(report(`${name} is muted.`))
  const unmute = useUnmuteMember(report(`${name} is no longer muted.`))
  const remove = useDeleteMember(report(`${name} is deleted.`))
  const [assignee, setAssignee] = useState('')
  const assigneeId = useId()
  const busy = [approve, block, disconnect, mute, unmute, remove].some((m) => m.isPending)
  const id = { id: member.id }
  const others = assignees.filter((other) => other.id !== member.id)
  return (
    <div className="people-actions">
      {member.status === 'PENDING' && (
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={() => approve.mutate(id)}
        >
          Approve {name}
        </button>
      )}
      {member.status !== 'BLOCKED' && (
        <button type="button" disabled={busy} onClick={() => block.mutate(id)}>
          Block {name}
        </button>
      )}
      {member.activityStatus === 'MUTED' ? (
        <button type="button" disabled={busy} onClick={() => unmute.mutate(id)}>
          Unmute {name}
        </button>
      ) : (
        <button type="button" disabled={busy} onClick={() => mute.mutate(id)}>
          Mute {name}
        </button>
      )}
      {member.status !== 'OFFLINE' && (
        <ConfirmButton
          disabled={busy}
          question={`Disconnect ${name}? They keep their profile but can no longer sign in.`}
          confirmLabel="Disconnect"
          onConfirm={() => disconnect.mutate(id)}
        >
          Disconnect {name}
        </ConfirmButton>
      )}
      <ConfirmButton
        className="danger"
        disabled={busy}
        question={
          <>
            Delete {name}? This cannot be undone.{' '}
            <label htmlFor={assigneeId}>Give their reviews and posts to</label>{' '}
            <select id={assigneeId} value={assignee} onChange={(e) => setAssignee(e.target.value)}>
              <option value="">Nobody</option>
              {others.map((other) => (
                <option key={other.id} value={other.id}>
                  {memberName(other)}
                </option>
              ))}
            </select>
          </>
        }
        confirmLabel="Delete"
        onConfirm={() => remove.mutate({ ...id, ...(assignee && { contentAssigneeId: assignee }) })}
      >
        Delete {name}
      </ConfirmButton>
    </div>
  )
}
