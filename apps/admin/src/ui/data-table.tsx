import type { ReactNode } from 'react'

/**
 * A table of the back office: scrolls sideways on a narrow screen, named by its caption (how
 * tests and screen readers find it), with a header row of `columns`; `children` are its rows.
 *
 * @example
 * ```tsx
 * <DataTable caption="Products" columns={['Name', 'Price']}>
 *   {rows.map((row) => <tr key={row.id}>…</tr>)}
 * </DataTable>
 * ```
 */
export function DataTable({
  caption,
  columns,
  className,
  children,
}: {
  caption: ReactNode
  columns: ReactNode[]
  className?: string
  children: ReactNode
}) {
  return (
    <div className="table-scroll">
      <table className={className}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the header row is fixed, so a column's place is its identity
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
