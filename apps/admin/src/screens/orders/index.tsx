import { Route, Routes } from 'react-router'
import { OrderDetail } from './order-detail'
import { OrdersList } from './orders-list'

/**
 * The Orders area: the list at `/orders` (filters, sort and page in the URL) and one order at
 * `/orders/:id`.
 */
export function OrdersScreen() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":id" element={<OrderDetail />} />
    </Routes>
  )
}
