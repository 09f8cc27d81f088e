import { type RefObject, useEffect, useRef, useState } from 'react'

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true): for
 * data further down a page, read only when the shopper scrolls towards it.
 *
 * @example
 * ```tsx
 * const [ref, near] = useNearViewport<HTMLElement>()
 * const reviews = useReviews(request, { enabled: near })
 * return <section ref={ref}>…</section>
 * ```
 */
export function useNearViewport<T extends Element>(
  margin = '600px',
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    if (typeof IntersectionObserver === 'undefined') return setNear(true)
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `0px 0px ${margin} 0px` },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near, margin])
  return [ref, near]
}
