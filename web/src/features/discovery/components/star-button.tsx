interface StarButtonProps {
  name: string
  starred: boolean
  onToggle(): void
}

/** Saves a journalist to the pitchlist or takes them off; the pressed state says which. */
export function StarButton({ name, starred, onToggle }: StarButtonProps) {
  return (
    <button
      type="button"
      className={starred ? 'icon-button star-button star-button-on' : 'icon-button star-button'}
      aria-pressed={starred}
      aria-label={`Save ${name} to pitchlist`}
      title={starred ? 'On your pitchlist: click to remove' : 'Save to pitchlist'}
      onClick={onToggle}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z"
          fill={starred ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
