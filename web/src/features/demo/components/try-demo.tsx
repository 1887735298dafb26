import { ErrorBanner } from '../../../components/ui/error-banner'
import { Link } from '../../../components/ui/link'

import { DEMO_LANDING, useDemo } from '../use-demo'
import '../demo.css'

/** The landing page's 'Try the demo' link, shown only where a demo founder can be made. */
export function TryDemo() {
  const demo = useDemo()
  if (!demo.available) return null
  return (
    <div className="try-demo">
      <p className="try-demo-line">
        Or{' '}
        <Link
          to={DEMO_LANDING}
          className="try-demo-link"
          aria-disabled={demo.starting}
          onClick={(event) => {
            event.preventDefault()
            void demo.start()
          }}
        >
          Try the demo
        </Link>
        : a founder with 90 days of pitches, replies and coverage.
      </p>
      <p className="try-demo-status" role="status">
        {demo.starting && (
          <>
            <span className="spinner" aria-hidden="true" /> Creating the demo account… the first time can take
            up to a minute.
          </>
        )}
      </p>
      {demo.error && <ErrorBanner message={demo.error} />}
    </div>
  )
}
