import { Route, Routes } from 'react-router'
import { NotFound } from '../../layout/not-found'
import { MembersList } from './members-list'

/**
 * The Members area: the directory with its filters in the address (`/members?status=PENDING`),
 * each member's moderation, and the bulk actions of a filter.
 */
export function MembersScreen() {
  return (
    <Routes>
      <Route index element={<MembersList />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
