import { Link } from 'react-router'
import { ConfirmButton } from '../../ui/confirm-button'
import { DataTable } from '../../ui/data-table'

/** One product as the products table shows it, whichever catalog it comes from. */
export interface ProductRow {
  id: string
  name?: string
  ribbon?: string
  /** The picture's thumbnail address; none, no picture. */
  thumbnail?: string
  /** The price as shown, or blank. */
  price: string
  /** The stock as words, or blank. */
  stock: string
  shown: boolean
}

/**
 * The products table: picture, name (a link to its editor) and ribbon, price, stock, whether it
 * is shown, and a delete button (asked first).
 *
 * @example
 * ```tsx
 * <ProductsTable rows={rows} onDelete={(row) => remove.mutate({ id: row.id })} />
 * ```
 */
export function ProductsTable({
  rows,
  onDelete,
}: {
  rows: ProductRow[]
  onDelete: (row: ProductRow) => void
}) {
  return (
    <DataTable
      caption="Products"
      columns={['Picture', 'Name', 'Price', 'Stock', 'Shown', 'Actions']}
    >
      {rows.map((row) => (
        <tr key={row.id}>
          <td>
            {row.thumbnail && (
              <img className="product-thumb" src={row.thumbnail} alt="" width={48} height={48} />
            )}
          </td>
          <th scope="row">
            <Link to={`products/${row.id}`}>{row.name}</Link>
            {row.ribbon && <span className="ribbon"> ({row.ribbon})</span>}
          </th>
          <td>{row.price}</td>
          <td>{row.stock}</td>
          <td>{row.shown ? 'Yes' : 'Hidden'}</td>
          <td>
            <ConfirmButton
              question={`Delete ${row.name}? This cannot be undone.`}
              confirmLabel="Delete"
              onConfirm={() => onDelete(row)}
            >
              Delete <span className="visually-hidden">{row.name}</span>
            </ConfirmButton>
          </td>
        </tr>
      ))}
    </DataTable>
  )
}
