import { stableGuid } from '../ids'
import { slugify } from '../slugs'

/**
 * Catalog V3 ids of what the catalog stores by name: options, choices, modifiers, brands and
 * ribbons are site-wide (the platform's customizations), so the same name has the same id in
 * every product and filters on ids work across products.
 */

const guid = (...parts: string[]) => stableGuid(`storefront-kit:catalog:${parts.join(':')}`)

/** Id of an option ("Size"). */
export const optionIdOf = (name: string) => guid('option', name)

/** Id of a choice of an option ("Size" / "M"). */
export const choiceIdOf = (option: string, choice: string) => guid('option', option, choice)

/** Id of a modifier ("Engraving"). */
export const modifierIdOf = (name: string) => guid('modifier', name)

/** Id of a choice of a modifier. */
export const modifierChoiceIdOf = (modifier: string, choice: string) =>
  guid('modifier', modifier, choice)

/** Id of a brand, from its name. */
export const brandIdOf = (name: string) => guid('brand', name)

/** Id of a ribbon, from its name. */
export const ribbonIdOf = (name: string) => guid('ribbon', name)

/** Id of an info section, from its title. */
export const infoSectionIdOf = (title: string) => guid('info-section', title)

/** The store's one location: every inventory item is there. */
export const DEFAULT_LOCATION_ID = guid('location', 'default')

/** Id of the inventory item of one variant (at the default location). */
export const inventoryItemIdOf = (productId: string, variantId: string) =>
  stableGuid(`${productId}:${variantId}:inventory`)

/** The read-only key the platform makes from a name ("Gift Box" → "gift-box"). */
export const keyOf = (name: string) => slugify(name)
