import { type Cents, toCents } from '../../../platform/money'
import type { ProductSource } from '../model'
import { keyOf } from './ids'

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/**
 * What a cart reference's buyer input adds to a Catalog V3 product (wire/catalog-v3.md §2.7):
 * choice modifiers by `options.options[modifier key] = choice key`, free-text ones by
 * `options.customTextFields[free-text key] = text`. Returns the added price and the inputs for
 * the line's description (`{ 'Gift box': 'Kraft box' }`), or undefined when the input names a
 * choice that does not exist, is too long, or leaves a mandatory modifier out.
 */
export function modifierInput(
  src: ProductSource,
  options: Record<string, unknown> | undefined,
): { added: Cents; choices: Record<string, string> } | undefined {
  const picked = record(options?.options)
  const texts = record(options?.customTextFields)
  let added = 0n
  const choices: Record<string, string> = {}
  for (const m of src.modifiers ?? []) {
    if (m.freeText) {
      const text = texts[keyOf(m.freeText.title)]
      if (typeof text !== 'string' || !text) {
        if (m.mandatory) return undefined
        continue
      }
      const { minCharCount = 0, maxCharCount = 500 } = m.freeText
      if (text.length < minCharCount || text.length > maxCharCount) return undefined
      choices[m.freeText.title] = text
      added += toCents(m.freeText.addedPrice ?? 0)
    } else {
      const key = picked[keyOf(m.name)]
      if (key === undefined) {
        if (m.mandatory) return undefined
        continue
      }
      const choice = m.choices?.find((c) => keyOf(c.name) === key)
      if (!choice) return undefined
      choices[m.name] = choice.name
      added += toCents(choice.addedPrice ?? 0)
    }
  }
  return { added, choices }
}
