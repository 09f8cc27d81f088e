/** HTML that is already safe to insert (built by {@link html} or {@link raw}). */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Escapes text for HTML content and quoted attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch)

/** Marks trusted markup as safe. Never pass anything a request supplied. */
export const raw = (markup: string): SafeHtml => new SafeHtml(markup)

type Part = SafeHtml | string | number | boolean | null | undefined | readonly Part[]

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return ''
  if (part instanceof SafeHtml) return part.value
  if (Array.isArray(part)) return part.map(render).join('')
  return escapeHtml(String(part))
}

/**
 * Tagged template for markup: every interpolated value is escaped unless it is {@link SafeHtml}
 * (nested `html` results), arrays are joined, and null/undefined/false render nothing.
 *
 * @example
 * ```ts
 * html`<p>Signed in as ${email}</p>`
 * ```
 */
export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0] ?? ''
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '')
  })
  return new SafeHtml(out)
}

/** JSON for a `<script>` block: `<`, U+2028 and U+2029 escaped, so it cannot end the script. */
export function scriptJson(value: unknown): SafeHtml {
  return new SafeHtml(
    JSON.stringify(value)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029'),
  )
}
