import type { CheckoutResponse } from '@storefront-kit/sdk/checkout'
import type { QueryClient } from '@tanstack/react-query'
import { checkoutKeys } from './queries'

/** Writes a checkout answer into its detail query. */
export const keepCheckout = (queryClient: QueryClient, data: CheckoutResponse) =>
  queryClient.setQueryData(checkoutKeys.detail(data.checkout.id), data)
