/** The one loading text the specification gives, announced politely to screen readers. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </div>
  )
}
