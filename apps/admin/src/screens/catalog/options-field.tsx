import { useId } from 'react'
import type { OptionDraft } from './product-draft'

/**
 * A product's options, each a name and its choices typed as a list ("S, M, L"); options are
 * added and removed with buttons named by their place.
 *
 * @example
 * ```tsx
 * <OptionsField options={draft.options} onChange={(options) => setOptions(options)} />
 * ```
 */
export function OptionsField({
  options,
  onChange,
}: {
  options: OptionDraft[]
  onChange: (options: OptionDraft[]) => void
}) {
  const id = useId()
  const put = (i: number, change: Partial<OptionDraft>) =>
    onChange(options.map((option, j) => (i === j ? { ...option, ...change } : option)))
  return (
    <fieldset>
      <legend>Options</legend>
      {options.length === 0 && <p>No options: the product is sold as one item.</p>}
      {options.map((option, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options have no id until saved
        <div key={i} className="option-row">
          <label htmlFor={`${id}-${i}-name`}>Option {i + 1} name</label>
          <input
            id={`${id}-${i}-name`}
            value={option.name}
            onChange={(e) => put(i, { name: e.target.value })}
          />
          <label htmlFor={`${id}-${i}-choices`}>Option {i + 1} choices (comma separated)</label>
          <input
            id={`${id}-${i}-choices`}
            value={option.choices}
            onChange={(e) => put(i, { choices: e.target.value })}
          />
          <button type="button" onClick={() => onChange(options.filter((_, j) => j !== i))}>
            Remove option {i + 1}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => onChange([...options, { name: '', choices: '' }])}>
        Add an option
      </button>
    </fieldset>
  )
}
