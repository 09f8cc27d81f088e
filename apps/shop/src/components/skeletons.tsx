/**
 * A product grid's place while its products load: cards of the real cards' size (picture, name,
 * price), so nothing below moves when they arrive. Announced once as loading.
 */
export function GridSkeleton({ label, cards = 4 }: { label: string; cards?: number | undefined }) {
  return (
    <div role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <ul className="product-grid skeleton" aria-hidden="true">
        {Array.from({ length: cards }, (_, i) => (
          // Placeholders have no identity but their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={i} className="product-card">
            <div className="product-card-media skeleton-block" />
            <span className="skeleton-line" />
            <span className="skeleton-line short" />
          </li>
        ))}
      </ul>
    </div>
  )
}

/** A block of text lines' place (reviews, profile), `lines` lines high. */
export function TextSkeleton({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <div role="status" aria-live="polite" className="text-skeleton">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <span key={i} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  )
}
