const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity
    const code =
      name[1] === 'x' || name[1] === 'X'
        ? Number.parseInt(name.slice(2), 16)
        : Number(name.slice(1))
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity
  })

/**
 * The text of a store's HTML (descriptions, info sections), as paragraphs. Tags are dropped
 * (block ends and `<br>` become paragraph breaks), script and style bodies with them, entities
 * are decoded. The same on the server and in the browser, so a rendered page hydrates as it is;
 * the result is shown as text, never as markup.
 *
 * @example
 * ```ts
 * htmlToParagraphs('<p>Soft &amp; warm.</p><p>Wash cold.</p>') // ['Soft & warm.', 'Wash cold.']
 * ```
 */
export function htmlToParagraphs(html: string): string[] {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n\n')
    .replace(/<\/(p|div|li|h[1-6]|ul|ol|blockquote|section|article|tr)\s*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
  return decode(text)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}
