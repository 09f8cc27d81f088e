import { useEffect } from 'react'

/** Sets the document title for the page on screen ("Cart · Northwind Goods"). */
export function useTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · Northwind Goods` : 'Northwind Goods'
  }, [title])
}
