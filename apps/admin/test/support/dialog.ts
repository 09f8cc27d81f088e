import { fireEvent, within } from '@testing-library/react'

/** Presses a ConfirmButton, then the confirming button of the dialog it opened. */
export function confirm(trigger: HTMLElement, confirmLabel: string): void {
  fireEvent.click(trigger)
  const dialog = trigger.nextElementSibling
  if (!(dialog instanceof HTMLElement)) throw new Error('the button opened no dialog')
  fireEvent.click(within(dialog).getByRole('button', { name: confirmLabel }))
}
