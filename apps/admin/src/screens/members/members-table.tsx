import type { Member } from '@storefront-kit/sdk/members'
import { DataTable } from '../../ui/data-table'
import { type ActionOutcome, MemberActions } from './member-actions'
import { memberName, statusLabel } from './member-filters'

const DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium' })

/** Members in a table: who, their login e-mail, status, community and activity, and actions. */
export function MembersTable({
  members,
  assignees,
  caption,
  onOutcome,
}: {
  members: readonly Member[]
  assignees: readonly Member[]
  caption: string
  onOutcome: (outcome: ActionOutcome) => void
}) {
  return (
    <DataTable caption={caption} columns={['Member', 'Status', 'Community', 'Joined', 'Actions']}>
      {members.map((member) => (
        <tr key={member.id}>
          <th scope="row">
            {memberName(member)}
            <br />
            <span className="people-muted">{member.loginEmail}</span>
          </th>
          <td>{statusLabel(member.status)}</td>
          <td>
            {member.privacyStatus === 'PUBLIC' ? 'Public' : 'Private'}
            {member.activityStatus === 'MUTED' && ', muted'}
          </td>
          <td>{member.createdDate ? DATE.format(new Date(member.createdDate)) : ''}</td>
          <td>
            <MemberActions member={member} assignees={assignees} onOutcome={onOutcome} />
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
