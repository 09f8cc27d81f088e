/**
 * Store texts (descriptions, info sections) as plain text. The platform sends them as HTML
 * written by the owner; parsing with DOMParser runs no script, and showing only the text keeps
 * any markup out of the page.
 */
export function PlainText({ html, className }: { html: string; className?: string }) {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim())
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        // Paragraphs of a fixed text have no identity but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <p key={i}>{paragraph.trim()}</p>
      ))}
    </div>
  )
}
