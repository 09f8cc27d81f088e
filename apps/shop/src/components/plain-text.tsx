import { htmlToParagraphs } from '../lib/plain-text'

/**
 * Store texts (descriptions, info sections) as plain text paragraphs: the platform sends them as
 * HTML written by the owner; showing only the text keeps any markup out of the page.
 */
export function PlainText({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className}>
      {htmlToParagraphs(html).map((paragraph, i) => (
        // Paragraphs of a fixed text have no identity but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: static text, never reordered
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  )
}
