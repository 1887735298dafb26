import { useEffect, useRef } from 'react'
import { ErrorBanner } from '../../../components/ui/error-banner'

interface ChoiceFailureProps {
  message: string
  /** Offered when the server says the plan is changed in the billing portal. */
  onOpenPortal?(): void
  portalDisabled?: boolean
}

/**
 * Why choosing a product did not leave for the payment page, under the button that was pressed: on a
 * phone a banner at the top of the page is a screen or more away, and the tap seems to do nothing.
 */
export function ChoiceFailure({ message, onOpenPortal, portalDisabled }: ChoiceFailureProps) {
  const ref = useRef<HTMLDivElement>(null)

  // Under a button at the foot of the screen the message may start below it.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [])

  return (
    <div ref={ref} className="choice-failure">
      <ErrorBanner message={message} />
      {onOpenPortal && (
        <button
          type="button"
          className="button button-secondary button-block"
          onClick={onOpenPortal}
          disabled={portalDisabled}
        >
          Open billing portal
        </button>
      )}
    </div>
  )
}
