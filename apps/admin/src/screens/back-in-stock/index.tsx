import { Route, Routes } from 'react-router'
import { DemandList } from './demand-list'
import { ItemRequests } from './item-requests'

/**
 * The Back in stock area: the items shoppers asked about with their counts (`/back-in-stock`),
 * and one item's requests, where it is reported back in stock (`/back-in-stock/:itemId`).
 */
export function BackInStockScreen() {
  return (
    <Routes>
      <Route index element={<DemandList />} />
      <Route path=":itemId" element={<ItemRequests />} />
    </Routes>
  )
}
