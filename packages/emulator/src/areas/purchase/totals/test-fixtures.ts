import type { Address } from '@storefront-kit/wire'
import { defaultTotalsSettings } from './default-settings'
import type { TotalsSettings } from './settings'
import type { TotalsInput, TotalsLine } from './types'

/** Carts, addresses and settings of the totals engine's tests. */
export const NOW = Date.parse('2025-06-01T12:00:00.000Z')
export const CA: Address = { country: 'US', subdivision: 'US-CA', city: 'Los Angeles' }
export const NY: Address = { country: 'US', subdivision: 'US-NY', city: 'New York' }
export const DE: Address = { country: 'DE', city: 'Berlin' }
export const JP: Address = { country: 'JP', city: 'Tokyo' }

export const tee = (quantity: number): TotalsLine => ({
  id: 'l-tee',
  catalogItemId: 'tee-1',
  unitPrice: 2499n,
  quantity,
  shippable: true,
})
export const mug = (quantity: number): TotalsLine => ({
  id: 'l-mug',
  catalogItemId: 'mug-1',
  unitPrice: 1250n,
  quantity,
  shippable: true,
})
export const ebook: TotalsLine = {
  id: 'l-ebook',
  catalogItemId: 'ebook-1',
  unitPrice: 999n,
  quantity: 1,
  shippable: false,
}

export const settings = (change: Partial<TotalsSettings> = {}): TotalsSettings => ({
  ...defaultTotalsSettings(['tee-1']),
  ...change,
})
export const input = (lines: TotalsLine[], more: Partial<TotalsInput> = {}): TotalsInput => ({
  lines,
  shippingAddress: CA,
  calculateTax: true,
  calculateShipping: true,
  calculateAdditionalFees: true,
  now: NOW,
  ...more,
})
