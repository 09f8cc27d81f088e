/** A URL slug from a name: lowercase ASCII letters and digits joined by dashes, at most 100. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 90)
  return slug || 'item'
}

/** `base`, or `base-1`, `base-2`... : the first one `taken` says is free. */
export function uniqueSlug(base: string, taken: (slug: string) => boolean): string {
  if (!taken(base)) return base
  for (let n = 1; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`
}
