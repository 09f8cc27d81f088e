import type { CatalogContext } from '../context'
import type { StoredCollection } from '../model'

/** The category tree of a site: the stored collections and how they nest. */
export interface CategoryTree {
  get(id: string): StoredCollection | undefined
  /** Ancestors from the top-level one down to the parent (the category itself excluded). */
  ancestors(id: string): StoredCollection[]
  /** Every category below (children, their children...). */
  descendants(id: string): string[]
  /** Hidden itself or below a hidden category. */
  hidden(id: string): boolean
}

/**
 * The tree as it is now. Categories never move (a parent is set on create only), so what
 * products derive from it changes only when a category goes away.
 */
export function categoryTree(ctx: CatalogContext): CategoryTree {
  const all = ctx.store.collections.where()
  const byId = new Map(all.map((c) => [c.id, c]))
  const children = new Map<string, string[]>()
  for (const c of all) {
    const parent = c.parentCategory?.id
    if (parent) children.set(parent, [...(children.get(parent) ?? []), c.id])
  }
  const ancestors = (id: string): StoredCollection[] => {
    const path: StoredCollection[] = []
    const seen = new Set([id])
    let parent = byId.get(id)?.parentCategory?.id
    while (parent && !seen.has(parent)) {
      seen.add(parent)
      const category = byId.get(parent)
      if (!category) break
      path.unshift(category)
      parent = category.parentCategory?.id
    }
    return path
  }
  const descendants = (id: string): string[] => {
    const out: string[] = []
    const queue = [...(children.get(id) ?? [])]
    while (queue.length) {
      const next = queue.shift() as string
      if (out.includes(next)) continue
      out.push(next)
      queue.push(...(children.get(next) ?? []))
    }
    return out
  }
  return {
    get: (id) => byId.get(id),
    ancestors,
    descendants,
    hidden: (id) => [byId.get(id), ...ancestors(id)].some((c) => !c?.visible),
  }
}
