import { isNotFound } from '../../lib/api-client'
import { ErrorBanner } from './error-banner'

interface LoadErrorProps {
  message: string
  onRetry: () => unknown
  /** Why it failed: a 404 is said in the server's words, with no retry, since asking again cannot help. */
  error?: unknown
}

/** A screen whose data failed to load: the message, and a way to try again. */
export function LoadError({ message, onRetry, error }: LoadErrorProps) {
  if (isNotFound(error)) return <ErrorBanner message={error.message} />
  return (
    <div className="stack">
      <ErrorBanner message={message} />
      <button type="button" className="button button-secondary" onClick={() => void onRetry()}>
        Try again
      </button>
    </div>
  )
}
