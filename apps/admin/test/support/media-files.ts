/** A valid 1×1 PNG: the smallest picture the media library takes as an image. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

/** A picture File named `name`, as a person would drop or choose it. */
export function pngFile(name: string): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (c) => c.charCodeAt(0))
  return new File([bytes], name, { type: 'image/png' })
}

/**
 * What jsdom lacks for the back office's uploads and dialogs: uploads go through the client's
 * own `fetch` (the in-process emulator) rather than XMLHttpRequest, and `<dialog>` opens.
 */
export function browserGaps(): void {
  // The SDK sends upload bytes by XMLHttpRequest in a page; without it, by the client's fetch.
  Reflect.deleteProperty(globalThis, 'XMLHttpRequest')
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false
  }
}
