import type { MetaDescriptor } from 'react-router'

/** The store's name, in titles and link previews. */
export const STORE_NAME = 'Northwind Goods'
/** What the store is, for pages without a text of their own. */
export const STORE_DESCRIPTION =
  'Small-batch homeware, clothing and provisions from Northwind Goods, a demo store built with storefront-kit.'

/** What a page says about itself to browsers, search engines and link previews. */
export interface PageHead {
  /** Page title before the store's name; none for the home page. */
  title?: string
  description?: string
  /** The page's canonical path with its search, e.g. `/collections/apparel?page=2`. */
  path: string
  /** An absolute picture URL for link previews. */
  image?: string
  /** Open Graph type: `website` by default, `product` for products. */
  type?: string
}

/** A store text as one line of at most `max` characters (for descriptions). */
export function summary(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length <= max ? line : `${line.slice(0, max - 1).replace(/\s+\S*$/, '')}…`
}

/**
 * The `meta` of a page: title, description, canonical link and Open Graph tags, with absolute
 * URLs on the shop's `origin`.
 *
 * @example
 * ```ts
 * pageMeta({ title: 'Cart', path: '/cart' }, 'https://shop.example')
 * ```
 */
export function pageMeta(head: PageHead, origin: string): MetaDescriptor[] {
  const title = head.title ? `${head.title} · ${STORE_NAME}` : STORE_NAME
  const description = head.description || STORE_DESCRIPTION
  const url = `${origin}${head.path}`
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: STORE_NAME },
    { property: 'og:type', content: head.type ?? 'website' },
    { property: 'og:title', content: head.title ?? STORE_NAME },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(head.image ? [{ property: 'og:image', content: head.image }] : []),
    { name: 'twitter:card', content: head.image ? 'summary_large_image' : 'summary' },
  ]
}
