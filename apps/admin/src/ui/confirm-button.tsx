import { type ReactNode, useId, useRef } from 'react'

/**
 * A button that asks before it acts (deleting, cancelling): a modal `<dialog>` with the question,
 * focus on "Cancel", Escape closes it. `onConfirm` runs only on "Confirm".
 *
 * @example
 * ```tsx
 * <ConfirmButton question="Delete this product?" confirmLabel="Delete" onConfirm={remove}>
 *   Delete
 * </ConfirmButton>
 * ```
 */
export function ConfirmButton({
  children,
  question,
  confirmLabel = 'Confirm',
  onConfirm,
  disabled,
  className,
}: {
  children: ReactNode
  question: ReactNode
  confirmLabel?: string
  onConfirm: () => void
  disabled?: boolean
  className?: string
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        onClick={() => dialog.current?.showModal()}
      >
        {children}
      </button>
      <dialog ref={dialog} aria-labelledby={titleId} className="confirm">
        <p id={titleId}>{question}</p>
        {/* Buttons, not a form: a confirmation often sits inside a screen's own form. */}
        <div className="confirm-actions">
          {/* biome-ignore lint/a11y/noAutofocus: a confirmation starts on its safe choice */}
          <button type="button" autoFocus onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button
            type="button"
            className="danger"
            onClick={() => {
              dialog.current?.close()
              onConfirm()
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  )
}
