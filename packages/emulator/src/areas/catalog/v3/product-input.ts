import type { FieldViolation, v3CreateProductRequestSchema } from '@storefront-kit/wire'
import type { z } from 'zod'
import { validationError, violation } from '../../../http/api-error'
import { DEFAULT_VARIANT_ID, variantIdFor } from '../ids'
import { fromUrl } from '../media-writes'
import type { MediaRef, ModifierState, OptionState, StockState, VariantState } from '../model'
import type { Writer } from '../product-writes'
import { numberOf } from './amounts'
import { choiceIdOf, optionIdOf } from './ids'

/** A written product, as the schema leaves it. */
export type V3Input = z.output<typeof v3CreateProductRequestSchema>['product']
type VariantInput = V3Input['variantsInfo']['variants'][number]

const IN_STOCK: StockState = { trackQuantity: false, quantity: 0, inStock: true }

/** Options as stored: names unique, choice names unique within an option. */
export function optionsOf(input: V3Input['options'] = [], at: string, out: FieldViolation[]) {
  const names = new Set<string>()
  return input.map((option, i): OptionState => {
    if (names.has(option.name))
      out.push(
        violation(
          `${at}[${i}].name`,
          'OTHER',
          'option names must be unique',
          {},
          'UNIQUE_OPTION_NAME',
        ),
      )
    names.add(option.name)
    const swatch = option.optionRenderType === 'SWATCH_CHOICES'
    const seen = new Set<string>()
    return {
      name: option.name,
      optionType: swatch ? 'color' : 'drop_down',
      choices: option.choicesSettings.choices.map((choice, j) => {
        if (seen.has(choice.name))
          out.push(
            violation(
              `${at}[${i}].choicesSettings.choices[${j}].name`,
              'OTHER',
              'choice names must be unique',
              {},
              'UNIQUE_CHOICE',
            ),
          )
        seen.add(choice.name)
        return {
          value: swatch ? (choice.colorCode ?? choice.name) : choice.name,
          description: choice.name,
          mediaIds: [],
        }
      }),
    }
  })
}

/** Modifiers as stored (amounts as catalog numbers). */
export const modifiersOf = (input: V3Input['modifiers'] = []): ModifierState[] =>
  input.map((m) => ({
    name: m.name,
    renderType: m.modifierRenderType,
    mandatory: m.mandatory ?? false,
    ...(m.freeTextSettings && {
      freeText: {
        title: m.freeTextSettings.title,
        ...(m.freeTextSettings.minCharCount !== undefined && {
          minCharCount: m.freeTextSettings.minCharCount,
        }),
        ...(m.freeTextSettings.maxCharCount !== undefined && {
          maxCharCount: m.freeTextSettings.maxCharCount,
        }),
        ...(m.freeTextSettings.defaultAddedPrice && {
          addedPrice: numberOf(m.freeTextSettings.defaultAddedPrice),
        }),
      },
    }),
    ...(m.choicesSettings && {
      choices: m.choicesSettings.choices.map((c) => ({
        name: c.name,
        ...(c.colorCode && { colorCode: c.colorCode }),
        ...(c.addedPrice && { addedPrice: numberOf(c.addedPrice) }),
      })),
    }),
  }))

/** The choices a written variant names, by ids or names, as `{ option: choice }`. */
function choicesOf(
  options: OptionState[],
  variant: VariantInput,
  at: string,
  out: FieldViolation[],
) {
  const choices: Record<string, string> = {}
  for (const [k, choice] of (variant.choices ?? []).entries()) {
    const byIds = choice.optionChoiceIds
    const byNames = choice.optionChoiceNames
    const option = options.find((o) =>
      byIds ? optionIdOf(o.name) === byIds.optionId : o.name === byNames?.optionName,
    )
    const picked = option?.choices.find((c) =>
      byIds
        ? choiceIdOf(option.name, c.description) === byIds.choiceId
        : c.description === byNames?.choiceName,
    )
    if (!option || !picked) {
      out.push(
        violation(
          `${at}.choices[${k}]`,
          'INVALID_ENUM_VALUE',
          'names no option and choice of this product',
        ),
      )
      continue
    }
    if (choices[option.name] !== undefined)
      out.push(violation(`${at}.choices[${k}]`, 'OTHER', `two choices of ${option.name}`))
    choices[option.name] = picked.description
  }
  if (
    options.some((o) => choices[o.name] === undefined) &&
    !out.some((v) => v.field.startsWith(at))
  )
    out.push(
      violation(`${at}.choices`, 'OTHER', 'a variant has exactly one choice for each option'),
    )
  return choices
}

/**
 * Variants as stored: each with one choice per option, no two alike; ids kept (given, or the
 * existing variant's with the same choices, or derived), and stock kept for existing ones.
 */
export function variantsOf(
  productId: string,
  options: OptionState[],
  input: VariantInput[],
  previous: VariantState[],
  at: string,
  out: FieldViolation[],
): VariantState[] {
  if (!options.length && input.length !== 1)
    out.push(violation(at, 'OTHER', 'a product without options has exactly one variant'))
  const seen = new Set<string>()
  return input.map((variant, i): VariantState => {
    const choices = choicesOf(options, variant, `${at}[${i}]`, out)
    const key = JSON.stringify(Object.entries(choices).sort())
    if (seen.has(key))
      out.push(violation(`${at}[${i}].choices`, 'OTHER', 'two variants have the same choices'))
    seen.add(key)
    const derived = options.length ? variantIdFor(productId, choices) : DEFAULT_VARIANT_ID
    const before =
      previous.find((v) => v.id === variant.id) ??
      previous.find((v) => JSON.stringify(Object.entries(v.choices).sort()) === key)
    const physical = variant.physicalProperties
    return {
      id: variant.id ?? before?.id ?? derived,
      choices,
      price: numberOf(variant.price.actualPrice.amount),
      ...(variant.price.compareAtPrice && {
        compareAtPrice: numberOf(variant.price.compareAtPrice.amount),
      }),
      ...(variant.revenueDetails?.cost && { cost: numberOf(variant.revenueDetails.cost.amount) }),
      ...(physical?.weight !== undefined && { weight: physical.weight }),
      ...(physical?.productDimensions && { productDimensions: physical.productDimensions }),
      ...(physical?.packageDimensions && { packageDimensions: physical.packageDimensions }),
      ...(variant.sku && { sku: variant.sku }),
      ...(variant.barcode && { barcode: variant.barcode }),
      visible: variant.visible ?? true,
      stock: before?.stock ?? { ...IN_STOCK },
    }
  })
}

/** Pictures as stored: by media id (kept as given) or by URL. */
export const mediaOf = (w: Writer, input: V3Input['media']): MediaRef[] =>
  (input?.itemsInfo.items ?? []).map((item) =>
    item.url
      ? fromUrl(w, item.url)
      : { id: item.id ?? '', width: 0, height: 0, title: item.altText ?? item.id ?? '' },
  )

/** Every violation so far, at once. */
export function throwIf(out: FieldViolation[]): void {
  if (out.length) throw validationError(out)
}
