import { useEffect } from 'react'

/** Sets the document title to "`title` · Back office" while the screen is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Back office`
  }, [title])
}
