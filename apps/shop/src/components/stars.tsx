/** A 1–5 star rating, shown as stars and read as "4 out of 5 stars". */
export function Stars({ rating }: { rating: number }) {
  const whole = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span className="stars" role="img" aria-label={`${whole} out of 5 stars`}>
      <span aria-hidden="true">{'★'.repeat(whole)}</span>
      <span aria-hidden="true" className="stars-empty">
        {'★'.repeat(5 - whole)}
      </span>
    </span>
  )
}
