import type { Checkout, CheckoutInfo } from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import { contactIdFor, getPath, type Json, setPath, splitMask } from '../purchase/index'
import type { CheckoutInputs } from './store'

/** Paths a caller may change (and anything under them); the rest of a checkout is read-only. */
const WRITABLE = [
  'billingInfo',
  'shippingInfo.shippingDestination',
  'shippingInfo.selectedCarrierServiceOption',
  'buyerNote',
  'buyerInfo.email',
  'customFields',
  'membershipOptions.selectedMemberships',
  'extendedFields',
  'customContentReference',
  'businessLocationId',
  'taxExemptGroupId',
]
/** Parents of writable paths: naming one changes all its writable children. */
const PARENTS = ['shippingInfo', 'buyerInfo', 'membershipOptions']

/** The writable paths a field mask names; anything else is a 400. */
function maskPaths(mask: string): string[] {
  const paths = splitMask(mask)
  const bad = paths.filter(
    (p) => !PARENTS.includes(p) && !WRITABLE.some((w) => p === w || p.startsWith(`${w}.`)),
  )
  if (bad.length)
    throw validationError(
      bad.map((p) =>
        violation('fieldMask', 'FIELD_NOT_ALLOWED', `${p} cannot be changed`, { path: p }),
      ),
    )
  return paths.flatMap((p) =>
    PARENTS.includes(p) ? WRITABLE.filter((w) => w.startsWith(`${p}.`)) : [p],
  )
}

/** The writable part of a checkout, with the requested shipping option where the wire shows it. */
function editableOf(checkout: Checkout, inputs: CheckoutInputs): Json {
  const view: Json = {}
  for (const path of WRITABLE) {
    const value =
      path === 'shippingInfo.selectedCarrierServiceOption'
        ? inputs.requestedShipping
        : getPath(checkout, path)
    if (value !== undefined) setPath(view, path, structuredClone(value))
  }
  return view
}

/**
 * Applies the caller's checkout fields: with a field mask exactly the named paths (a named path
 * missing from `info` is cleared); without one every writable field `info` carries.
 */
export function applyCheckoutInfo(
  checkout: Checkout,
  inputs: CheckoutInputs,
  info: CheckoutInfo,
  fieldMask?: string,
): { checkout: Checkout; inputs: CheckoutInputs } {
  const view = editableOf(checkout, inputs)
  const paths = fieldMask
    ? maskPaths(fieldMask)
    : WRITABLE.filter((p) => getPath(info, p) !== undefined)
  for (const path of paths) setPath(view, path, structuredClone(getPath(info, path)))

  const next: Json = structuredClone(checkout) as unknown as Json
  for (const path of WRITABLE)
    if (path !== 'shippingInfo.selectedCarrierServiceOption')
      setPath(next, path, getPath(view, path))
  const email = getPath(view, 'buyerInfo.email')
  const buyer = { ...(next.buyerInfo as Json | undefined) }
  if (typeof email === 'string') buyer.contactId = contactIdFor(email)
  else delete buyer.contactId
  next.buyerInfo = buyer
  const requested = getPath(view, 'shippingInfo.selectedCarrierServiceOption') as
    | CheckoutInputs['requestedShipping']
    | undefined
  const { requestedShipping: _old, ...otherInputs } = inputs
  return {
    checkout: next as unknown as Checkout,
    inputs: { ...otherInputs, ...(requested?.code && { requestedShipping: requested }) },
  }
}
