import type { Cart, CartInfoUpdate } from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import { contactIdFor, getPath, type Json, setPath, splitMask } from '../purchase/index'

/** Cart fields a caller may change (and anything under them). */
const WRITABLE = [
  'buyerNote',
  'buyerInfo',
  'contactInfo',
  'selectedShippingOption',
  'businessLocationId',
  'overrideCheckoutUrl',
  'extendedFields',
]

/**
 * Applies `cartInfo`: with a mask exactly the named paths (a named path missing from `info` is
 * cleared), without one every writable field `info` carries. The buyer's contact id follows
 * the e-mail.
 */
export function applyCartInfo(cart: Cart, info: CartInfoUpdate, mask?: string): Cart {
  const paths = mask
    ? splitMask(mask)
    : WRITABLE.filter((path) => getPath(info, path) !== undefined)
  const bad = paths.filter((path) => !WRITABLE.includes(path.split('.')[0] ?? ''))
  if (bad.length)
    throw validationError(
      bad.map((path) =>
        violation('cartFieldmask', 'FIELD_NOT_ALLOWED', `${path} cannot be changed`, { path }),
      ),
    )
  const next = structuredClone(cart) as unknown as Json
  for (const path of paths) {
    const value = getPath(info, path)
    if (path === 'buyerInfo' || path.startsWith('buyerInfo.')) {
      // Buyer ids are read-only: only contact id and e-mail change.
      for (const key of ['email', 'contactId'])
        if (path === 'buyerInfo' || path === `buyerInfo.${key}`)
          setPath(next, `buyerInfo.${key}`, getPath(info, `buyerInfo.${key}`))
      continue
    }
    setPath(next, path, value === undefined ? undefined : structuredClone(value))
  }
  const email = getPath(next, 'buyerInfo.email')
  if (typeof email === 'string' && !getPath(info, 'buyerInfo.contactId'))
    setPath(next, 'buyerInfo.contactId', contactIdFor(email))
  return next as unknown as Cart
}
