import type { Member } from '@storefront-kit/sdk/members'
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
    <div className="table-scroll">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Status</th>
            <th scope="col">Community</th>
            <th scope="col">Joined</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  )
}
