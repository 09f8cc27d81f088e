import type { AddressWithContact } from '@storefront-kit/wire'

/** The countries the hosted checkout offers (the demo store ships to these). */
export const COUNTRIES: [code: string, name: string][] = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['IL', 'Israel'],
  ['AU', 'Australia'],
]

/** Buyer details as posted by the details form. */
export interface DetailsForm {
  email: string
  firstName: string
  lastName: string
  addressLine: string
  city: string
  postalCode: string
  country: string
  subdivision: string
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Field → message for every problem of the details form (empty when valid). */
export function checkDetails(form: DetailsForm): Record<string, string> {
  const errors: Record<string, string> = {}
  if (!EMAIL.test(form.email)) errors.email = 'Enter an e-mail address like name@example.com.'
  if (!form.firstName) errors.firstName = 'Enter your first name.'
  if (!form.lastName) errors.lastName = 'Enter your last name.'
  if (!form.addressLine) errors.addressLine = 'Enter the street and number.'
  if (!form.city) errors.city = 'Enter the city.'
  if (!form.postalCode) errors.postalCode = 'Enter the postal code.'
  if (!COUNTRIES.some(([code]) => code === form.country)) errors.country = 'Choose a country.'
  return errors
}

/** The wire address with contact for a valid details form. */
export function addressOf(form: DetailsForm): AddressWithContact {
  return {
    address: {
      addressLine: form.addressLine,
      city: form.city,
      postalCode: form.postalCode,
      country: form.country,
      ...(form.subdivision && { subdivision: `${form.country}-${form.subdivision.toUpperCase()}` }),
    },
    contactDetails: { firstName: form.firstName, lastName: form.lastName },
  }
}

/** A test card as posted by the payment form. */
export interface CardForm {
  cardNumber: string
  expiry: string
  cvc: string
  nameOnCard: string
}

/** Luhn checksum, so a mistyped test card number is caught before the "bank" sees it. */
function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Field → message for every problem of the card form, given today's date (emulated clock). */
export function checkCard(form: CardForm, now: Date): Record<string, string> {
  const errors: Record<string, string> = {}
  const digits = form.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    errors.cardNumber = 'Enter a valid card number, e.g. the test card 4242 4242 4242 4242.'
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry)
  const month = Number(expiry?.[1])
  const year = 2000 + Number(expiry?.[2])
  const endOfMonth = new Date(Date.UTC(year, month, 1))
  if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.'
  else if (endOfMonth <= now) errors.expiry = 'This card has expired.'
  if (!/^\d{3,4}$/.test(form.cvc)) errors.cvc = 'Enter the 3 or 4 digit security code.'
  if (!form.nameOnCard.trim()) errors.nameOnCard = 'Enter the name on the card.'
  return errors
}

/** The last four digits of a posted card number. */
export const lastFour = (cardNumber: string) => cardNumber.replace(/\D/g, '').slice(-4)
