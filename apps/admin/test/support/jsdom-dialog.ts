/**
 * jsdom has `<dialog>` but not its modal methods: opening sets `open`, closing clears it, as a
 * browser does, so the confirmation dialogs run in component tests. Import once per test file.
 */
export function installDialogMethods(): void {
  const proto = globalThis.HTMLDialogElement?.prototype
  if (!proto || typeof proto.showModal === 'function') return
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true
  }
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (returnValue !== undefined) this.returnValue = returnValue
    this.open = false
    this.dispatchEvent(new Event('close'))
  }
}
