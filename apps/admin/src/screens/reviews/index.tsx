import { Route, Routes } from 'react-router'
import { NotFound } from '../../layout/not-found'
import { ReviewsList } from './reviews-list'

/**
 * The Reviews area: the moderation queue first (`/reviews`), any other status, product or rating
 * by the address (`/reviews?status=APPROVED&rating=1`); approve, reject, reply and delete.
 */
export function ReviewsScreen() {
  return (
    <Routes>
      <Route index element={<ReviewsList />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  )
}
