import type { Address, CartV2, CartV2Input } from '@storefront-kit/wire'
import { precondition } from '../../http/api-error'
import { stableGuid } from '../catalog/index'
import { contactIdFor } from '../purchase/index'
import { badRequest } from './errors'

/** The store's one business location (the emulator has no locations API); see docs/emulator.md. */
export const STORE_LOCATION_ID = stableGuid('storefront-kit:location:store')

type Json = Record<string, unknown>

/** Sets `key` of `target` to `value`; `''` or an empty object clears it, undefined leaves it. */
function put(target: Json, key: string, value: unknown): void {
  if (value === undefined) return
  const empty =
    value === '' || (typeof value === 'object' && value !== null && !Object.keys(value).length)
  if (empty) delete target[key]
  else target[key] = structuredClone(value)
}

/**
 * An address a cart can keep: a subdivision needs its country and is written the ISO 3166-2 way,
 * `US-CA` (400 `INVALID_ADDRESS_FORMAT` otherwise: the store's tax and delivery rules match
 * these codes, so `CA` alone would price nothing).
 */
function checkAddress(address: Address | undefined, field: string): void {
  if (!address?.subdivision) return
  if (!address.country || !address.subdivision.startsWith(`${address.country}-`))
    throw badRequest(
      'INVALID_ADDRESS_FORMAT',
      `${field}: a subdivision is written with its country, e.g. US-CA`,
      { field, subdivision: address.subdivision },
    )
}

const CONTACT = ['firstName', 'lastName', 'phone', 'company', 'vatId', 'email'] as const

/**
 * Applies the editable fields of UpdateCart (and of a new cart): each field given replaces the
 * stored one, `''` (text, ids) or `{}` (an address, the billing contact) clears it, read-only
 * fields were already dropped. `settings` count only when `creating`. The buyer's contact id
 * follows the e-mail. @throws ApiError 400 `INVALID_ADDRESS_FORMAT`, 428 `BUSINESS_LOCATION_NOT_FOUND`.
 */
export function applyCartInput(cart: CartV2, input: CartV2Input, creating: boolean): CartV2 {
  checkAddress(input.deliveryInfo?.address, 'cart.deliveryInfo.address')
  checkAddress(input.paymentInfo?.billingAddress, 'cart.paymentInfo.billingAddress')
  const location = input.businessInfo?.locationId
  if (location && location !== STORE_LOCATION_ID)
    throw precondition(
      'BUSINESS_LOCATION_NOT_FOUND',
      `The store has no business location ${location}`,
      {
        locationId: location,
      },
    )
  const next = structuredClone(cart) as CartV2 & Json
  put(next, 'note', input.note)
  put(next, 'customCheckoutUrl', input.customCheckoutUrl)
  put(next, 'extendedFields', input.extendedFields)
  if (input.demo !== undefined) next.demo = input.demo
  const customer = next.customerInfo as unknown as Json
  for (const key of CONTACT) put(customer, key, input.customerInfo?.[key])
  if (typeof customer.email === 'string') customer.contactId = contactIdFor(customer.email)
  else delete customer.contactId
  put(next.deliveryInfo as unknown as Json, 'address', input.deliveryInfo?.address)
  put(next.paymentInfo as unknown as Json, 'billingAddress', input.paymentInfo?.billingAddress)
  put(next.paymentInfo as unknown as Json, 'billingContact', input.paymentInfo?.billingContact)
  put(next.businessInfo as unknown as Json, 'locationId', location)
  put(next.taxInfo as unknown as Json, 'taxExemptGroupId', input.taxInfo?.taxExemptGroupId)
  if (input.source?.channelType) next.source.channelType = input.source.channelType
  put(
    next.source as unknown as Json,
    'customContentReference',
    input.source?.customContentReference,
  )
  if (creating && input.settings) next.settings = { ...next.settings, ...input.settings }
  return next
}
