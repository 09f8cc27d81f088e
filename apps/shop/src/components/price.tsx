/** A price, with the earlier price struck through (and spelled out for screen readers) on sale. */
export function Price({ now, was }: { now: string; was?: string | undefined }) {
  if (!was) return <span className="price">{now}</span>
  return (
    <span className="price">
      <span className="price-now">
        <span className="visually-hidden">Sale price </span>
        {now}
      </span>{' '}
      <s className="price-was">
        <span className="visually-hidden">Regular price </span>
        {was}
      </s>
    </span>
  )
}
