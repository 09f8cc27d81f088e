import type { TotalsSettings } from './settings'

/** Carrier id of the store's own shipping rules (the emulator has no carrier apps). */
export const STORE_CARRIER_ID = 'c0a1e2b3-4d5f-4a6b-8c7d-9e0f1a2b3c4d'

/**
 * The demo store's totals setup (documented in docs/commerce.md): US, Canadian and European
 * shipping, store pickup, a few tax rates, a handling fee, test coupons and gift cards.
 * `featuredProductIds` limits the `TEES15` coupon to those catalog items.
 */
export function defaultTotalsSettings(featuredProductIds: string[] = []): TotalsSettings {
  return {
    currency: 'USD',
    weightUnit: 'KG',
    taxIncludedInPrices: false,
    taxShipping: false,
    taxRates: [
      { country: 'US', subdivision: 'US-CA', rate: '7.25', name: 'California sales tax' },
      { country: 'US', subdivision: 'US-NY', rate: '8.875', name: 'New York sales tax' },
      { country: 'CA', rate: '5', name: 'GST' },
      { country: 'DE', rate: '19', name: 'VAT' },
      { country: 'FR', rate: '20', name: 'VAT' },
      { country: 'GB', rate: '20', name: 'VAT' },
    ],
    shippingRegions: [
      {
        id: '5b0c2d6e-1f3a-4b5c-8d9e-0a1b2c3d4e01',
        name: 'United States',
        countries: ['US'],
        options: [
          {
            code: 'standard',
            title: 'Standard shipping',
            rate: '5.99',
            freeAbove: '75.00',
            deliveryTime: '3-5 business days',
          },
          {
            code: 'express',
            title: 'Express shipping',
            rate: '14.99',
            deliveryTime: '1-2 business days',
          },
        ],
      },
      {
        id: '5b0c2d6e-1f3a-4b5c-8d9e-0a1b2c3d4e02',
        name: 'Canada',
        countries: ['CA'],
        options: [
          {
            code: 'standard',
            title: 'Standard shipping',
            rate: '9.99',
            deliveryTime: '5-8 business days',
          },
        ],
      },
      {
        id: '5b0c2d6e-1f3a-4b5c-8d9e-0a1b2c3d4e03',
        name: 'Europe',
        countries: ['DE', 'FR', 'GB', 'IT', 'ES', 'NL'],
        options: [
          {
            code: 'international',
            title: 'International shipping',
            rate: '19.99',
            deliveryTime: '7-14 business days',
          },
        ],
      },
    ],
    pickup: {
      code: 'store-pickup',
      title: 'Pick up in store',
      address: {
        country: 'US',
        subdivision: 'US-CA',
        city: 'San Francisco',
        postalCode: '94105',
        addressLine: '100 Market Street',
      },
      instructions: 'Ready the next business day, 10:00-18:00',
    },
    additionalFees: [
      {
        code: 'handling',
        name: 'Handling fee',
        amount: '1.50',
        shippableOnly: true,
        taxable: false,
      },
    ],
    coupons: [
      {
        id: '3f1e0d2c-0001-4a5b-9c8d-7e6f5a4b3c01',
        code: 'SAVE10',
        name: '10% off',
        type: 'PERCENTAGE',
        value: '10',
      },
      {
        id: '3f1e0d2c-0002-4a5b-9c8d-7e6f5a4b3c02',
        code: 'FIVEOFF',
        name: '$5 off orders of $20 or more',
        type: 'FIXED_AMOUNT',
        value: '5',
        minimumSubtotal: '20.00',
      },
      {
        id: '3f1e0d2c-0003-4a5b-9c8d-7e6f5a4b3c03',
        code: 'FREESHIP',
        name: 'Free shipping',
        type: 'FREE_SHIPPING',
      },
      {
        id: '3f1e0d2c-0004-4a5b-9c8d-7e6f5a4b3c04',
        code: 'SUMMER2020',
        name: 'Summer sale 2020',
        type: 'PERCENTAGE',
        value: '20',
        startDate: '2020-06-01T00:00:00.000Z',
        expirationDate: '2020-09-01T00:00:00.000Z',
      },
      {
        id: '3f1e0d2c-0005-4a5b-9c8d-7e6f5a4b3c05',
        code: 'TEES15',
        name: '15% off featured items',
        type: 'PERCENTAGE',
        value: '15',
        productIds: featuredProductIds,
      },
    ],
    giftCards: [
      { id: '9a8b7c6d-0001-4e5f-8a9b-0c1d2e3f4a01', code: 'GIFT-50', balance: '50.00' },
      { id: '9a8b7c6d-0002-4e5f-8a9b-0c1d2e3f4a02', code: 'GIFT-EMPTY', balance: '0.00' },
      // Cart V2 takes gift card codes of 8 to 20 characters only (wire/cart-v2.md).
      { id: '9a8b7c6d-0004-4e5f-8a9b-0c1d2e3f4a04', code: 'GIFTCARD-50', balance: '50.00' },
      {
        id: '9a8b7c6d-0003-4e5f-8a9b-0c1d2e3f4a03',
        code: 'GIFT-EXPIRED',
        balance: '25.00',
        expirationDate: '2021-01-01T00:00:00.000Z',
      },
    ],
    merchantDiscounts: [
      {
        id: '7c6b5a49-0001-4d3e-8f2a-1b0c9d8e7f01',
        name: '10% off orders of $500 or more',
        percentage: '10',
        minimumSubtotal: '500.00',
      },
    ],
  }
}
