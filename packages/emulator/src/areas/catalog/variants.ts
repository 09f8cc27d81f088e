import type { OptionType, ProductOptionInput } from '@storefront-kit/wire'
import { validationError, violation } from '../../http/api-error'
import { variantIdFor } from './ids'
import type { OptionState, StockState, VariantState } from './model'

/** Most variants one product may have (the wire's `variants` limit). */
export const MAX_VARIANTS = 1000

const HEX_COLOR = /^#[0-9a-f]{6}$/i

/** `optionType` is read-only on the wire: options whose choice values are all hex colors are colors. */
const optionTypeOf = (option: ProductOptionInput): OptionType =>
  option.choices.every((choice) => HEX_COLOR.test(choice.value)) ? 'color' : 'drop_down'

/**
 * Options as stored, from the written ones: checks that option names and each option's choice
 * descriptions are unique, and that the choices do not multiply into more than 1,000 variants.
 * Media already attached to a kept choice stays attached.
 * @throws ApiError (400) listing every violation under `product.productOptions`.
 */
export function optionsFrom(input: ProductOptionInput[], previous: OptionState[]): OptionState[] {
  const violations = []
  const names = new Set<string>()
  let combinations = 1
  for (const [i, option] of input.entries()) {
    if (names.has(option.name))
      violations.push(
        violation(
          `product.productOptions[${i}].name`,
          'OTHER',
          'option names must be unique',
          {},
          'UNIQUE_OPTION_NAME',
        ),
      )
    names.add(option.name)
    const seen = new Set<string>()
    for (const [j, choice] of option.choices.entries()) {
      if (seen.has(choice.description))
        violations.push(
          violation(
            `product.productOptions[${i}].choices[${j}].description`,
            'OTHER',
            'choice descriptions must be unique within an option',
            {},
            'UNIQUE_CHOICE',
          ),
        )
      seen.add(choice.description)
    }
    combinations *= option.choices.length
  }
  if (combinations > MAX_VARIANTS)
    violations.push(
      violation(
        'product.productOptions',
        'MAX_SIZE',
        `choices make more than ${MAX_VARIANTS} variants`,
        {
          threshold: MAX_VARIANTS,
        },
      ),
    )
  if (violations.length) throw validationError(violations)
  return input.map((option) => {
    const before = previous.find((p) => p.name === option.name)
    return {
      name: option.name,
      optionType: optionTypeOf(option),
      choices: option.choices.map((choice) => ({
        value: choice.value,
        description: choice.description,
        mediaIds: before?.choices.find((c) => c.description === choice.description)?.mediaIds ?? [],
      })),
    }
  })
}

/** Every combination of one choice per option, as `{ option name: choice description }`. */
export function combinations(options: OptionState[]): Record<string, string>[] {
  let result: Record<string, string>[] = [{}]
  for (const option of options)
    result = result.flatMap((partial) =>
      option.choices.map((choice) => ({ ...partial, [option.name]: choice.description })),
    )
  return result
}

/**
 * The variants of a product with these options: one per combination, keeping the values and stock
 * of variants that already existed with the same choices; new ones get `stock`.
 */
export function variantsFor(
  productId: string,
  options: OptionState[],
  previous: VariantState[],
  stock: StockState,
): VariantState[] {
  return combinations(options).map((choices) => {
    const id = variantIdFor(productId, choices)
    return previous.find((variant) => variant.id === id) ?? { id, choices, stock: { ...stock } }
  })
}

/**
 * Resolves choice names written by a caller (description or value) to the descriptions variants
 * use. Returns the unknown option names and choices instead of throwing.
 */
export function resolveChoices(
  options: OptionState[],
  wanted: Record<string, string>,
): { choices: Record<string, string>; unknown: { option: string; reason: string }[] } {
  const choices: Record<string, string> = {}
  const unknown: { option: string; reason: string }[] = []
  for (const [name, text] of Object.entries(wanted)) {
    const option = options.find((o) => o.name === name)
    const choice = option?.choices.find((c) => c.description === text || c.value === text)
    if (!option) unknown.push({ option: name, reason: `${name} is not an option of this product` })
    else if (!choice) unknown.push({ option: name, reason: `${text} is not a choice of ${name}` })
    else choices[name] = choice.description
  }
  return { choices, unknown }
}

/** Whether a variant has every one of the given choices. */
export const hasChoices = (
  variant: { choices?: Record<string, string> },
  wanted: Record<string, string>,
) => Object.entries(wanted).every(([name, value]) => variant.choices?.[name] === value)
