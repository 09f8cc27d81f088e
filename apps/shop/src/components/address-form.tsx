import { type FormEvent, useId, useState } from 'react'
import { COUNTRIES, SUBDIVISIONS } from '../lib/regions'
import type { Address } from '../lib/types'

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  initial: Address | undefined
  onSubmit: (address: Address) => void
  submitLabel: string
  busy?: boolean
}

/** Country, state and postal code: what shipping and tax depend on. */
export function AddressForm({ initial, onSubmit, submitLabel, busy }: AddressFormProps) {
  const id = useId()
  const [country, setCountry] = useState(initial?.country ?? 'US')
  const [subdivision, setSubdivision] = useState(initial?.subdivision ?? '')
  const [postalCode, setPostalCode] = useState(initial?.postalCode ?? '')
  const regions = SUBDIVISIONS[country]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit({
      country,
      ...(regions && subdivision && { subdivision }),
      ...(postalCode.trim() && { postalCode: postalCode.trim() }),
    })
  }
  return (
    <form className="address-form" onSubmit={submit} aria-label="Shipping destination">
      <div className="field">
        <label htmlFor={`${id}-country`}>Country</label>
        <select
          id={`${id}-country`}
          value={country}
          autoComplete="country"
          onChange={(e) => {
            setCountry(e.target.value)
            setSubdivision('')
          }}
        >
          {Object.entries(COUNTRIES).map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {regions && (
        <div className="field">
          <label htmlFor={`${id}-region`}>{country === 'US' ? 'State' : 'Province'}</label>
          <select
            id={`${id}-region`}
            value={subdivision}
            onChange={(e) => setSubdivision(e.target.value)}
          >
            <option value="">Choose…</option>
            {regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-postal`}>Postal code</label>
        <input
          id={`${id}-postal`}
          value={postalCode}
          autoComplete="postal-code"
          onChange={(e) => setPostalCode(e.target.value)}
        />
      </div>
      <button type="submit" className="button secondary" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  )
}
