import type { ReactNode } from 'react'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the server's render and while the page hydrates, true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * Keeps the page's form controls disabled until the page has hydrated: before that a click would
 * submit a form the page's script has not taken over yet (and a typed value would be lost).
 * Links work at once; they are plain links. Adds no element to the page's structure.
 */
export function HydrationGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated()
  return (
    <fieldset className="hydration-gate" disabled={!hydrated} role="none">
      {children}
    </fieldset>
  )
}
