import { DataTable } from '../../../ui/data-table'
import type { VariantDraft } from './product-draft'

/**
 * One row per variant (per combination of choices): price, price before a discount, SKU, shown
 * or not, and stock (a count, or blank with "In stock" when the stock is not counted).
 *
 * @example
 * ```tsx
 * <VariantsTable variants={draft.variants} optionNames={['Size']} onChange={setVariants} />
 * ```
 */
export function VariantsTable({
  variants,
  optionNames,
  onChange,
}: {
  variants: VariantDraft[]
  optionNames: string[]
  onChange: (variants: VariantDraft[]) => void
}) {
  const put = (i: number, change: Partial<VariantDraft>) =>
    onChange(variants.map((variant, j) => (i === j ? { ...variant, ...change } : variant)))
  return (
    <fieldset>
      <legend>Variants, prices and inventory</legend>
      <DataTable
        caption="Variants"
        columns={[
          'Variant',
          'Price',
          'Price before discount',
          'SKU',
          'Shown',
          'Quantity in stock',
          'In stock',
        ]}
      >
        {variants.map((variant, i) => {
          const name = variant.choices.length
            ? variant.choices.map((c, j) => `${optionNames[j] ?? ''} ${c}`.trim()).join(', ')
            : 'The product'
          return (
            <tr key={variant.id ?? variant.choices.join('\u0000')}>
              <th scope="row">{name}</th>
              <td>
                <input
                  aria-label={`Price of ${name}`}
                  inputMode="decimal"
                  pattern="\d+(\.\d{1,2})?"
                  required
                  value={variant.price}
                  onChange={(e) => put(i, { price: e.target.value })}
                />
              </td>
              <td>
                <input
                  aria-label={`Price before discount of ${name}`}
                  inputMode="decimal"
                  pattern="\d+(\.\d{1,2})?"
                  value={variant.compareAtPrice}
                  onChange={(e) => put(i, { compareAtPrice: e.target.value })}
                />
              </td>
              <td>
                <input
                  aria-label={`SKU of ${name}`}
                  value={variant.sku}
                  onChange={(e) => put(i, { sku: e.target.value })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Show ${name}`}
                  checked={variant.visible}
                  onChange={(e) => put(i, { visible: e.target.checked })}
                />
              </td>
              <td>
                <input
                  type="number"
                  min={0}
                  aria-label={`Quantity in stock of ${name}`}
                  value={variant.quantity}
                  onChange={(e) => put(i, { quantity: e.target.value })}
                />
              </td>
              <td>
                <input
                  type="checkbox"
                  aria-label={`${name} in stock`}
                  checked={variant.quantity.trim() ? Number(variant.quantity) > 0 : variant.inStock}
                  disabled={variant.quantity.trim() !== ''}
                  onChange={(e) => put(i, { inStock: e.target.checked })}
                />
              </td>
            </tr>
          )
        })}
      </DataTable>
    </fieldset>
  )
}
