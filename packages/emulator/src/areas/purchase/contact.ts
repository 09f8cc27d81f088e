import { stableGuid } from '../catalog/index'

/**
 * A stable contact id per e-mail: the platform's buyer of a cart or checkout is a member or a
 * contact, and the emulator keeps no contacts directory.
 *
 * @example
 * ```ts
 * contactIdFor('Ada@example.com') === contactIdFor('ada@example.com') // true
 * ```
 */
export const contactIdFor = (email: string): string =>
  stableGuid(`storefront-kit:contact:${email.toLowerCase()}`)
