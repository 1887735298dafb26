/** A failure the user must notice: role="alert" makes screen readers announce it when it appears. */
export function ErrorBanner({ message }: { message: string }) {
  return (
    <div className="error-banner" role="alert">
      {message}
    </div>
  )
}
