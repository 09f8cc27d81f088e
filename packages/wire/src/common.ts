/**
 * Shapes shared by several areas: decimals, money, addresses, images, page URLs.
 * Area-specific variants live in the area's own file.
 * @module
 */

/** A decimal number carried in a JSON string (`"10.5"`, `"0"`); money is never a JSON number. */
export type DecimalString = string

/** An ISO-8601 UTC timestamp string (`"2024-02-03T04:05:06.000Z"`). */
export type Timestamp = string

/** A 64-bit integer carried in a JSON string (`revision`, order `number`). */
export type Int64String = string

/** A price in the site currency and, when a conversion applies, in the buyer's currency. */
export interface MultiCurrencyPrice {
  amount: DecimalString
  /** Read-only. */
  convertedAmount?: DecimalString
  /** Read-only, e.g. `"$10.50"`. */
  formattedAmount?: string
  /** Read-only. */
  formattedConvertedAmount?: string
}

/** A price without conversion (orders). */
export interface Price {
  amount: DecimalString
  /** Read-only. */
  formattedAmount?: string
}

/** Latitude and longitude. */
export interface AddressLocation {
  latitude?: number
  longitude?: number
}

/** Street number and name. */
export interface StreetAddress {
  number?: string
  name?: string
}

/** A postal address (commerce areas). */
export interface Address {
  /** ISO-3166 alpha-2. */
  country?: string
  /** ISO-3166-2 code such as `US-NY`. */
  subdivision?: string
  city?: string
  postalCode?: string
  streetAddress?: StreetAddress
  addressLine?: string
  addressLine2?: string
  geocode?: AddressLocation
  /** Read-only. */
  countryFullname?: string
  /** Read-only. */
  subdivisionFullname?: string
}

/** Tax id of a buyer. */
export interface VatId {
  id?: string
  type?: 'UNSPECIFIED' | 'CPF' | 'CNPJ' | (string & {})
}

/** Contact details attached to an address. */
export interface FullAddressContactDetails {
  firstName?: string
  lastName?: string
  phone?: string
  company?: string
  vatId?: VatId
}

/** An address with the person at it. */
export interface AddressWithContact {
  address?: Address
  contactDetails?: FullAddressContactDetails
}

/** An image as it travels on the wire (never the `wix:image://` string form). */
export interface Image {
  id: string
  url?: string
  height?: number
  width?: number
  altText?: string
  filename?: string
}

/** A page address on the site. */
export interface PageUrl {
  relativePath?: string
  url?: string
}

/** A page of the site (v2 shape): `relativePath` on the site and the full `url`. */
export interface PageUrlV2 {
  relativePath?: string
  url?: string
}

/** Reference to an item in a catalog (a product, a variant, a service...). */
export interface CatalogReference {
  catalogItemId: string
  appId: string
  /** Free object, e.g. `{ variantId }` or `{ options: { Size: 'M' } }`. */
  options?: Record<string, unknown>
}

/** Extended fields keyed by app namespace. */
export interface ExtendedFields {
  namespaces?: Record<string, Record<string, unknown>>
}

/** A FieldMask on the wire: comma-joined paths (`"buyerNote,archived"`). */
export type FieldMask = string
