import { useReportItemsBackInStock } from '@storefront-kit/react'
import { type FormEvent, useEffect, useId, useState } from 'react'
import type { ProductSummary } from '../../ui/product-names'
import type { CatalogReference, ItemDemand } from './demand'
import { variantOf } from './demand'

/** What an action tells the item page: done (in words) or failed (the error). */
export type StockOutcome = { done: string } | { error: unknown }

const PRICE = /^\d+(\.\d{1,2})?$/

/**
 * "Report back in stock" for one catalog reference: the name and price the notice shows
 * (filled in from the catalog, editable), then every waiting request of the item gets its
 * notice — in the emulator, a message in its outbox.
 */
export function ReportForm({
  item,
  product,
  onOutcome,
}: {
  item: ItemDemand
  product: ProductSummary | undefined
  onOutcome: (outcome: StockOutcome) => void
}) {
  const ref: CatalogReference = item.catalogReference
  const variant = variantOf(ref)
  const [name, setName] = useState(product?.name ?? '')
  const [price, setPrice] = useState(product?.price ?? '')
  // The catalog may answer after the form first shows: fill in what the owner has not typed.
  useEffect(() => {
    if (product) {
      setName((typed) => typed || product.name)
      setPrice((typed) => typed || (product.price ?? ''))
    }
  }, [product])
  const [invalid, setInvalid] = useState('')
  const id = useId()
  const waiting = item.waiting
  const label = `${name || 'this item'}${variant ? ` (variant ${variant})` : ''}`
  const report = useReportItemsBackInStock({
    onSuccess: () =>
      onOutcome({
        done: `${label} is back in stock: ${waiting} ${waiting === 1 ? 'shopper was' : 'shoppers were'} sent a notice.`,
      }),
    onError: (error) => onOutcome({ error }),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return setInvalid('Enter the name the notice shows.')
    if (!PRICE.test(price.trim())) return setInvalid('Enter the price as a number, like 89.00.')
    setInvalid('')
    report.mutate({
      catalogReference: ref,
      itemDetails: { name: name.trim(), price: price.trim() },
    })
  }
  return (
    <form className="people-filters" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>Report {label} back in stock</h2>
      <label>
        Name in the notice
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={200} />
      </label>
      <label>
        Price in the notice
        <input
          value={price}
          inputMode="decimal"
          onChange={(e) => setPrice(e.target.value)}
          required
        />
      </label>
      <button type="submit" className="primary" disabled={report.isPending || waiting === 0}>
        Send {waiting} {waiting === 1 ? 'notice' : 'notices'}
      </button>
      {invalid && (
        <p role="alert" className="state-error">
          {invalid}
        </p>
      )}
    </form>
  )
}
