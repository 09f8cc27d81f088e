import {
  type Category,
  type CategoryRequestedField,
  STORES_TREE,
  type TreeReference,
} from '@storefront-kit/wire'
import { applicationError, notFound, validationError, violation } from '../../../http/api-error'
import { isOwner } from '../access'
import type { StoredCollection } from '../model'
import { urlResolver } from '../present'
import type { V3Reader } from './product-reads'
import { type CategoryTree, categoryTree } from './tree'

/**
 * Categories are the stored collections answered in the Categories API's shape: nested under a
 * parent, with a revision, and only in the Wix Stores tree.
 */

/**
 * Only the Stores tree exists on an emulated site.
 * @throws ApiError 400 at `treeReference.appNamespace` for any other.
 */
export function checkTree(tree: TreeReference): void {
  if (tree.appNamespace !== STORES_TREE)
    throw validationError([
      violation(
        'treeReference.appNamespace',
        'INVALID_ENUM_VALUE',
        `only the ${STORES_TREE} tree exists`,
        {
          allowed: [STORES_TREE],
        },
      ),
    ])
}

/**
 * Hidden categories for anyone but the owner.
 * @throws ApiError 403 `NO_PERMISSION_TO_READ_NON_VISIBLE_CATEGORIES`.
 */
export function checkHiddenCategories(r: V3Reader, asked: boolean | undefined): void {
  if (asked && !isOwner(r.caller))
    throw applicationError(
      403,
      'NO_PERMISSION_TO_READ_NON_VISIBLE_CATEGORIES',
      "Categories visitors cannot see need the owner's API key",
    )
}

/**
 * A category the caller may see: visitors only those shown with every ancestor.
 * @throws ApiError 404 `CATEGORY_NOT_FOUND`.
 */
export function visibleCategory(
  r: V3Reader,
  tree: CategoryTree,
  id: string | undefined,
  key: string,
): StoredCollection {
  const category = id === undefined ? undefined : tree.get(id)
  if (!category || (!isOwner(r.caller) && tree.hidden(category.id)))
    throw notFound('CATEGORY_NOT_FOUND', `Category ${key} was not found`, { id: key })
  return category
}

/** The wire category: item count as the caller counts, opt-in parts by `fields`. */
export function presentCategory(
  r: V3Reader,
  stored: StoredCollection,
  counts: ReadonlyMap<string, number>,
  fields: readonly CategoryRequestedField[] = [],
  tree?: CategoryTree,
): Category {
  const image = stored.media[0]
  const crumbs = fields.includes('BREADCRUMBS_INFO')
    ? (tree ?? categoryTree(r.ctx)).ancestors(stored.id)
    : []
  return {
    id: stored.id,
    revision: String(stored.revision ?? 1),
    ...(stored.createdDate && { createdDate: stored.createdDate }),
    ...(stored.updatedDate && { updatedDate: stored.updatedDate }),
    name: stored.name,
    ...(image && {
      image: {
        id: image.id,
        url: urlResolver(r.ctx)(image),
        width: image.width,
        height: image.height,
        filename: image.title,
      },
    }),
    itemCounter: counts.get(stored.id) ?? 0,
    ...(fields.includes('DESCRIPTION') &&
      stored.description && { description: stored.description }),
    ...(fields.includes('RICH_CONTENT_DESCRIPTION') &&
      stored.description && {
        richContentDescription: {
          nodes: [
            {
              type: 'PARAGRAPH',
              id: 'p1',
              nodes: [
                { type: 'TEXT', id: '', textData: { text: stored.description, decorations: [] } },
              ],
            },
          ],
        },
      }),
    visible: stored.visible,
    ...(fields.includes('BREADCRUMBS_INFO') && {
      breadcrumbsInfo: {
        breadcrumbs: crumbs.map((c) => ({
          categoryId: c.id,
          categoryName: c.name,
          categorySlug: c.slug,
        })),
      },
    }),
    ...(stored.parentCategory && { parentCategory: stored.parentCategory }),
    slug: stored.slug,
    ...(stored.seoData && { seoData: stored.seoData }),
    treeReference: { appNamespace: STORES_TREE },
  } as Category
}

/** Items per category as the caller counts them (visitors: visible products). */
export const itemCounts = (r: V3Reader) => r.ctx.store.productCounts(!isOwner(r.caller))
