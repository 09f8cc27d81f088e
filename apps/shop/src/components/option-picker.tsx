import type { ShopOption } from '../lib/shop-product'

/** Props of {@link OptionPicker}. */
export interface OptionPickerProps {
  option: ShopOption
  value: string | undefined
  onChange: (choice: string) => void
}

/**
 * One product option as a group of radio buttons (arrow keys move between choices); colors
 * show a swatch, and sold-out choices say so but stay selectable (for "notify me").
 */
export function OptionPicker({ option, value, onChange }: OptionPickerProps) {
  const name = `option-${option.name}`
  return (
    <fieldset className="option-picker">
      <legend>
        {option.name}
        {value ? <span className="option-value">: {value}</span> : null}
      </legend>
      <div className="choices">
        {(option.choices ?? []).map((choice) => {
          const { label } = choice
          const id = `${name}-${label}`.replace(/\s+/g, '-')
          return (
            <div className="choice" key={label}>
              <input
                type="radio"
                id={id}
                name={name}
                value={label}
                checked={value === label}
                onChange={() => onChange(label)}
              />
              <label htmlFor={id} className={choice.inStock ? undefined : 'sold-out'}>
                {choice.color && (
                  <span
                    className="swatch"
                    style={{ background: choice.color }}
                    aria-hidden="true"
                  />
                )}
                {label}
                {!choice.inStock && <span className="visually-hidden"> (sold out)</span>}
              </label>
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
