import { ErrorBanner } from './error-banner'

/** A screen whose data failed to load: the message, and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => unknown }) {
  return (
    <div className="stack">
      <ErrorBanner message={message} />
      <button type="button" className="button button-secondary" onClick={() => void onRetry()}>
        Try again
      </button>
    </div>
  )
}
