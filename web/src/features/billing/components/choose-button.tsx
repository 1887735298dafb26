interface ChooseButtonProps {
  label: string
  /** Said to screen readers after the label, where the card's heading already shows it on screen. */
  hiddenSuffix?: string
  busy: boolean
  disabled: boolean
  primary?: boolean
  onChoose(): void
}

export function ChooseButton({ label, hiddenSuffix, busy, disabled, primary, onChoose }: ChooseButtonProps) {
  return (
    <button
      type="button"
      className={`button button-block ${primary ? 'button-primary' : 'button-secondary'}`}
      disabled={disabled}
      aria-busy={busy}
      onClick={onChoose}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy ? (
        'Redirecting...'
      ) : (
        <>
          {label}
          {hiddenSuffix && <span className="visually-hidden"> {hiddenSuffix}</span>}
        </>
      )}
    </button>
  )
}
