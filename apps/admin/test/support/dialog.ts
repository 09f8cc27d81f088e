import { fireEvent, within } from '@testing-library/react'

// jsdom has <dialog> but not its modal methods: open and close it as a browser would, so the
// confirmation's buttons are there to press (the e2e suite runs the real ones in Chromium).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false
  }
}

/** Presses a ConfirmButton, then the confirming button of the dialog it opened. */
export function confirm(trigger: HTMLElement, confirmLabel: string): void {
  fireEvent.click(trigger)
  const dialog = trigger.nextElementSibling
  if (!(dialog instanceof HTMLElement)) throw new Error('the button opened no dialog')
  fireEvent.click(within(dialog).getByRole('button', { name: confirmLabel }))
}
